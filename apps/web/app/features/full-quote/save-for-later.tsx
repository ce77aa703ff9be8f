import { SaveForLaterAddressSchema, SaveForLaterRequestSchema } from '@insure/domain/quote-owner'
import { useFetcher } from 'react-router'
import { TextField } from '../../lib/forms/fields.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import type { PageAnswer, QuoteSummary } from './page-data.ts'
import { SAVE_FOR_LATER_INTENT } from './page-intents.ts'
import { INTENT_FIELD } from './page-forms.ts'

/**
 * "Save and continue later" under every full-quote page (issue 25): the quote's resume link by
 * e-mail, to the quote's address, or before About you to one the person types; then where it went.
 * With the script it is sent beside the page (a fetcher: what the page's own form holds stays);
 * without, it posts to the page's action like any of its buttons.
 */
export function SaveForLater({
  quote,
  answer,
  bought = false,
}: {
  quote: QuoteSummary
  answer: PageAnswer | undefined
  /** On the congratulations page: the link leads back to the policy. */
  bought?: boolean
}) {
  const fetcher = useFetcher<PageAnswer>({ key: 'save-for-later' })
  const saved = fetcher.data?.savedForLater ?? answer?.savedForLater
  const { form, fields } = useSchemaForm({
    id: 'save-for-later',
    // Before About you the address is asked, and checked here first; after, the quote's is used.
    schema: quote.email ? SaveForLaterRequestSchema : SaveForLaterAddressSchema,
    lastResult: saved?.reply,
    defaultValue: { email: '' },
    send: (value) =>
      fetcher.submit({ [INTENT_FIELD]: SAVE_FOR_LATER_INTENT, email: value.email ?? '' }, { method: 'post' }),
  })
  const formError = form.errors?.[0]
  const busy = fetcher.state !== 'idle'
  return (
    <details className="save-for-later" open={saved ? true : undefined}>
      <summary>{bought ? 'E-mail me a link to my policy' : 'Save and continue later'}</summary>
      {saved?.sentTo ? (
        <p role="status">
          We sent a link to continue your quote to <strong>{saved.sentTo}</strong>. In this browser it opens
          your quote; on another device we first send you a code to check that it is you.
        </p>
      ) : (
        <form key={form.key} id={form.id} noValidate method="post" onSubmit={form.onSubmit} className="form">
          <input type="hidden" name={INTENT_FIELD} value={SAVE_FOR_LATER_INTENT} />
          {quote.email ? (
            <p>
              We will e-mail a link {bought ? 'to your policy' : 'to continue your quote'} to{' '}
              <strong>{quote.email}</strong>.
            </p>
          ) : (
            <TextField
              label="Your e-mail address"
              type="email"
              autoComplete="email"
              hint="We e-mail you a link to continue your quote where you left off."
              field={fields.email}
            />
          )}
          {formError ? (
            <p className="form__summary" role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
            E-mail me a link
          </button>
        </form>
      )}
    </details>
  )
}
