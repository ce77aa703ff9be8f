/*
 * How any part of the site shows an error in the shell's popup: an event on the window. Apart from
 * ./error-message.ts, so the popup's listener is in every page's first load and the message's
 * composition loads with the first error (issue 25's budget).
 */

/** The event the shell's error popup listens to (features/shell/error-popup.tsx). */
export const SITE_ERROR_EVENT = 'site:error'

/** Lets any part of the site show an error in the popup (the popup host of shell spec §2). */
export function reportSiteError(error: unknown): void {
  window.dispatchEvent(new CustomEvent(SITE_ERROR_EVENT, { detail: error }))
}
