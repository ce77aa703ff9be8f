import { FinanceHouseSchema } from '@insure/domain/car'
import { useSubmit } from 'react-router'
import { TextField } from '../../lib/forms/fields.tsx'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { SubmitButton } from '../../ui/submit-button.tsx'
import type { PageAnswer } from './page-data.ts'

/**
 * A financed car's congratulations: the finance house is sent a letter that confirms the cover
 * (letterNotification, a PDF by e-mail). A form of lib/forms: posted to the page's action without
 * script, checked in the browser with the same schema and sent to the same action with it.
 */
export function CoverLetterForm({ coverLetter }: { coverLetter: PageAnswer['coverLetter'] }) {
  const submit = useSubmit()
  const { form, fields } = useSchemaForm({
    id: 'cover-letter',
    schema: FinanceHouseSchema,
    lastResult: coverLetter?.reply,
    defaultValue: { name: '', email: '', accountNumber: '' },
    send: (value) => submit(value, { method: 'post' }),
  })
  if (coverLetter?.sentTo) {
    return <p role="status">The letter that confirms your cover is on its way to {coverLetter.sentTo}.</p>
  }
  return (
    <section aria-labelledby="cover-letter-heading">
      <h2 id="cover-letter-heading">Confirm your cover to your finance house</h2>
      <p>Your car is financed: we can e-mail the bank or finance house a letter that confirms your cover.</p>
      <form key={form.key} id={form.id} noValidate method="post" onSubmit={form.onSubmit} className="form">
        <FormErrorSummary form={form} />
        <TextField label="Bank or finance house" autoComplete="organization" field={fields.name} />
        <TextField label="Its e-mail address" type="email" field={fields.email} />
        <TextField label="Your finance account number" field={fields.accountNumber} />
        <SubmitButton busy={false}>Send the letter</SubmitButton>
      </form>
    </section>
  )
}
