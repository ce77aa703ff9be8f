import { isProductCode, parentProductOf } from '@insure/domain/catalogue'
import { cookiesAccepted } from './cookie-consent.ts'

/**
 * Tracking (shell spec §7): page views and click events pushed to a `dataLayer`, only in the browser
 * and only when the company enables data-layer tracking. Only the listed fields leave: a click knows
 * the contact by a keyed hash of the mobile number the API makes, never by the number, name or ID
 * number. Analytics' identify adds the name, surname and e-mail the visitor gave, and only once they
 * accepted the cookie banner; its mobile and citizenId are the API's keyed hashes too.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export type ClickEventFields = {
  product?: string
  subProduct?: string | null
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

/**
 * Analytics' identify (shell spec §7: "identifies the user by mobile and adds name, surname, email
 * and citizenId"). mobile and citizenId are keyed hashes the API answered (a submission's
 * contactReferenceId and citizenReferenceId): analytics needs a stable id, never the numbers.
 */
export type IdentifyFields = {
  mobile: string
  name?: string | null
  surname?: string | null
  email?: string | null
  citizenId?: string | null
}

/** What the API's form submissions answer (its SubmissionReceiptSchema): the keyed hashes identify takes. */
export type SubmissionReceipt = {
  reference: string
  contactReferenceId: string
  citizenReferenceId: string | null
}

const IDENTIFY_FIELDS: readonly (keyof IdentifyFields)[] = ['mobile', 'name', 'surname', 'email', 'citizenId']

export type Tracker = {
  pageView(path: string): void
  click(event: string, fields?: ClickEventFields): void
  identify(fields: IdentifyFields): void
}

/**
 * A click's product and sub-product: a variant (home's contents and buildings, VAP's two options) is
 * its main product's sub-product; a main product has none (null).
 */
export function productFieldsOf(code: string): Pick<ClickEventFields, 'product' | 'subProduct'> {
  const parent = isProductCode(code) ? parentProductOf(code) : null
  return parent ? { product: parent, subProduct: code } : { product: code, subProduct: null }
}

/** A tracker for this page; it does nothing on the server or when tracking is off. */
export function createTracker(options: {
  enabled: boolean
  callCentre: boolean
  env: string
  /** The session's campaign id (uci), sent as every click's ucId once the session has one. */
  ucId?: string | null
}): Tracker {
  const push = (entry: Record<string, unknown>) => {
    if (!options.enabled || typeof window === 'undefined') return
    window.dataLayer ??= []
    window.dataLayer.push(entry)
  }
  return {
    pageView: (path) => push({ event: 'pageview', pagePath: path }),
    click(event, given = {}) {
      const fields: ClickEventFields = {
        ...(options.ucId ? { ucId: options.ucId } : {}),
        ...given,
        ...(given.product !== undefined && given.subProduct === undefined
          ? productFieldsOf(given.product)
          : {}),
      }
      const allowed = Object.fromEntries(
        CLICK_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
      )
      // username is the agent's and only sent in call-centre mode.
      if (!options.callCentre) delete allowed.username
      push({ event, ...allowed, callCentre: options.callCentre, env: options.env })
    },
    identify(given) {
      // Only with the visitor's consent, and only the spec's fields (nothing else a caller passes).
      if (!cookiesAccepted()) return
      const fields = Object.fromEntries(
        IDENTIFY_FIELDS.filter((name) => given[name]).map((name) => [name, given[name]]),
      )
      push({ event: 'identify', ...fields })
    },
  }
}
