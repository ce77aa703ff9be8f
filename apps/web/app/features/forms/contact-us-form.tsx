import { zodResolver } from '@hookform/resolvers/zod'
import {
  DEFAULT_CALLBACK_GENDER,
  DEPARTMENTS,
  asksPreferredCallbackGender,
  productOfHashedId,
} from '@insure/domain/catalogue'
import {
  ContactUsFormSchema,
  preselectedProduct,
  toContactUsPayload,
  type ContactUsForm as ContactUsRequest,
} from '@insure/domain/contact-us'
import { contactUsEndpoint } from '@insure/domain/form-routing'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  CallbackGenderField,
  ProductField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields.tsx'
import { showServerFieldErrors, useFormSite, useSingleFlight, useSubmittedView } from './form-submission.ts'

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
 */
export function ContactUsForm() {
  const site = useFormSite()
  const asksGender = asksPreferredCallbackGender(site.companyCode, site.featureFlags)
  const form = useForm<ContactUsValues, unknown, ContactUsRequest>({
    resolver: zodResolver(ContactUsFormSchema) as unknown as Resolver<
      ContactUsValues,
      unknown,
      ContactUsRequest
    >,
    defaultValues: {
      fullName: '',
      phone: '',
      message: '',
      department: '',
      product: preselectedProduct(site.products)?.hashedProductId ?? '',
      preferredCallbackGender: DEFAULT_CALLBACK_GENDER,
    },
  })
  const { errors } = form.formState
  const { submitted, setSubmitted, heading } = useSubmittedView()
  const [notSent, setNotSent] = useState(false)
  const { busy, run } = useSingleFlight()

  const submit = form.handleSubmit((parsed) =>
    run(async () => {
      setNotSent(false)
      const routing = {
        productCode: productOfHashedId(parsed.product)?.code,
        department: parsed.department,
        environments: site.session?.environments,
      }
      try {
        const payload = toContactUsPayload(parsed, {
          hashedSessionId: site.requireSessionId(),
          mustUseDirectTrafficUcid: site.session?.mustUseDirectTrafficUcid,
        })
        // Only the company and flag that ask for a preferred gender send one (forms spec §2).
        if (!asksGender) delete payload.preferredCallbackGender
        await site.api.post(contactUsEndpoint(routing), payload)
        form.reset()
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
      <div className="contact-us" data-state="submitted" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Thank you, your message has been sent
        </h2>
        <p>We will get back to you shortly.</p>
        <button type="button" className="button button--secondary" onClick={() => setSubmitted(false)}>
          Send another message
        </button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="form contact-us" data-state={busy ? 'submitting' : 'idle'}>
      <TextField
        label="Full name"
        autoComplete="name"
        registration={form.register('fullName')}
        error={errors.fullName}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        registration={form.register('phone')}
        error={errors.phone}
      />
      <SelectField
        label="Department"
        placeholder="Select a department"
        choices={DEPARTMENTS}
        registration={form.register('department')}
        error={errors.department}
      />
      <ProductField products={site.products} registration={form.register('product')} error={errors.product} />
      {asksGender ? (
        <CallbackGenderField
          registration={form.register('preferredCallbackGender')}
          error={errors.preferredCallbackGender}
        />
      ) : null}
      <TextAreaField label="Message" registration={form.register('message')} error={errors.message} />
      {notSent ? (
        <p className="form__summary" role="alert">
          Your message was not sent. Please try again.
        </p>
      ) : null}
      <SubmitButton busy={busy}>SEND</SubmitButton>
    </form>
  )
}

const CONTACT_US_FIELDS = {
  firstName: 'fullName',
  surname: 'fullName',
  contactNumber: 'phone',
  message: 'message',
  department: 'department',
  hashedProductId: 'product',
} as const

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : 'unknown error'
}
