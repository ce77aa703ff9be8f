import { zodResolver } from '@hookform/resolvers/zod'
import {
  BannerCallbackFormSchema,
  CALLBACK_INCOMPLETE_MESSAGE,
  CALLBACK_PLACEHOLDER_EMAIL,
  CALLBACK_PLACEHOLDER_REASON,
  CallbackFormSchema,
  LandingCallbackFormSchema,
  requesterFromFullName,
  toCallbackPayload,
  type CallbackRequester,
} from '@insure/domain/callback'
import {
  CALLBACK_REASONS,
  DEFAULT_CALLBACK_GENDER,
  asksPreferredCallbackGender,
  productCodeOfPath,
  productOfHashedId,
  type CallbackState,
  type ProductCode,
} from '@insure/domain/catalogue'
import { asksForFullName } from '@insure/domain/content'
import { callbackEndpoint } from '@insure/domain/form-routing'
import { stripSpaces } from '@insure/domain/phone'
import { CALLBACK_FAILED_MESSAGE } from '@insure/domain/messages'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { useTracker } from '../shell/use-tracker.ts'
import { contactReferenceId } from './contact-reference.ts'
import { CallbackGenderField, ProductField, SelectField, SubmitButton, TextField } from './form-fields.tsx'
import { failureMessage, useFormSite, useSingleFlight } from './form-submission.ts'

/**
 * Call me back (forms spec §2 to §5, §7, §8), every variant:
 * - `new`: the default form (the call-back page, the floating button's panel, the `call-back-new` embed);
 * - `one`: a short form without e-mail (the placeholder e-mail is sent);
 * - `two`: the default fields in two columns;
 * - `car-home`: only car and home insurance in the product picker;
 * - `banner`: the product banner's form: full name, phone, product; placeholder reason and e-mail; LIFE
 *   sets the drop-off state instead of submitting.
 * On landing pages and blog posts the name and surname are one full-name field, split as the spec says.
 */
export type CallMeBackVariant = 'new' | 'one' | 'two' | 'car-home' | 'banner'

type VariantSettings = {
  email: boolean
  reason: boolean
  products?: readonly ProductCode[]
  columns: 1 | 2
}

const VARIANTS: Record<CallMeBackVariant, VariantSettings> = {
  new: { email: true, reason: true, columns: 1 },
  one: { email: false, reason: true, columns: 1 },
  two: { email: true, reason: true, columns: 2 },
  'car-home': { email: true, reason: true, products: ['car', 'home'], columns: 1 },
  banner: { email: false, reason: false, columns: 1 },
}

type CallbackValues = {
  name: string
  surname: string
  fullName: string
  phone: string
  email: string
  product: string
  reason: string
  preferredCallbackGender: string
}

const DEFAULT_REASON = CALLBACK_REASONS[0]

const STATE_TEXT: Record<CallbackState, string> = {
  'CALLBACK-INIT': '',
  'CALLBACK-SUBMITTED': 'THANK YOU FOR CONTACTING US',
  'CALLBACK-ERRORED': CALLBACK_FAILED_MESSAGE,
}

export function CallMeBackForm({
  variant = 'new',
  heading = 'Call me back',
  initialProduct,
  onClose,
  onLifeDropOff,
}: {
  variant?: CallMeBackVariant
  heading?: string | null
  /** The product to start with (the banner's choice); else the product page's, else none. */
  initialProduct?: ProductCode
  /** The host (the floating panel) closes when the form is done. */
  onClose?: () => void
  /** Banner variant: LIFE is arranged by a consultant, so choosing it drops off instead of submitting. */
  onLifeDropOff?: () => void
}) {
  const settings = VARIANTS[variant]
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const tracker = useTracker()
  const site = useFormSite()
  const fullNameMode = variant === 'banner' || asksForFullName(pathname)
  const keepsProductAndReason = asksForFullName(pathname)
  const asksGender = asksPreferredCallbackGender(site.companyCode, site.featureFlags)
  const products = settings.products
    ? site.products.filter((product) => settings.products!.includes(product.code))
    : site.products
  const pageProduct = initialProduct ?? productCodeOfPath(pathname)
  const startProduct = products.find((product) => product.code === pageProduct)?.hashedProductId ?? ''

  const schema =
    variant === 'banner'
      ? BannerCallbackFormSchema
      : fullNameMode
        ? LandingCallbackFormSchema
        : CallbackFormSchema
  const form = useForm<CallbackValues>({
    resolver: zodResolver(schema as typeof CallbackFormSchema) as unknown as Resolver<CallbackValues>,
    defaultValues: {
      name: '',
      surname: '',
      fullName: '',
      phone: '',
      email: settings.email ? '' : CALLBACK_PLACEHOLDER_EMAIL,
      product: startProduct,
      reason: settings.reason ? DEFAULT_REASON : CALLBACK_PLACEHOLDER_REASON,
      preferredCallbackGender: DEFAULT_CALLBACK_GENDER,
    },
  })
  const { errors, submitCount } = form.formState
  const [state, setState] = useState<CallbackState>('CALLBACK-INIT')
  const [failure, setFailure] = useState(CALLBACK_FAILED_MESSAGE)
  const { busy, run } = useSingleFlight()
  const statusHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (state !== 'CALLBACK-INIT') statusHeading.current?.focus()
  }, [state])

  const submit = form.handleSubmit((values) =>
    run(async () => {
      const product = productOfHashedId(values.product)
      if (variant === 'banner' && product?.code === 'life') {
        onLifeDropOff?.()
        return
      }
      const names = fullNameMode ? requesterFromFullName(values) : values
      const requester: CallbackRequester = {
        name: names.name,
        surname: names.surname,
        phone: values.phone,
        email: settings.email ? values.email : CALLBACK_PLACEHOLDER_EMAIL,
        product: values.product,
        reason: (settings.reason
          ? values.reason
          : CALLBACK_PLACEHOLDER_REASON) as CallbackRequester['reason'],
        ...(asksGender
          ? {
              preferredCallbackGender:
                values.preferredCallbackGender as CallbackRequester['preferredCallbackGender'],
            }
          : {}),
      }
      try {
        const payload = toCallbackPayload(requester, {
          hashedSessionId: site.requireSessionId(),
          mustUseDirectTrafficUcid: site.session?.mustUseDirectTrafficUcid,
        })
        await site.api.post(callbackEndpoint(product?.code), payload)
        tracker.click('callback_submit', {
          product: product?.code,
          contactReferenceId: await contactReferenceId(payload.contactNumber),
          pathContext: variant,
        })
        // What stays for the next request (forms spec §4): landing and blog variants keep product and
        // reason; the others keep the product and go back to the default reason.
        form.reset({
          ...form.formState.defaultValues,
          product: values.product,
          reason: keepsProductAndReason ? values.reason : form.formState.defaultValues?.reason,
          preferredCallbackGender: values.preferredCallbackGender,
        } as CallbackValues)
        setState('CALLBACK-SUBMITTED')
      } catch (error) {
        setFailure(failureMessage(error, CALLBACK_FAILED_MESSAGE))
        setState('CALLBACK-ERRORED')
      }
    }),
  )

  function done() {
    // The reset after a submitted state (shell spec §4): clears the session, closes, goes to /.
    setState('CALLBACK-INIT')
    site.startNewSession('/')
    onClose?.()
    navigate('/')
  }

  const phone = form.register('phone', {
    onBlur: (event: { target: HTMLInputElement }) =>
      form.setValue('phone', stripSpaces(event.target.value), { shouldValidate: submitCount > 0 }),
  })
  const hasErrors = Object.keys(errors).length > 0

  return (
    <div className="call-me-back" data-state={state} data-variant={variant}>
      {heading ? <h2 className="call-me-back__heading">{heading}</h2> : null}
      {state === 'CALLBACK-SUBMITTED' ? (
        <div className="call-me-back__result" role="status">
          <h3 ref={statusHeading} tabIndex={-1}>
            {STATE_TEXT['CALLBACK-SUBMITTED']}
          </h3>
          <p>One of our consultants will get back to you shortly.</p>
          <button type="button" className="button" onClick={done}>
            DONE
          </button>
        </div>
      ) : state === 'CALLBACK-ERRORED' ? (
        <div className="call-me-back__result" role="alert">
          <h3 ref={statusHeading} tabIndex={-1}>
            {failure}
          </h3>
          <button type="button" className="button" onClick={() => setState('CALLBACK-INIT')}>
            TRY AGAIN
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className={`form form--columns-${settings.columns}`}>
          {hasErrors ? (
            <p className="form__summary" role="alert">
              {CALLBACK_INCOMPLETE_MESSAGE}
            </p>
          ) : null}
          {fullNameMode ? (
            <TextField
              label="Full name"
              autoComplete="name"
              registration={form.register('fullName')}
              error={errors.fullName}
            />
          ) : (
            <>
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
            </>
          )}
          <TextField
            label="Cellphone number"
            type="tel"
            autoComplete="tel"
            registration={phone}
            error={errors.phone}
          />
          {settings.email ? (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              registration={form.register('email')}
              error={errors.email}
            />
          ) : null}
          <ProductField products={products} registration={form.register('product')} error={errors.product} />
          {settings.reason ? (
            <SelectField
              label="Reason for the call"
              choices={CALLBACK_REASONS.map((reason) => ({ value: reason, label: reason }))}
              registration={form.register('reason')}
              error={errors.reason}
            />
          ) : null}
          {asksGender ? (
            <CallbackGenderField
              registration={form.register('preferredCallbackGender')}
              error={errors.preferredCallbackGender}
            />
          ) : null}
          <SubmitButton busy={busy}>CALL ME BACK</SubmitButton>
        </form>
      )}
    </div>
  )
}
