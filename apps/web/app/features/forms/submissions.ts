import { BLOG_SUBSCRIPTION_LISTS } from '@insure/domain/blog-subscription'
import {
  BannerCallbackFormSchema,
  CALLBACK_PLACEHOLDER_EMAIL,
  CALLBACK_PLACEHOLDER_REASON,
  CallbackFormSchema,
  LandingCallbackFormSchema,
  requesterFromFullName,
  toCallbackPayload,
  type CallbackPayload,
  type CallbackRequester,
} from '@insure/domain/callback'
import {
  CALLBACK_REASONS,
  DEFAULT_CALLBACK_GENDER,
  productOfHashedId,
  type CompanyCode,
  type ProductCode,
} from '@insure/domain/catalogue'
import { toClaimSubmission, type ClaimForm, type ClaimSubmission } from '@insure/domain/claim'
import { toContactUsPayload, type ContactUsForm, type ContactUsPayload } from '@insure/domain/contact-us'
import {
  FORM_ENDPOINTS,
  callbackEndpoint,
  claimEndpoint,
  contactUsEndpoint,
  type FormEndpoint,
  type SessionEnvironment,
} from '@insure/domain/form-routing'
import type { CallMeBackVariant } from '../../lib/embeds.tsx'

/**
 * What each form sends and where (forms spec §3, §7), from its parsed values and the session: one
 * builder per form, used by the form in the browser and by the page's action when the form was sent
 * without script, so both paths send the same request.
 */

/** The session a submission is sent with: the browser's, or the one the page server created for it. */
export type SubmissionSession = {
  hashedSessionId: string
  environments?: readonly SessionEnvironment[] | undefined
  mustUseDirectTrafficUcid?: boolean | undefined
}

/**
 * Call me back, every variant (forms spec §2 to §5):
 * - `new`: the default form (the call-back page, the floating button's panel, the `call-back-new` embed);
 * - `one`: a short form without e-mail (the placeholder e-mail is sent);
 * - `two`: the default fields in two columns;
 * - `car-home`: only car and home insurance in the product picker;
 * - `banner`: the product banner's form: full name, phone, product; placeholder reason and e-mail; LIFE
 *   sets the drop-off state instead of submitting.
 * On landing pages and blog posts the name and surname are one full-name field, split as the spec says.
 */
type VariantSettings = {
  email: boolean
  reason: boolean
  products?: readonly ProductCode[]
  columns: 1 | 2
}

export const CALL_ME_BACK_VARIANTS: Record<CallMeBackVariant, VariantSettings> = {
  new: { email: true, reason: true, columns: 1 },
  one: { email: false, reason: true, columns: 1 },
  two: { email: true, reason: true, columns: 2 },
  'car-home': { email: true, reason: true, products: ['car', 'home'], columns: 1 },
  banner: { email: false, reason: false, columns: 1 },
}

export const DEFAULT_CALLBACK_REASON = CALLBACK_REASONS[0]

/** The call-me-back form's fields, as typed. */
export type CallbackValues = {
  name: string
  surname: string
  fullName: string
  phone: string
  email: string
  product: string
  reason: string
  preferredCallbackGender: string
}

/** The fields a variant starts with: the hidden ones hold their placeholders (forms spec §3). */
export function callbackDefaults(variant: CallMeBackVariant, product: string): CallbackValues {
  const settings = CALL_ME_BACK_VARIANTS[variant]
  return {
    name: '',
    surname: '',
    fullName: '',
    phone: '',
    email: settings.email ? '' : CALLBACK_PLACEHOLDER_EMAIL,
    product,
    reason: settings.reason ? DEFAULT_CALLBACK_REASON : CALLBACK_PLACEHOLDER_REASON,
    preferredCallbackGender: DEFAULT_CALLBACK_GENDER,
  }
}

/** The schema a variant validates with: the banner's, the full-name one, or name and surname. */
export function callbackFormSchema(variant: CallMeBackVariant, fullNameMode: boolean) {
  if (variant === 'banner') return BannerCallbackFormSchema
  return fullNameMode ? LandingCallbackFormSchema : CallbackFormSchema
}

/** Banner variant: LIFE is arranged by a consultant, so choosing it drops off instead (forms spec §4). */
export function dropsOffForLife(variant: CallMeBackVariant, hashedProductId: string): boolean {
  return variant === 'banner' && productOfHashedId(hashedProductId)?.code === 'life'
}

/** The call-back request of a valid form (forms spec §3, §7): its payload and its route. */
export function callbackSubmission(
  values: CallbackValues,
  options: {
    variant: CallMeBackVariant
    fullNameMode: boolean
    asksGender: boolean
    session: SubmissionSession
  },
): { endpoint: FormEndpoint; payload: CallbackPayload; productCode: ProductCode | undefined } {
  const settings = CALL_ME_BACK_VARIANTS[options.variant]
  const names = options.fullNameMode ? requesterFromFullName(values) : values
  const requester: CallbackRequester = {
    name: names.name,
    surname: names.surname,
    phone: values.phone,
    email: settings.email ? values.email : CALLBACK_PLACEHOLDER_EMAIL,
    product: values.product,
    reason: (settings.reason ? values.reason : CALLBACK_PLACEHOLDER_REASON) as CallbackRequester['reason'],
    ...(options.asksGender
      ? {
          preferredCallbackGender:
            values.preferredCallbackGender as CallbackRequester['preferredCallbackGender'],
        }
      : {}),
  }
  const productCode = productOfHashedId(values.product)?.code
  return {
    endpoint: callbackEndpoint(productCode),
    payload: toCallbackPayload(requester, {
      hashedSessionId: options.session.hashedSessionId,
      mustUseDirectTrafficUcid: options.session.mustUseDirectTrafficUcid,
    }),
    productCode,
  }
}

/** The contact-us request of a valid form (forms spec §3, §7): routed by product, department and session. */
export function contactUsSubmission(
  form: ContactUsForm,
  options: { asksGender: boolean; session: SubmissionSession },
): { endpoint: FormEndpoint; payload: ContactUsPayload } {
  const payload = toContactUsPayload(form, {
    hashedSessionId: options.session.hashedSessionId,
    mustUseDirectTrafficUcid: options.session.mustUseDirectTrafficUcid,
  })
  // Only the company and flag that ask for a preferred gender send one (forms spec §2).
  if (!options.asksGender) delete payload.preferredCallbackGender
  const endpoint = contactUsEndpoint({
    productCode: productOfHashedId(form.product)?.code,
    department: form.department,
    environments: options.session.environments,
  })
  return { endpoint, payload }
}

/** The claim of a valid form (forms spec §3, §7): the submission with the product's internalName, routed. */
export function claimSubmission(
  claim: ClaimForm,
  session: SubmissionSession,
): { endpoint: FormEndpoint; body: ClaimSubmission | (ClaimSubmission & { department: 'claims' }) } {
  const product = productOfHashedId(claim.product)
  const submission = toClaimSubmission(claim, {
    hashedSessionId: session.hashedSessionId,
    ...(product ? { internalName: product.internalName } : {}),
  })
  const endpoint = claimEndpoint({ productCode: product?.code, environments: session.environments })
  // Routed elsewhere (cmp2, the legal query), a claim says which department it is for.
  const body =
    endpoint === FORM_ENDPOINTS.claim ? submission : { ...submission, department: 'claims' as const }
  return { endpoint, body }
}

/** The blog subscription's endpoint: the company's mailing list (forms spec §7). */
export function blogSubscriptionEndpoint(companyCode: CompanyCode): string {
  return `/wyzeapi/blogs/submitSubscribeBlog/${BLOG_SUBSCRIPTION_LISTS[companyCode]}`
}

/** The campaign opt-in's endpoint (forms spec §7). */
export const CAMPAIGN_OPT_IN_PATH = '/wyzeapi/contact/campaignOptIn'

/** The campaign status check's path and query (forms spec §7). */
export function campaignStatusPath(query: { campaignCode: string; zaIdNumber: string; companyCode: string }) {
  return `/wyzeapi/contact/campaignStatus?${new URLSearchParams(query)}`
}

/**
 * Where a 400 answer's field errors (payload paths) land on each form's fields: the browser puts them
 * beside the fields, and so does the page when the form was sent without script.
 */
export const CONTACT_US_FIELDS = {
  firstName: 'fullName',
  surname: 'fullName',
  contactNumber: 'phone',
  message: 'message',
  department: 'department',
  hashedProductId: 'product',
} as const

export const CLAIM_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  idNumber: 'idNumber',
  contactNumber: 'phone',
  hashedProductId: 'product',
} as const

export const BLOG_SUBSCRIPTION_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  emailAddress: 'emailAddress',
} as const
