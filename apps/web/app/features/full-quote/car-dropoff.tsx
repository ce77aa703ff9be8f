import { CAR_NOT_ONLINE_MESSAGE, CarDropoffFormSchema } from '@insure/domain/car'
import { useSubmit } from 'react-router'
import { TextField } from '../../lib/forms/fields.tsx'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { SubmitButton } from '../../ui/submit-button.tsx'
import type { PageAnswer } from './page-data.ts'
import { INTENT_FIELD } from './page-forms.ts'
import { CAR_DROPOFF_INTENT } from './page-intents.ts'

/**
 * A car the site cannot insure online (…/full-sale/validate's refusal): the call centre finishes the
 * quote. The visitor leaves a name and number (carManualDropoff, a lead that names the quote) and is
 * told when to expect the call. A form of lib/forms: posted to the page's action without script,
 * checked in the browser with the same schema and sent to the same action with it.
 */
export function CarDropoff({ dropoff }: { dropoff: NonNullable<PageAnswer['dropoff']> }) {
  const submit = useSubmit()
  const { form, fields } = useSchemaForm({
    id: 'car-dropoff',
    schema: CarDropoffFormSchema,
    lastResult: dropoff.reply,
    defaultValue: { name: '', surname: '', mobile: '', email: '' },
    send: (value) =>
      submit({ [INTENT_FIELD]: CAR_DROPOFF_INTENT, ...value, email: value.email ?? '' }, { method: 'post' }),
  })
  if (dropoff.expected) {
    return (
      <section className="full-quote__dropoff" role="status" aria-labelledby="dropoff-heading">
        <h2 id="dropoff-heading">A consultant will call you</h2>
        <p>{dropoff.expected}</p>
      </section>
    )
  }
  return (
    <section className="full-quote__dropoff" aria-labelledby="dropoff-heading">
      <h2 id="dropoff-heading">Let a consultant finish your quote</h2>
      <p>{CAR_NOT_ONLINE_MESSAGE}</p>
      <form key={form.key} id={form.id} noValidate method="post" onSubmit={form.onSubmit} className="form">
        <FormErrorSummary form={form} />
        <input type="hidden" name={INTENT_FIELD} value={CAR_DROPOFF_INTENT} />
        <TextField label="Name" autoComplete="given-name" field={fields.name} />
        <TextField label="Surname" autoComplete="family-name" field={fields.surname} />
        <TextField label="Cellphone number" type="tel" autoComplete="tel" field={fields.mobile} />
        <TextField label="E-mail (optional)" type="email" autoComplete="email" field={fields.email} />
        <SubmitButton busy={false}>CALL ME BACK</SubmitButton>
      </form>
    </section>
  )
}
