import { Suspense, lazy, useEffect, useState } from 'react'
import { SITE_ERROR_EVENT, reportSiteError } from '../../lib/site-error.ts'

/**
 * The dialog, and the message's composition, load with the first error: most pages never show one
 * (issue 25's first-load budget).
 */
const ErrorDialog = lazy(() =>
  import('./error-dialog.tsx').then((module) => ({ default: module.ErrorDialog })),
)

/** Lets any part of the site show an error in the popup (the popup host of shell spec §2). */
export const reportError = reportSiteError

/**
 * The global error handler's popup (shell spec §8): titled Error, the composed message with its
 * newlines as line breaks. Uncaught errors and unhandled rejections end up here too.
 */
export function ErrorPopup() {
  // The error and when it came: the dialog composes the message (lib/error-message.ts).
  const [shown, setShown] = useState<{ error: unknown; at: Date } | null>(null)

  useEffect(() => {
    const show = (error: unknown) => setShown({ error, at: new Date() })
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

  if (shown === null) return null
  return (
    <Suspense fallback={null}>
      <ErrorDialog error={shown.error} at={shown.at} onClose={() => setShown(null)} />
    </Suspense>
  )
}
