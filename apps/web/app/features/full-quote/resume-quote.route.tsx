import {
  RESUME_CHANNELS,
  ResumeChannelSchema,
  ResumeCodeSchema,
  type ResumeChannel,
} from '@insure/domain/quote-owner'
import { southAfricanTime } from '@insure/domain/calendar'
import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/resume-quote.route'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../../lib/private-page.ts'
import { postedFormOf } from '../../lib/page-request.ts'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'
import { z } from '@insure/domain/zod-config'
import { TextField } from '../../lib/forms/fields.tsx'
import { parseForm, type FormReply } from '../../lib/forms/schema-form.ts'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { apiErrorsOf, apiMessageOf } from './full-quote.server.ts'
import { callQuoteApi } from './quote-api.server.ts'
import { destinationOf, resumeContinueOf, savedQuoteDestination } from './resume.server.ts'

const SENT_PARAMETER = 'sent'
const INTENT_SEND = 'send'
const INTENT_VERIFY = 'verify'

const CHANNEL_WORDS: Record<ResumeChannel, { button: string; sent: string }> = {
  EMAIL: {
    button: 'Send a code to my e-mail',
    sent: 'We sent a six-digit code to the e-mail address you gave us.',
  },
  SMS: {
    button: 'Send a code to my mobile',
    sent: 'We sent a six-digit code by SMS to the mobile number you gave us.',
  },
}

/**
 * resume-quote/{hashedQuoteId} (shell spec §2): a saved quote opened in the browser that owns it lands
 * on its first page still to answer (its congratulations page once bought, its decline route when it
 * does not qualify). Opened anywhere else (another device, a forwarded e-mail), it is the Continue
 * page (issue 22): only the product and the first letter of the name, and a six-digit code sent to
 * the e-mail or mobile on the quote to prove who the person is. Forms work without script.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const destination = await savedQuoteDestination(context, params.hashedQuoteId)
  if (destination) throw redirect(destination, { headers: PRIVATE_PAGE_HEADERS })
  const quote = await resumeContinueOf(context, params.hashedQuoteId)
  if (!quote) return data({ quote: null, sentTo: null }, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  const sent = ResumeChannelSchema.safeParse(url.searchParams.get(SENT_PARAMETER))
  return data(
    { quote, sentTo: sent.success && quote.channels.includes(sent.data) ? sent.data : null },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

/** The code's form (lib/forms): the six digits, with the domain's message. */
const ResumeCodeFormSchema = z.object({ code: ResumeCodeSchema })

/** The page's sentence, or the code's form again (what was typed, its message). */
type ActionData = { message: string | null; result: FormReply | null }

function refused(status: number, answer: Partial<ActionData>) {
  return data<ActionData>(
    { message: null, result: null, ...answer },
    { status, headers: PRIVATE_PAGE_HEADERS },
  )
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request)) {
    throw data('Forms are accepted from this site only.', { status: 403, headers: PRIVATE_PAGE_HEADERS })
  }
  const form = await postedFormOf(request, context)
  const id = params.hashedQuoteId

  if (form?.get('intent') === INTENT_SEND) {
    const channel = ResumeChannelSchema.safeParse(form.get('channel'))
    if (!channel.success) return refused(400, { message: channel.error.issues[0]!.message })
    const sent = await callQuoteApi(context, 'resumeCode', { id }, { channel: channel.data })
    if (!sent.ok) {
      if (sent.answer.status >= 500) throw new Error(`resume code answered ${sent.answer.status}`)
      const message = apiErrorsOf(sent.answer)[0]?.message ?? apiMessageOf(sent.answer)
      return refused(sent.answer.status, { message })
    }
    // Post, redirect, get: a reload does not send another code.
    const next = new URLSearchParams({ [SENT_PARAMETER]: channel.data })
    throw redirect(`${url.pathname}?${next}`, { headers: PRIVATE_PAGE_HEADERS })
  }

  const submission = parseForm(form ?? new FormData(), ResumeCodeFormSchema)
  if (submission.status !== 'success') return refused(400, { result: submission.reply() })
  const result = await callQuoteApi(context, 'resumeVerify', { id }, { code: submission.value.code })
  if (result.ok) {
    // The API set the owner credential on this response; the quote's own page opens.
    throw redirect(destinationOf(result.data), { headers: PRIVATE_PAGE_HEADERS })
  }
  const verified = result.answer
  if (verified.status >= 500) throw new Error(`resume verify answered ${verified.status}`)
  const fieldError = apiErrorsOf(verified).find((error) => error.path === 'code')?.message
  return refused(
    verified.status,
    fieldError
      ? { result: submission.reply({ fieldErrors: { code: [fieldError] } }) }
      : { message: apiMessageOf(verified) },
  )
}

export const headers = privatePageHeaders

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta({ title: 'Continue your quote' }, matches)
}

export default function ResumeQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, sentTo } = loaderData
  if (!quote) {
    return (
      <main className="page">
        <h1>Resume your quote</h1>
        <p>We could not find a saved quote for this link. It may have expired.</p>
        <p>
          <Link to="/quote">Start a new quote</Link>
        </p>
      </main>
    )
  }
  const locked = quote.lockedUntil !== null
  return (
    <main className="page resume-quote">
      <h1>Continue your {quote.productName} quote</h1>
      {quote.initial ? <p className="lead">Welcome back, {quote.initial}.</p> : null}
      {/* Locked, the page says so once, with the time it opens again (South African time). */}
      {actionData?.message && !locked ? (
        <p className="form__summary" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {locked ? (
        <p
          className={actionData?.message ? 'form__summary' : undefined}
          role={actionData?.message ? 'alert' : 'status'}
        >
          Too many wrong codes were entered for this quote. To keep it safe it is locked until{' '}
          {southAfricanTime(quote.lockedUntil!)}: try again after that.
        </p>
      ) : quote.channels.length === 0 ? (
        <p>
          This quote has no e-mail address or mobile number yet, so we cannot check that it is you.{' '}
          <Link to="/quote">Start a new quote</Link> or <Link to="/call-back">ask us to call you back</Link>.
        </p>
      ) : (
        <>
          {sentTo ? (
            <CodeForm sent={CHANNEL_WORDS[sentTo].sent} result={actionData?.result ?? undefined} />
          ) : (
            <p>
              To keep your details safe, we check that it is you before we show your quote. We will send a
              six-digit code to the e-mail address or mobile number you gave us.
            </p>
          )}
          <Form method="post" className="form resume-quote__send">
            <input type="hidden" name="intent" value={INTENT_SEND} />
            {sentTo ? <p>Did not get it? Ask for a new code (one a minute):</p> : null}
            <div className="full-quote__actions">
              {RESUME_CHANNELS.filter((channel) => quote.channels.includes(channel)).map((channel) => (
                <button
                  key={channel}
                  type="submit"
                  name="channel"
                  value={channel}
                  className={sentTo ? 'button button--secondary' : 'button'}
                >
                  {CHANNEL_WORDS[channel].button}
                </button>
              ))}
            </div>
          </Form>
        </>
      )}
    </main>
  )
}

/** The six-digit code, checked in the browser and by the action with the same schema (lib/forms). */
function CodeForm({ sent, result }: { sent: string; result: FormReply | undefined }) {
  const { form, fields } = useSchemaForm({
    schema: ResumeCodeFormSchema,
    lastResult: result,
    defaultValue: { code: '' },
  })
  return (
    <Form key={form.id} id={form.id} method="post" className="form" noValidate onSubmit={form.onSubmit}>
      <FormErrorSummary form={form} />
      <p role="status">{sent} It is valid for 10 minutes.</p>
      <input type="hidden" name="intent" value={INTENT_VERIFY} />
      <TextField
        label="Your six-digit code"
        field={fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <div className="full-quote__actions">
        <button type="submit" className="button">
          Continue my quote
        </button>
      </div>
    </Form>
  )
}
