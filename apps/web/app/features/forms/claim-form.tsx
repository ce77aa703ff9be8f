import { zodResolver } from '@hookform/resolvers/zod'
import { productOfHashedId } from '@insure/domain/catalogue'
import { ClaimFormSchema, toClaimSubmission, type ClaimForm as ClaimRequest } from '@insure/domain/claim'
import { FORM_ENDPOINTS, claimEndpoint } from '@insure/domain/form-routing'
import { stripSpaces } from '@insure/domain/phone'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { ProductField, SubmitButton, TextField } from './form-fields.tsx'
import {
  saveContactInSession,
  showServerFieldErrors,
  useFormSite,
  useSingleFlight,
  useSubmittedView,
} from './form-submission.ts'

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
 * enabled again with what was typed.
 */
export function ClaimForm() {
  const site = useFormSite()
  const form = useForm<ClaimValues, unknown, ClaimRequest>({
    resolver: zodResolver(ClaimFormSchema) as unknown as Resolver<ClaimValues, unknown, ClaimRequest>,
    defaultValues: { name: '', surname: '', email: '', idNumber: '', phone: '', product: '' },
  })
  const { errors } = form.formState
  const { submitted, setSubmitted, heading } = useSubmittedView()
  const [notSent, setNotSent] = useState(false)
  const { busy, run } = useSingleFlight()

  const submit = form.handleSubmit((claim) =>
    run(async () => {
      setNotSent(false)
      const product = productOfHashedId(claim.product)
      try {
        const submission = toClaimSubmission(claim, {
          hashedSessionId: site.requireSessionId(),
          ...(product ? { internalName: product.internalName } : {}),
        })
        const endpoint = claimEndpoint({
          productCode: product?.code,
          environments: site.session?.environments,
        })
        // Routed elsewhere (cmp2, the legal query), a claim says which department it is for.
        const body = endpoint === FORM_ENDPOINTS.claim ? submission : { ...submission, department: 'claims' }
        await site.api.post(endpoint, body)
        saveContactInSession({
          name: claim.name,
          surname: claim.surname,
          email: claim.email,
          mobile: claim.phone,
          citizenId: claim.idNumber,
        })
        form.reset()
        setSubmitted(true)
      } catch (error) {
        console.error('The claim was not sent', error instanceof Error ? error.message : 'unknown error')
        if (!showServerFieldErrors(error, form.setError, CLAIM_FIELDS)) setNotSent(true)
      }
    }),
  )

  if (submitted) {
    return (
      <div className="claim-form" data-state="submitted" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Thank you, we have received your claim
        </h2>
        <p>A claims consultant will contact you shortly to take the details of what happened.</p>
        <button type="button" className="button button--secondary" onClick={() => setSubmitted(false)}>
          Submit another claim
        </button>
      </div>
    )
  }

  const phone = form.register('phone', {
    onBlur: (event: { target: HTMLInputElement }) => form.setValue('phone', stripSpaces(event.target.value)),
  })
  return (
    <form noValidate onSubmit={submit} className="form claim-form" data-state={busy ? 'submitting' : 'idle'}>
      <TextField
        label="Name"
        autoComplete="given-name"
        registration={form.register('name')}
        error={errors.name}
      />
      <TextField
        label="Surname"
        autoComplete="family-name"
        registration={form.register('surname')}
        error={errors.surname}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        label="ID number"
        inputMode="numeric"
        registration={form.register('idNumber')}
        error={errors.idNumber}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        registration={phone}
        error={errors.phone}
      />
      <ProductField products={site.products} registration={form.register('product')} error={errors.product} />
      {notSent ? (
        <p className="form__summary" role="alert">
          Your claim was not sent. Please try again.
        </p>
      ) : null}
      <SubmitButton busy={busy}>SUBMIT CLAIM</SubmitButton>
    </form>
  )
}

const CLAIM_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  idNumber: 'idNumber',
  contactNumber: 'phone',
  hashedProductId: 'product',
} as const
