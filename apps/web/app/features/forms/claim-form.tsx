import { zodResolver } from '@hookform/resolvers/zod'
import { ClaimFormSchema, type ClaimForm as ClaimRequest } from '@insure/domain/claim'
import { stripSpaces } from '@insure/domain/phone'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useFormSite } from '../../lib/form-site.ts'
import type { SubmissionReceipt } from '../../lib/tracking.ts'
import { useTracker } from '../../lib/use-tracker.ts'
import { ProductField, TextField } from '../../ui/fields.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { saveContactInSession, showServerFieldErrors, useSubmittedView } from './form-submission.ts'
import { PostedFormField, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { CLAIM_FIELDS, claimSubmission } from './submissions.ts'

type ClaimValues = {
  name: string
  surname: string
  email: string
  idNumber: string
  phone: string
  product: string
}

/**
 * The claim form (forms spec §2, §4, §5, §7): name, surname, e-mail, ID number, phone (spaces stripped
 * first) and product. On success the contact is kept in the session and a success view shows, scrolled
 * to the top; a second submit while one is in flight is ignored; a failure is logged and the form is
 * enabled again with what was typed. Server-rendered as a `<form method="post">` the page's action
 * handles until the script takes it over.
 */
export function ClaimForm() {
  const site = useFormSite()
  const posted = usePostedForm<ClaimValues>('claim-form')
  const blank: ClaimValues = { name: '', surname: '', email: '', idNumber: '', phone: '', product: '' }
  // What the page's action answered (the form sent without script): what was typed, and its messages.
  const defaults: ClaimValues = { ...blank, ...posted.values }
  const form = useForm<ClaimValues, unknown, ClaimRequest>({
    resolver: zodResolver(ClaimFormSchema) as unknown as Resolver<ClaimValues, unknown, ClaimRequest>,
    defaultValues: defaults,
    errors: posted.errors,
  })
  const { errors } = form.formState
  const { submitted, setSubmitted, heading } = useSubmittedView(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()
  const tracker = useTracker()

  const submit = form.handleSubmit((claim) =>
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
        form.reset(blank)
        setSubmitted(true)
      } catch (error) {
        console.error('The claim was not sent', error instanceof Error ? error.message : 'unknown error')
        if (!showServerFieldErrors(error, form.setError, CLAIM_FIELDS)) setNotSent(true)
      }
    }),
  )

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

  const phone = form.register('phone', {
    onBlur: (event: { target: HTMLInputElement }) => form.setValue('phone', stripSpaces(event.target.value)),
  })
  return (
    <form
      id={posted.anchor}
      noValidate
      method="post"
      action={posted.action}
      onSubmit={submit}
      className="form claim-form"
      data-state={busy ? 'submitting' : 'idle'}
    >
      <PostedFormField name={posted.name} />
      <TextField
        label="Name"
        autoComplete="given-name"
        defaultValue={defaults.name}
        registration={form.register('name')}
        error={errors.name}
      />
      <TextField
        label="Surname"
        autoComplete="family-name"
        defaultValue={defaults.surname}
        registration={form.register('surname')}
        error={errors.surname}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={defaults.email}
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        label="ID number"
        inputMode="numeric"
        defaultValue={defaults.idNumber}
        registration={form.register('idNumber')}
        error={errors.idNumber}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        defaultValue={defaults.phone}
        registration={phone}
        error={errors.phone}
      />
      <ProductField
        products={site.products}
        defaultValue={defaults.product}
        registration={form.register('product')}
        error={errors.product}
      />
      {notSent ? (
        <p className="form__summary" role="alert">
          Your claim was not sent. Please try again.
        </p>
      ) : null}
      <SubmitButton busy={busy}>SUBMIT CLAIM</SubmitButton>
    </form>
  )
}
