import { createHash } from 'node:crypto'
import { BlogSubscriberSchema } from '@insure/domain/blog-subscription'
import {
  CampaignBeneficiaryFormSchema,
  checkCampaignIdNumber,
  stepAfterStatusCheck,
  toCampaignOptInRequest,
} from '@insure/domain/campaign'
import {
  CAMPAIGN_CODE,
  CAMPAIGN_STEPS,
  asksPreferredCallbackGender,
  type CompanyCode,
} from '@insure/domain/catalogue'
import { ClaimFormSchema } from '@insure/domain/claim'
import { ContactUsFormSchema } from '@insure/domain/contact-us'
import { asksForFullName, landingSlugOfPath } from '@insure/domain/content'
import type { SessionEnvironment } from '@insure/domain/form-routing'
import { SA_ID_NUMBER_INVALID_MESSAGE } from '@insure/domain/sa-id'
import { SESSION_TEXT_MAX_CHARS } from '@insure/domain/session'
import { data, redirect, type ActionFunctionArgs } from 'react-router'
import type { z } from 'zod'
import {
  fieldErrorsOfEnvelope,
  formBody,
  parseForm,
  type FormFields,
  type FormReply,
} from '../../lib/forms/schema-form.ts'
import { campaignIdOf } from '../../lib/campaign-id.ts'
import { companyOfRequest, featureFlagsOfRequest } from '../../lib/content.server.ts'
import type { CallMeBackVariant } from '../../lib/embeds.tsx'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import {
  CAMPAIGN_STEP_FIELD,
  DROP_OFF_PARAMETER,
  FORM_NAME_FIELD,
  RETRY_FIELD,
  SENT_PARAMETER,
  isPostedFormName,
  type PostedFormAnswer,
  type PostedFormName,
} from '../../lib/posted-form.tsx'
import { postedFormOf } from '../../lib/page-request.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'
import {
  BLOG_SUBSCRIPTION_FIELDS,
  CAMPAIGN_OPT_IN_PATH,
  CLAIM_FIELDS,
  CONTACT_US_FIELDS,
  blogSubscriptionEndpoint,
  callbackDefaults,
  callbackFormSchema,
  callbackSubmission,
  campaignStatusPath,
  claimSubmission,
  contactUsSubmission,
  dropsOffForLife,
  type CallbackValues,
  type SubmissionSession,
} from './submissions.ts'

/**
 * The action of every page that hosts a form (home, landing, content, product, post, blog, support
 * and call-back pages): a form sent without the page's script (JavaScript off, or pressed before the
 * page hydrated) arrives here as a plain POST. It validates with the form's domain schema, stores
 * through the same API call the form makes in the browser (in process, `context.callApi`), and
 * redirects to the page with `?sent=` (post, redirect, get); an invalid form answers 400 with the
 * spec's messages and what was typed. A cross-site POST is refused.
 */
export async function formAction({ request, url, context }: ActionFunctionArgs) {
  if (isCrossSiteRequest(request)) {
    throw data('Forms are accepted from this site only.', { status: 403, headers: NOT_STORED })
  }
  // A body that is not a form (JSON, a broken encoding) is the sender's mistake: 400, not a 500.
  const form = await postedFormOf(request, context)
  const name = form?.get(FORM_NAME_FIELD)
  if (!form || !isPostedFormName(name)) {
    throw data('This page has no such form.', { status: 400, headers: NOT_STORED })
  }
  const posted: Posted = { request, url, context, name, values: typedValues(form), form }
  switch (name) {
    case 'contact-form':
      return contactUs(posted)
    case 'claim-form':
      return claim(posted)
    case 'blog-subscription':
      return blogSubscription(posted)
    case 'free-life-cover':
      return form.get(CAMPAIGN_STEP_FIELD) === String(CAMPAIGN_STEPS.beneficiary)
        ? campaignBeneficiary(posted)
        : campaignIdCheck(posted)
    default:
      return callBack(posted, name.slice('call-back-'.length) as CallMeBackVariant)
  }
}

type Posted = {
  request: Request
  /** The page's address (lib/page-request.ts). */
  url: URL
  context: SiteLoadContext
  name: PostedFormName
  /** Every text field as typed (hidden bookkeeping fields left out). */
  values: Record<string, string>
  form: FormData
}

/** Answers that carry what a visitor typed are theirs alone: never kept by a cache, nor indexed. */
const NOT_STORED = PRIVATE_PAGE_HEADERS

/** Longest text kept from one field; the schemas allow far less, this only bounds the echo. */
const FIELD_ECHO_MAX_CHARS = 4000

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form) {
    if (key.startsWith('_') || typeof value !== 'string') continue
    values[key] = value.slice(0, FIELD_ECHO_MAX_CHARS)
  }
  return values
}

/**
 * The typed fields parsed with the form's domain schema (lib/forms: the same parse as the form in
 * the browser). `values` replaces what was posted (the call-back adds its hidden placeholders).
 */
function parse<Schema extends z.ZodType>(posted: Posted, schema: Schema, values: FormFields = posted.values) {
  return parseForm(formBody(values), schema)
}

/** What was typed, echoed without messages (a step's answer, TRY AGAIN). */
function echo(values: FormFields): FormReply {
  return { initialValue: values }
}

function answer(posted: Posted, status: number, parts: Partial<PostedFormAnswer> = {}) {
  const body: PostedFormAnswer = { form: posted.name, result: echo(posted.values), ...parts }
  return data(body, { status, headers: NOT_STORED })
}

/** 400: the form again (Conform's reply), with the spec's message beside each field and what was typed. */
function invalid(posted: Posted, submission: { reply: () => FormReply }) {
  return answer(posted, 400, { result: submission.reply() })
}

/**
 * The page again, with `?sent=` (and `extra` flags); other query parameters stay (flags, campaign
 * ids). `fragment` replaces the form's anchor, which the browser otherwise keeps through the redirect.
 */
function redirectToOutcome(posted: Posted, flags: Record<string, string>, fragment?: string) {
  const url = new URL(posted.url)
  for (const [key, value] of Object.entries(flags)) url.searchParams.set(key, value)
  return redirect(`${url.pathname}${url.search}${fragment ?? ''}`, { status: 303, headers: NOT_STORED })
}

function sent(posted: Posted, fragment?: string) {
  return redirectToOutcome(posted, { [SENT_PARAMETER]: posted.name }, fragment)
}

type ApiAnswer = { status: number; body: unknown }

/** The sentence of an error envelope, when it has one (forms spec §8: "or the msg of the body"). */
function messageOf(answer: ApiAnswer): string | null {
  const msg = (answer.body as { msg?: unknown } | null)?.msg
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null
}

/** A 400 envelope's field errors, put on the form's fields; empty when none maps. */
function fieldErrorsOf(answer: ApiAnswer, fieldOfPath: Readonly<Record<string, string>>) {
  const list = (answer.body as { errors?: unknown } | null)?.errors
  if (answer.status !== 400 || !Array.isArray(list)) return {}
  return fieldErrorsOfEnvelope(list as { path?: unknown; message?: unknown }[], fieldOfPath)
}

/**
 * Valid, but not stored: the form again with what was typed, and the API's status; a 400's field
 * errors beside their fields, as Conform's reply of the parsed form.
 */
function notStored(
  posted: Posted,
  answered: ApiAnswer,
  fieldOfPath: Readonly<Record<string, string>> = {},
  submission?: { reply: (options: { fieldErrors: Record<string, string[]> }) => FormReply },
) {
  const fieldErrors = fieldErrorsOf(answered, fieldOfPath)
  if (submission && Object.keys(fieldErrors).length > 0) {
    return answer(posted, 400, { result: submission.reply({ fieldErrors }) })
  }
  const status = answered.status >= 400 ? answered.status : 502
  return answer(posted, status, { failure: { message: messageOf(answered) } })
}

// ---- The visit's session

type VisitSession = SubmissionSession & { environments: SessionEnvironment[] }

/** A repeat (a double click, a retry) within this window reuses its session, so the API stores it once. */
const REPEAT_WINDOW_MS = 60_000
const REMEMBERED_SESSIONS_MAX = 1000
const recentSessions = new Map<string, { expiresAtMs: number; session: Promise<VisitSession | null> }>()

/**
 * A visitor without script has no session in the browser: the page server creates one on the server
 * (POST A/session/create, as the site's session code does) for the submission. The same form with
 * the same values from the same browser within a minute gets the same session, so the API's repeat
 * rule (same payload, same session) stores a double submission once. This is a cache: another
 * process, or a restart, only costs a second session.
 */
function sessionFor(posted: Posted, companyCode: CompanyCode, featureFlags: string[]) {
  const nowMs = Date.now()
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        posted.name,
        posted.request.headers.get('user-agent') ?? '',
        Object.entries(posted.values).sort(),
      ]),
    )
    .digest('base64url')
  const remembered = recentSessions.get(key)
  if (remembered && remembered.expiresAtMs > nowMs) return remembered.session
  for (const [entry, { expiresAtMs }] of recentSessions) {
    if (expiresAtMs <= nowMs || recentSessions.size >= REMEMBERED_SESSIONS_MAX) recentSessions.delete(entry)
    else break
  }
  const session = createSession(posted, companyCode, featureFlags)
  recentSessions.set(key, { expiresAtMs: nowMs + REPEAT_WINDOW_MS, session })
  const forget = () => recentSessions.delete(key)
  session.then((created) => created ?? forget(), forget)
  return session
}

async function createSession(
  posted: Posted,
  companyCode: CompanyCode,
  featureFlags: string[],
): Promise<VisitSession | null> {
  const { request, context } = posted
  const page = posted.url
  const referrer = request.headers.get('referer') ?? ''
  const platform = (request.headers.get('sec-ch-ua-platform') ?? '').replaceAll('"', '')
  const answered = await context.callApi('POST', '/wyzeapi/session/create', {
    location: page.href.slice(0, SESSION_TEXT_MAX_CHARS.location),
    browser: (request.headers.get('user-agent') ?? '').slice(0, SESSION_TEXT_MAX_CHARS.browser),
    operatingSystem: platform.slice(0, SESSION_TEXT_MAX_CHARS.operatingSystem),
    uci: campaignIdOf(page.href, referrer),
    companyCode,
    featureFlags,
    landingSlug: landingSlugOfPath(page.pathname),
    callcentre: false,
    transactionOriginOnline: true,
    createDateMilliseconds: Date.now(),
  })
  const receipt = (answered.body as { data?: { hashedSessionId?: unknown; environments?: unknown } })?.data
  // session/create answers the id as a list of one (forms spec §7).
  const listed = receipt?.hashedSessionId
  const [hashedSessionId] = Array.isArray(listed) ? (listed as unknown[]) : []
  if (answered.status !== 200 || typeof hashedSessionId !== 'string') return null
  return {
    hashedSessionId,
    environments: Array.isArray(receipt?.environments) ? (receipt.environments as SessionEnvironment[]) : [],
  }
}

/** The company and flags of the request, as the page server rendered the form with them. */
function visitOf(posted: Posted) {
  return {
    companyCode: companyOfRequest(posted, posted.context),
    featureFlags: featureFlagsOfRequest(posted, posted.context),
  }
}

const NO_SESSION: ApiAnswer = { status: 503, body: null }

// ---- The forms

async function callBack(posted: Posted, variant: CallMeBackVariant) {
  // TRY AGAIN after a failure: the form again with what was typed; nothing is sent.
  if (posted.form.get(RETRY_FIELD) !== null) return answer(posted, 200)
  const { companyCode, featureFlags } = visitOf(posted)
  const fullNameMode = variant === 'banner' || asksForFullName(posted.url.pathname)
  // The fields the variant hides are not in the post: their placeholders, as the browser sends them.
  const values: CallbackValues = { ...callbackDefaults(variant, ''), ...posted.values }
  const submission = parse(posted, callbackFormSchema(variant, fullNameMode), values)
  if (submission.status !== 'success') return invalid(posted, submission)
  if (dropsOffForLife(variant, values.product)) {
    return redirectToOutcome(posted, { [DROP_OFF_PARAMETER]: 'life' })
  }
  const session = await sessionFor(posted, companyCode, featureFlags)
  if (!session) return notStored(posted, NO_SESSION)
  const { endpoint, payload } = callbackSubmission(
    { ...values, ...(submission.value as Partial<CallbackValues>) },
    {
      variant,
      fullNameMode,
      asksGender: asksPreferredCallbackGender(companyCode, featureFlags),
      session,
    },
  )
  const answered = await posted.context.callApi('POST', endpoint, payload)
  return answered.status === 200 ? sent(posted) : notStored(posted, answered)
}

async function contactUs(posted: Posted) {
  const submission = parse(posted, ContactUsFormSchema)
  if (submission.status !== 'success') return invalid(posted, submission)
  const { companyCode, featureFlags } = visitOf(posted)
  const session = await sessionFor(posted, companyCode, featureFlags)
  if (!session) return notStored(posted, NO_SESSION)
  const { endpoint, payload } = contactUsSubmission(submission.value, {
    asksGender: asksPreferredCallbackGender(companyCode, featureFlags),
    session,
  })
  const answered = await posted.context.callApi('POST', endpoint, payload)
  // Forms spec §2 scrolls the success view to the top with the script. Without it the redirect keeps
  // the form's own anchor (a Location without a fragment inherits the request's), so the visitor
  // lands on "Thank you" rather than on the page's top with the confirmation out of sight.
  return answered.status === 200 ? sent(posted) : notStored(posted, answered, CONTACT_US_FIELDS, submission)
}

async function claim(posted: Posted) {
  const submission = parse(posted, ClaimFormSchema)
  if (submission.status !== 'success') return invalid(posted, submission)
  const { companyCode, featureFlags } = visitOf(posted)
  const session = await sessionFor(posted, companyCode, featureFlags)
  if (!session) return notStored(posted, NO_SESSION)
  const { endpoint, body } = claimSubmission(submission.value, session)
  const answered = await posted.context.callApi('POST', endpoint, body)
  // As contact us: without the script, the redirect lands on the success view itself.
  return answered.status === 200 ? sent(posted) : notStored(posted, answered, CLAIM_FIELDS, submission)
}

async function blogSubscription(posted: Posted) {
  const submission = parse(posted, BlogSubscriberSchema)
  if (submission.status !== 'success') return invalid(posted, submission)
  const { companyCode } = visitOf(posted)
  const endpoint = blogSubscriptionEndpoint(companyCode)
  const answered = await posted.context.callApi('POST', endpoint, submission.value)
  return answered.status === 200
    ? sent(posted)
    : notStored(posted, answered, BLOG_SUBSCRIPTION_FIELDS, submission)
}

/**
 * Free life cover, step 1 (forms spec §4, §5): the ID number is checked, then its status decides the
 * next step, shown in this answer rather than after a redirect: step 2 carries the ID number on in
 * the form, and an ID number never goes into an address. Nothing is stored, so sending it again
 * (a reload) only checks again.
 */
async function campaignIdCheck(posted: Posted) {
  const zaIdNumber = (posted.values.zaIdNumber ?? '').trim()
  if (checkCampaignIdNumber(zaIdNumber).idError) {
    return answer(posted, 400, { result: idNumberRefused(posted.values) })
  }
  const { companyCode } = visitOf(posted)
  const answered = await posted.context.callApi(
    'GET',
    campaignStatusPath({ campaignCode: CAMPAIGN_CODE, zaIdNumber, companyCode }),
  )
  // Forms spec §8: a 404 goes to /404; any other failure only stops loading.
  if (answered.status === 404) throw redirect('/404')
  if (answered.status !== 200) return notStored(posted, answered)
  const status = (answered.body as { data?: { status?: unknown } })?.data?.status
  const step = stepAfterStatusCheck(typeof status === 'string' ? status : null)
  return answer(posted, 200, {
    result: echo(step === CAMPAIGN_STEPS.beneficiary ? {} : posted.values),
    campaign: step === CAMPAIGN_STEPS.beneficiary ? { step, zaIdNumber } : { step },
  })
}

/** Step 1 again: the ID number as typed, with the spec's message. */
function idNumberRefused(values: FormFields): FormReply {
  return {
    status: 'error',
    initialValue: { zaIdNumber: values.zaIdNumber ?? '' },
    error: { zaIdNumber: [SA_ID_NUMBER_INVALID_MESSAGE] },
  }
}

/** Free life cover, step 2: the beneficiary; stored by the opt-in, then step 3 after a redirect. */
async function campaignBeneficiary(posted: Posted) {
  const { zaIdNumber: sentIdNumber = '', ...beneficiary } = posted.values
  const zaIdNumber = sentIdNumber.trim()
  // The ID number came back from the page: checked again, else step 1 with its message.
  if (checkCampaignIdNumber(zaIdNumber).idError) {
    return answer(posted, 400, { result: idNumberRefused({ zaIdNumber }) })
  }
  const campaign = { step: CAMPAIGN_STEPS.beneficiary, zaIdNumber }
  const submission = parse(posted, CampaignBeneficiaryFormSchema, beneficiary)
  if (submission.status !== 'success') {
    return answer(posted, 400, { campaign, result: submission.reply() })
  }
  const { companyCode } = visitOf(posted)
  const answered = await posted.context.callApi(
    'POST',
    CAMPAIGN_OPT_IN_PATH,
    toCampaignOptInRequest(zaIdNumber, companyCode, submission.value),
  )
  if (answered.status === 404) throw redirect('/404')
  if (answered.status !== 200) {
    const status = answered.status >= 400 ? answered.status : 502
    return answer(posted, status, {
      campaign,
      result: echo(beneficiary),
      failure: { message: messageOf(answered) },
    })
  }
  return sent(posted)
}
