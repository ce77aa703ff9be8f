import { PriceQueryFormSchema } from '@insure/domain/full-quote'
import { explainTrace, type TraceLine, type TraceStep } from '@insure/domain/rating'
import { useSubmit } from 'react-router'
import { RadioGroupField, TextAreaField } from '../../lib/forms/fields.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { SubmitButton } from '../../ui/submit-button.tsx'
import type { PageAnswer } from './page-data.ts'
import { INTENT_FIELD } from './page-forms.ts'
import { PRICE_QUERY_INTENT } from './page-intents.ts'

function Lines({ heading, lines }: { heading: string; lines: readonly TraceLine[] }) {
  if (lines.length === 0) return null
  return (
    <>
      <h3>{heading}</h3>
      <ul className="premium-explanation__lines">
        {lines.map((line) => (
          <li key={line.code}>
            {line.text}: <strong>{line.change}</strong>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Why the premium is what it is (issue 25), from the quote's rating trace in plain words with the
 * buyer's own answers: what it starts from, what raised it and what lowered it. Drawn outside the
 * page's form: "This looks wrong" below is a form of its own.
 */
export function PremiumExplanation({ steps }: { steps: readonly TraceStep[] }) {
  if (steps.length === 0) return null
  const lines = explainTrace(steps)
  const raised = lines.filter((line) => line.effect === 'RAISES')
  const lowered = lines.filter((line) => line.effect === 'LOWERS')
  return (
    <section className="premium-explanation" aria-labelledby="premium-explanation-heading">
      <h2 id="premium-explanation-heading">How we worked out your premium</h2>
      <Lines heading="It starts from" lines={lines.filter((line) => line.effect === 'STARTS')} />
      <Lines heading="What raised it" lines={raised} />
      <Lines heading="What lowered it" lines={lowered} />
      {raised.length === 0 && lowered.length === 0 ? (
        <p>Nothing in your answers raised or lowered it.</p>
      ) : null}
    </section>
  )
}

/**
 * "This looks wrong" (POPIA s71: a person may make representations about a decision made by
 * automated means): the answers the price rests on, one to name, and what is wrong; sent, it is a
 * call-back lead about the price, made to the quote's contact. A `<details>` opens it without script;
 * its form posts to the page's action (intent price-query), checked in the browser with the same
 * schema once the script runs.
 */
export function PriceQuery({
  steps,
  priceQuery,
}: {
  steps: readonly TraceStep[]
  priceQuery: PageAnswer['priceQuery']
}) {
  const submit = useSubmit()
  const { form, fields } = useSchemaForm({
    id: 'price-query',
    schema: PriceQueryFormSchema,
    lastResult: priceQuery?.reply,
    defaultValue: { comment: '' },
    send: (value) =>
      submit(
        { [INTENT_FIELD]: PRICE_QUERY_INTENT, ...value, comment: value.comment ?? '' },
        { method: 'post' },
      ),
  })
  const answered = explainTrace(steps).filter((line) => line.refs.length > 0)
  if (answered.length === 0) return null
  if (priceQuery?.disputed) {
    return (
      <section className="price-query" role="status" aria-labelledby="price-query-heading">
        <h2 id="price-query-heading">We will call you about your premium</h2>
        <p>
          You told us this looks wrong: {priceQuery.disputed}. A consultant will call you to check it with
          you, and your premium will be worked out again if it was.
        </p>
      </section>
    )
  }
  const formError = form.errors?.[0]
  return (
    <details className="price-query" open={priceQuery?.reply ? true : undefined}>
      <summary>This looks wrong</summary>
      <form key={form.key} id={form.id} noValidate method="post" onSubmit={form.onSubmit} className="form">
        <input type="hidden" name={INTENT_FIELD} value={PRICE_QUERY_INTENT} />
        <RadioGroupField
          legend="Which answer do you think is wrong?"
          field={fields.disputedStep}
          choices={answered.map((line) => ({ value: line.code, label: line.text }))}
          hint="Your premium was worked out from these answers by our rating tables, without a person. A consultant will call you to check it."
        />
        <TextAreaField label="What is wrong with it? (optional)" field={fields.comment} rows={3} />
        {formError ? (
          <p className="form__summary" role="alert">
            {formError}
          </p>
        ) : null}
        <SubmitButton busy={false}>Ask us to call you back</SubmitButton>
      </form>
    </details>
  )
}
