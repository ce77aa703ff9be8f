import { ERROR_POPUP_TITLE } from '@insure/domain/messages'
import { Fragment, useEffect, useRef, useState } from 'react'
import { composeErrorMessage } from '../../lib/error-message.ts'

/** Lets any part of the site show an error in the popup (the popup host of shell spec §2). */
export function reportError(error: unknown) {
  window.dispatchEvent(new CustomEvent('site:error', { detail: error }))
}

/**
 * The global error handler's popup (shell spec §8): titled Error, the composed message with its
 * newlines as line breaks. Uncaught errors and unhandled rejections end up here too.
 */
export function ErrorPopup() {
  const [message, setMessage] = useState<string | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const show = (error: unknown) => setMessage(composeErrorMessage(error, new Date()))
    const onReported = (event: Event) => show((event as CustomEvent).detail)
    const onError = (event: ErrorEvent) => show(event.error ?? { message: event.message })
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason)
    window.addEventListener('site:error', onReported)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('site:error', onReported)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    if (message && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [message])

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby="error-popup-title"
      onClose={() => setMessage(null)}
    >
      <h2 id="error-popup-title">{ERROR_POPUP_TITLE}</h2>
      <p>
        {(message ?? '').split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
      <form method="dialog">
        <button type="submit" className="button">
          OK
        </button>
      </form>
    </dialog>
  )
}
