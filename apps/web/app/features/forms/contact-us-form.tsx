import { zodResolver } from '@hookform/resolvers/zod'
import { DEFAULT_CALLBACK_GENDER, DEPARTMENTS, asksPreferredCallbackGender } from '@insure/domain/catalogue'
import {
  ContactUsFormSchema,
  preselectedProduct,
  type ContactUsForm as ContactUsRequest,
} from '@insure/domain/contact-us'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useFormSite } from '../../lib/form-site.ts'
import { ProductField, SelectField, TextAreaField, TextField } from '../../ui/fields.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { CallbackGenderField } from './callback-gender-field.tsx'
import { showServerFieldErrors, useSubmittedView } from './form-submission.ts'
import { PostedFormField, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { CONTACT_US_FIELDS, contactUsSubmission } from './submissions.ts'

type ContactUsValues = {
  fullName: string
  phone: string
  message: string
  department: string
  product: string
  preferredCallbackGender: string
}

/**
 * Contact us (forms spec §2, §4, §5, §7): full name, phone, message, department, product (a single
 * available product is preselected) and, for the company that has it, the preferred call-back gender.
 * On success the page scrolls to the top (500 ms); a second submit while one is in flight does nothing.
 * Server-rendered as a `<form method="post">` the page's action handles until the script takes it over.
 */
export function ContactUsForm() {
  const site = useFormSite()
  const posted = usePostedForm<ContactUsValues>('contact-form')
  const asksGender = asksPreferredCallbackGender(site.companyCode, site.featureFlags)
  const blank: ContactUsValues = {
    fullName: '',
    phone: '',
    message: '',
    department: '',
    product: preselectedProduct(site.products)?.hashedProductId ?? '',
    preferredCallbackGender: DEFAULT_CALLBACK_GENDER,
  }
  // What the page's action answered (the form sent without script): what was typed, and its messages.
  const defaults: ContactUsValues = { ...blank, ...posted.values }
  const form = useForm<ContactUsValues, unknown, ContactUsRequest>({
    resolver: zodResolver(ContactUsFormSchema) as unknown as Resolver<
      ContactUsValues,
      unknown,
      ContactUsRequest
    >,
    defaultValues: defaults,
    errors: posted.errors,
  })
  const { errors } = form.formState
  const { submitted, setSubmitted, heading } = useSubmittedView(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()

  const submit = form.handleSubmit((parsed) =>
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
        form.reset(blank)
        setSubmitted(true)
      } catch (error) {
        // Forms spec §8: a failure stops submitting and is logged; the form keeps what was typed.
        console.error('The contact-us request was not sent', describeFailure(error))
        if (!showServerFieldErrors(error, form.setError, CONTACT_US_FIELDS)) setNotSent(true)
      }
    }),
  )

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
      id={posted.anchor}
      noValidate
      method="post"
      action={posted.action}
      onSubmit={submit}
      className="form contact-us"
      data-state={busy ? 'submitting' : 'idle'}
    >
      <PostedFormField name={posted.name} />
      <TextField
        label="Full name"
        autoComplete="name"
        defaultValue={defaults.fullName}
        registration={form.register('fullName')}
        error={errors.fullName}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        defaultValue={defaults.phone}
        registration={form.register('phone')}
        error={errors.phone}
      />
      <SelectField
        label="Department"
        placeholder="Select a department"
        choices={DEPARTMENTS}
        defaultValue={defaults.department}
        registration={form.register('department')}
        error={errors.department}
      />
      <ProductField
        products={site.products}
        defaultValue={defaults.product}
        registration={form.register('product')}
        error={errors.product}
      />
      {asksGender ? (
        <CallbackGenderField
          defaultValue={defaults.preferredCallbackGender}
          registration={form.register('preferredCallbackGender')}
          error={errors.preferredCallbackGender}
        />
      ) : null}
      <TextAreaField
        label="Message"
        defaultValue={defaults.message}
        registration={form.register('message')}
        error={errors.message}
      />
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
