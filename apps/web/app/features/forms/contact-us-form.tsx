import { DEFAULT_CALLBACK_GENDER, DEPARTMENTS, asksPreferredCallbackGender } from '@insure/domain/catalogue'
import { ContactUsFormSchema, preselectedProduct } from '@insure/domain/contact-us'
import { useState } from 'react'
import { useFormSite } from '../../lib/form-site.ts'
import { ProductField, SelectField, TextAreaField, TextField } from '../../lib/forms/fields.tsx'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { PostedFormField, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { CallbackGenderField } from './callback-gender-field.tsx'
import { useSubmittedView } from './form-submission.ts'
import { CONTACT_US_FIELDS, contactUsSubmission } from './submissions.ts'

/**
 * Contact us (forms spec §2, §4, §5, §7): full name, phone, message, department, product (a single
 * available product is preselected) and, for the company that has it, the preferred call-back gender.
 * On success the page scrolls to the top (500 ms); a second submit while one is in flight does nothing.
 * Server-rendered as a `<form method="post">` the page's action handles until the script takes it over.
 */
export function ContactUsForm() {
  const site = useFormSite()
  const posted = usePostedForm('contact-form')
  const asksGender = asksPreferredCallbackGender(site.companyCode, site.featureFlags)
  const { submitted, setSubmitted, heading } = useSubmittedView(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()
  const { form, fields, restart } = useSchemaForm({
    id: posted.anchor,
    schema: ContactUsFormSchema,
    lastResult: posted.result,
    defaultValue: {
      fullName: '',
      phone: '',
      message: '',
      department: '',
      product: preselectedProduct(site.products)?.hashedProductId ?? '',
      preferredCallbackGender: DEFAULT_CALLBACK_GENDER,
    },
    send: (parsed, { showServerErrors }) =>
      run(async () => {
        setNotSent(false)
        try {
          const { endpoint, payload } = contactUsSubmission(parsed, {
            asksGender,
            session: {
              hashedSessionId: site.requireSessionId(),
              environments: site.session?.environments,
              mustUseDirectTrafficUcid: site.session?.mustUseDirectTrafficUcid,
            },
          })
          await site.api.post(endpoint, payload)
          restart()
          setSubmitted(true)
        } catch (error) {
          // Forms spec §8: a failure stops submitting and is logged; the form keeps what was typed.
          console.error('The contact-us request was not sent', describeFailure(error))
          if (!showServerErrors(error, CONTACT_US_FIELDS)) setNotSent(true)
        }
      }),
  })

  if (submitted) {
    return (
      <div id={posted.anchor} className="contact-us" data-state="submitted" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Thank you, your message has been sent
        </h2>
        <p>We will get back to you shortly.</p>
        <ResetButton onReset={() => setSubmitted(false)}>Send another message</ResetButton>
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
      className="form contact-us"
      data-state={busy ? 'submitting' : 'idle'}
    >
      <PostedFormField name={posted.name} />
      <FormErrorSummary form={form} />
      <TextField label="Full name" autoComplete="name" field={fields.fullName} />
      <TextField label="Phone number" type="tel" autoComplete="tel" field={fields.phone} />
      <SelectField
        label="Department"
        placeholder="Select a department"
        choices={DEPARTMENTS}
        field={fields.department}
      />
      <ProductField products={site.products} field={fields.product} />
      {asksGender ? <CallbackGenderField field={fields.preferredCallbackGender} /> : null}
      <TextAreaField label="Message" field={fields.message} />
      {notSent ? (
        <p className="form__summary" role="alert">
          Your message was not sent. Please try again.
        </p>
      ) : null}
      <SubmitButton busy={busy}>SEND</SubmitButton>
    </form>
  )
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error'
}
