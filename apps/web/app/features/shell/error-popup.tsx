import { ERROR_POPUP_TITLE } from '@insure/domain/messages'
import { Fragment, useEffect, useState } from 'react'
import { SITE_ERROR_EVENT, composeErrorMessage, reportSiteError } from '../../lib/error-message.ts'
import { Modal } from '../../ui/modal.tsx'

/** Lets any part of the site show an error in the popup (the popup host of shell spec §2). */
export const reportError = reportSiteError

/**
 * The global error handler's popup (shell spec §8): titled Error, the composed message with its
 * newlines as line breaks. Uncaught errors and unhandled rejections end up here too.
 */
export function ErrorPopup() {
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    const show = (error: unknown) => setMessage(composeErrorMessage(error, new Date()))
    const onReported = (event: Event) => show((event as CustomEvent).detail)
    const onError = (event: ErrorEvent) => show(event.error ?? { message: event.message })
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason)
    window.addEventListener(SITE_ERROR_EVENT, onReported)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener(SITE_ERROR_EVENT, onReported)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return (
    <Modal open={message !== null} title={ERROR_POPUP_TITLE} onClose={() => setMessage(null)}>
      <p>
        {(message ?? '').split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
    </Modal>
  )
}
