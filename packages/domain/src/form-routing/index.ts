import type { Department, ProductCode } from '../catalogue/index.ts'
import { isFlagValueOn } from '../catalogue/index.ts'

/**
 * Where the site sends each form (forms spec §7). No zod here: the browser decides the route.
 * The API records, for every stored submission, which of these routes it came through.
 */
export const FORM_ENDPOINTS = {
  callback: '/wyzeapi/cc/submitCallback',
  cmp2ContactUs: '/wyzeapi/cmp2/submitCmp2ContactUs',
  contactUs: '/wyzeapi/wtf/submitContactUs',
  legalQuery: '/wyzeapi/wtf3/digicall/legalQuery',
  claim: '/wyzeapi/claims/submit',
} as const
export type FormEndpoint = (typeof FORM_ENDPOINTS)[keyof typeof FORM_ENDPOINTS]
export const FORM_ENDPOINT_PATHS = Object.values(FORM_ENDPOINTS) as FormEndpoint[]

/**
 * Session environments (key/value, shell spec §3) that move submissions to another route (forms spec
 * §6, §7). The spec names the flags (new customer care, new claims, legal claims), not their keys.
 */
export const ROUTING_ENVIRONMENTS = {
  newCustomerCare: 'NEW_CUSTOMER_CARE',
  newClaims: 'NEW_CLAIMS',
  legalClaims: 'LEGAL_CLAIMS',
} as const

export type SessionEnvironment = { key: string; value: string }

/** A session environment compares to 1, as flags do (forms spec §6). */
export function isEnvironmentOn(
  environments: readonly SessionEnvironment[] | undefined,
  key: string,
): boolean {
  return (environments ?? []).some(
    (environment) => environment.key === key && isFlagValueOn(environment.value),
  )
}

/** VAP products (the vehicle VAP and its scratch-and-dent and tyre-and-rim variants). */
export const VAP_PRODUCT_CODES = [
  'vap',
  'vapsscratchanddent',
  'vapstyreandrim',
] as const satisfies ProductCode[]
export function isVapProduct(code: ProductCode | null | undefined): boolean {
  return code != null && (VAP_PRODUCT_CODES as readonly string[]).includes(code)
}

/** Legal cover, the product whose call-backs and claims have their own routes. Legal costs is another product. */
export function isLegalProduct(code: ProductCode | null | undefined): boolean {
  return code === 'legal'
}

/** Call me back (forms spec §7): legal and VAP products go to cmp2, every other product to submitCallback. */
export function callbackEndpoint(productCode: ProductCode | null | undefined): FormEndpoint {
  return isLegalProduct(productCode) || isVapProduct(productCode)
    ? FORM_ENDPOINTS.cmp2ContactUs
    : FORM_ENDPOINTS.callback
}

export type ContactRouting = {
  productCode: ProductCode | null | undefined
  department: Department
  environments: readonly SessionEnvironment[] | undefined
}

/**
 * Contact us and claims (forms spec §7): customer care with the new-customer-care flag, claims of a
 * non-legal product with the new-claims flag, and any VAP product go to cmp2; legal claims with the
 * legal-claims flag go to the legal query; anything else to the form's own endpoint.
 */
function routedEndpoint(routing: ContactRouting, ownEndpoint: FormEndpoint): FormEndpoint {
  const { productCode, department, environments } = routing
  const on = (key: string) => isEnvironmentOn(environments, key)
  if (department === 'customer_care' && on(ROUTING_ENVIRONMENTS.newCustomerCare))
    return FORM_ENDPOINTS.cmp2ContactUs
  if (department === 'claims' && !isLegalProduct(productCode) && on(ROUTING_ENVIRONMENTS.newClaims))
    return FORM_ENDPOINTS.cmp2ContactUs
  if (isVapProduct(productCode)) return FORM_ENDPOINTS.cmp2ContactUs
  if (department === 'claims' && isLegalProduct(productCode) && on(ROUTING_ENVIRONMENTS.legalClaims))
    return FORM_ENDPOINTS.legalQuery
  return ownEndpoint
}

/** The contact-us form's route; default POST A/wtf/submitContactUs. */
export function contactUsEndpoint(routing: ContactRouting): FormEndpoint {
  return routedEndpoint(routing, FORM_ENDPOINTS.contactUs)
}

/** The claim form's route: the contact-us routing for the claims department; default POST A/claims/submit. */
export function claimEndpoint(routing: Omit<ContactRouting, 'department'>): FormEndpoint {
  return routedEndpoint({ ...routing, department: 'claims' }, FORM_ENDPOINTS.claim)
}
