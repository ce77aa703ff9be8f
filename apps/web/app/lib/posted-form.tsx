import type { CampaignStep } from '@insure/domain/catalogue'
import { useId, type MouseEvent, type ReactNode } from 'react'
import { useActionData, useFormAction, useLocation, useSearchParams } from 'react-router'
import { typedValue, type FormReply } from './forms/schema-form.ts'

/**
 * Forms without JavaScript (DESIGN.md "Forms and pages without JavaScript"): every form is a
 * server-rendered `<form method="post">` that the page's action handles (./page-action.server.ts)
 * when the script has not taken it over; the action redirects to the same page with `?sent=` (post,
 * redirect, get), or answers 400 with the messages and what was typed. With the script, the forms
 * submit through the API themselves and none of this is used.
 */

/** The hidden field naming the form a page's action handles. */
export const FORM_NAME_FIELD = '_form'
/** The hidden field of the free life cover: which step was sent. */
export const CAMPAIGN_STEP_FIELD = '_step'
/** The hidden field of TRY AGAIN on a failed call-back: back to the form, nothing sent. */
export const RETRY_FIELD = '_retry'
/** The query flag of the page a stored submission redirects to: `?sent=contact-form`. */
export const SENT_PARAMETER = 'sent'
/** The product banner's form is open (its Call me back pressed without script). */
export const BANNER_CALL_ME_BACK_PARAMETER = 'call-me-back'
/** The product banner's LIFE drop-off (forms spec §4), reached without script. */
export const DROP_OFF_PARAMETER = 'drop-off'
/** What the outcome flags hold; a form's own action and its reset links leave them out. */
const OUTCOME_PARAMETERS = [SENT_PARAMETER, DROP_OFF_PARAMETER]

export const POSTED_FORM_NAMES = [
  'call-back-new',
  'call-back-one',
  'call-back-two',
  'call-back-car-home',
  'call-back-banner',
  'contact-form',
  'claim-form',
  'free-life-cover',
  'blog-subscription',
] as const
export type PostedFormName = (typeof POSTED_FORM_NAMES)[number]

export function isPostedFormName(value: unknown): value is PostedFormName {
  return (POSTED_FORM_NAMES as readonly unknown[]).includes(value)
}

/** The action's answer when it does not redirect: a 400 with the messages, a failure, or a campaign step. */
export type PostedFormAnswer = {
  form: PostedFormName
  /** Conform's reply (lib/forms): what was typed, shown again, and the spec's message per field. */
  result: FormReply
  /** Valid, but the API did not store it: its sentence when it gave one. */
  failure?: { message: string | null }
  /** Free life cover: the step the ID check led to, with the ID number step 2 sends on. */
  campaign?: { step: CampaignStep; zaIdNumber?: string }
}

function isPostedFormAnswer(value: unknown): value is PostedFormAnswer {
  return typeof value === 'object' && value !== null && isPostedFormName((value as { form?: unknown }).form)
}

/** The current page's query without the outcome flags (so a new post or a reset starts clean). */
function queryWithoutOutcome(search: string): URLSearchParams {
  const query = new URLSearchParams(search)
  for (const name of OUTCOME_PARAMETERS) query.delete(name)
  return query
}

/**
 * A form's part in the post, redirect, get round: the action it posts to (this page, `?index` on the
 * home page, with an anchor so the answer scrolls to the form), the page action's answer when it was
 * for this form (Conform's reply: the messages and what was typed), and whether the page is the
 * redirect after this form was stored.
 */
export function usePostedForm(name: PostedFormName) {
  const actionData = useActionData()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const formAction = useFormAction()
  // Stable per form on the page, on the server and in the browser: the answer scrolls back to it.
  const anchor = `form${useId().replace(/[^\w-]/g, '')}`
  const answer = isPostedFormAnswer(actionData) && actionData.form === name ? actionData : undefined
  const query = queryWithoutOutcome(new URL(formAction, 'http://page').search)
  const search = query.toString()
  return {
    name,
    anchor,
    action: `${location.pathname}${search ? `?${search}` : ''}#${anchor}`,
    answer,
    /** The reply to show: the action's, when it answered this form. */
    result: answer?.result,
    /** What was typed in `field`, as the action echoed it. */
    typed: (field: string) => typedValue(answer?.result, field),
    sent: searchParams.get(SENT_PARAMETER) === name,
  }
}

/**
 * Whether the page shows the outcome of `name` sent without script (its 400 answer, or the page
 * after its redirect): a host that opens the form on demand (the product banner) shows it open.
 */
export function useFormOutcomeShown(name: PostedFormName): boolean {
  const actionData = useActionData()
  const [searchParams] = useSearchParams()
  return (
    (isPostedFormAnswer(actionData) && actionData.form === name) || searchParams.get(SENT_PARAMETER) === name
  )
}

/** The hidden field that names the form for the page's action. */
export function PostedFormField({ name }: { name: PostedFormName }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={name} />
}

/**
 * A button that resets a form's view (DONE, Send another message, Start over). With the script its
 * handler runs and nothing is loaded; without it the button loads `to` (default: this page without
 * the outcome flags), which shows the form again.
 */
export function ResetButton({
  onReset,
  to,
  className = 'button button--secondary',
  children,
}: {
  onReset: () => void
  to?: string
  className?: string
  children: ReactNode
}) {
  const location = useLocation()
  // The page's own query stays (flags, campaign ids); React Router's `index` marker does not.
  const kept =
    to === undefined ? [...queryWithoutOutcome(location.search)].filter(([key]) => key !== 'index') : []
  return (
    <form method="get" action={to ?? location.pathname} className="reset-form">
      {kept.map(([key, value], index) => (
        <input key={`${index}-${key}`} type="hidden" name={key} value={value} />
      ))}
      <button
        type="submit"
        className={className}
        onClick={(event: MouseEvent) => {
          event.preventDefault()
          onReset()
        }}
      >
        {children}
      </button>
    </form>
  )
}
