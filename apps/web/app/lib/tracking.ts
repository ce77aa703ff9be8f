/**
 * Tracking (shell spec §7): page views and click events pushed to a `dataLayer`, only in the browser
 * and only when the company enables data-layer tracking. Only the listed fields leave: the contact is
 * known by a keyed hash of the mobile number the API makes, never by the number, name or ID number.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export type ClickEventFields = {
  product?: string
  subProduct?: string
  /** The submission receipt's keyed hash of the mobile number (the API's forms/contact-reference.ts). */
  contactReferenceId?: string
  ucId?: string | null
  quotePrice?: number
  policyId?: string
  finalSalesPrice?: number
  quoteId?: string
  /** The company's number the visitor clicked to call, never the visitor's own. */
  phoneNumber?: string
  /** The agent's user name, call-centre mode only. */
  username?: string
  callCentre?: boolean
  env?: string
  pathContext?: string
}

const CLICK_FIELDS: readonly (keyof ClickEventFields)[] = [
  'product',
  'subProduct',
  'contactReferenceId',
  'ucId',
  'quotePrice',
  'policyId',
  'finalSalesPrice',
  'quoteId',
  'phoneNumber',
  'username',
  'callCentre',
  'env',
  'pathContext',
]

export type Tracker = {
  pageView(path: string): void
  click(event: string, fields?: ClickEventFields): void
}

/** A tracker for this page; it does nothing on the server or when tracking is off. */
export function createTracker(options: { enabled: boolean; callCentre: boolean; env: string }): Tracker {
  const push = (entry: Record<string, unknown>) => {
    if (!options.enabled || typeof window === 'undefined') return
    window.dataLayer ??= []
    window.dataLayer.push(entry)
  }
  return {
    pageView: (path) => push({ event: 'pageview', pagePath: path }),
    click(event, fields = {}) {
      const allowed = Object.fromEntries(
        CLICK_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
      )
      // username is the agent's and only sent in call-centre mode.
      if (!options.callCentre) delete allowed.username
      push({ event, ...allowed, callCentre: options.callCentre, env: options.env })
    },
  }
}
