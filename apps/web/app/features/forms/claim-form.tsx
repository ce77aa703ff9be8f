import { ClaimFormSchema } from '@insure/domain/claim'
import { stripSpaces } from '@insure/domain/phone'
import { useState, type FocusEvent } from 'react'
import { useFormSite } from '../../lib/form-site.ts'
import { ProductField, TextField } from '../../lib/forms/fields.tsx'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import type { SubmissionReceipt } from '../../lib/tracking.ts'
import { useTracker } from '../../lib/use-tracker.ts'
import { PostedFormField, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { saveContactInSession, useSubmittedView } from './form-submission.ts'
import { CLAIM_FIELDS, claimSubmission } from './submissions.ts'

/**
 * The claim form (forms spec §2, §4, §5, §7): name, surname, e-mail, ID number, phone (spaces stripped
 * first) and product. On success the contact is kept in the session and a success view shows, scrolled
 * to the top; a second submit while one is in flight is ignored; a failure is logged and the form is
 * enabled again with what was typed. Server-rendered as a `<form method="post">` the page's action
 * handles until the script takes it over.
 */
export function ClaimForm() {
  const site = useFormSite()
  const posted = usePostedForm('claim-form')
  const { submitted, setSubmitted, heading } = useSubmittedView(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()
  const tracker = useTracker()
  const { form, fields, restart } = useSchemaForm({
    id: posted.anchor,
    schema: ClaimFormSchema,
    lastResult: posted.result,
    defaultValue: { name: '', surname: '', email: '', idNumber: '', phone: '', product: '' },
    send: (claim, { showServerErrors }) =>
      run(async () => {
        setNotSent(false)
        try {
          const { endpoint, body } = claimSubmission(claim, {
            hashedSessionId: site.requireSessionId(),
            environments: site.session?.environments,
          })
          const receipt = await site.api.post<SubmissionReceipt>(endpoint, body)
          // Shell spec §7: analytics knows the visitor by the API's keyed hashes, never the numbers.
          tracker.identify({
            mobile: receipt.contactReferenceId,
            name: claim.name,
            surname: claim.surname,
            email: claim.email,
            citizenId: receipt.citizenReferenceId,
          })
          saveContactInSession({
            name: claim.name,
            surname: claim.surname,
            email: claim.email,
            mobile: claim.phone,
            citizenId: claim.idNumber,
          })
          restart()
          setSubmitted(true)
        } catch (error) {
          console.error('The claim was not sent', error instanceof Error ? error.message : 'unknown error')
          if (!showServerErrors(error, CLAIM_FIELDS)) setNotSent(true)
        }
      }),
  })

  if (submitted) {
    return (
      <div id={posted.anchor} className="claim-form" data-state="submitted" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Thank you, we have received your claim
        </h2>
        <p>A claims consultant will contact you shortly to take the details of what happened.</p>
        <ResetButton onReset={() => setSubmitted(false)}>Submit another claim</ResetButton>
      </div>
    )
  }

  return (
    <form
      key={form.id}
      id={form.id}
      noValidate
      method="post"
      action={posted.action}
      onSubmit={form.onSubmit}
      className="form claim-form"
      data-state={busy ? 'submitting' : 'idle'}
    >
      <PostedFormField name={posted.name} />
      <FormErrorSummary form={form} />
      <TextField label="Name" autoComplete="given-name" field={fields.name} />
      <TextField label="Surname" autoComplete="family-name" field={fields.surname} />
      <TextField label="Email" type="email" autoComplete="email" field={fields.email} />
      <TextField label="ID number" inputMode="numeric" field={fields.idNumber} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        field={fields.phone}
        onBlur={stripSpacesOnBlur}
      />
      <ProductField products={site.products} field={fields.product} />
      {notSent ? (
        <p className="form__summary" role="alert">
          Your claim was not sent. Please try again.
        </p>
      ) : null}
      <SubmitButton busy={busy}>SUBMIT CLAIM</SubmitButton>
    </form>
  )
}

/** Forms spec §4: the phone number's spaces go as the visitor leaves the field. */
export function stripSpacesOnBlur(event: FocusEvent<HTMLInputElement>) {
  event.currentTarget.value = stripSpaces(event.currentTarget.value)
}
