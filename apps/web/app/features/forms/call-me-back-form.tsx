import { CALLBACK_INCOMPLETE_MESSAGE } from '@insure/domain/callback'
import {
  CALLBACK_REASONS,
  asksPreferredCallbackGender,
  productCodeOfPath,
  type CallbackState,
} from '@insure/domain/catalogue'
import { asksForFullName } from '@insure/domain/content'
import { CALLBACK_FAILED_MESSAGE } from '@insure/domain/messages'
import { useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { useLocation, useNavigate } from 'react-router'
import type { CallMeBackFormProps } from '../../lib/embeds.tsx'
import type { SubmissionReceipt } from '../../lib/tracking.ts'
import { failureMessage, useFormSite } from '../../lib/form-site.ts'
import { ProductField, SelectField, TextField } from '../../lib/forms/fields.tsx'
import { hasFieldErrors } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { PostedFormField, RETRY_FIELD, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { useTracker } from '../../lib/use-tracker.ts'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { CallbackGenderField } from './callback-gender-field.tsx'
import { stripSpacesOnBlur } from './claim-form.tsx'
import {
  CALL_ME_BACK_VARIANTS,
  callbackDefaults,
  callbackFormSchema,
  callbackSubmission,
  dropsOffForLife,
  type CallbackValues,
} from './submissions.ts'

const STATE_TEXT: Record<CallbackState, string> = {
  'CALLBACK-INIT': '',
  'CALLBACK-SUBMITTED': 'THANK YOU FOR CONTACTING US',
  'CALLBACK-ERRORED': CALLBACK_FAILED_MESSAGE,
}

/**
 * Call me back (forms spec §2 to §5, §7, §8), every variant (see CallMeBackVariant). Server-rendered
 * as a `<form method="post">` the page's action handles while the script has not taken it over; with
 * the script it submits through the API and shows its states in place.
 */
export function CallMeBackForm({
  variant = 'new',
  heading = 'Call me back',
  initialProduct,
  onClose,
  onLifeDropOff,
}: CallMeBackFormProps) {
  const settings = CALL_ME_BACK_VARIANTS[variant]
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const tracker = useTracker()
  const site = useFormSite()
  const posted = usePostedForm(`call-back-${variant}`)
  const fullNameMode = variant === 'banner' || asksForFullName(pathname)
  const keepsProductAndReason = asksForFullName(pathname)
  const asksGender = asksPreferredCallbackGender(site.companyCode, site.featureFlags)
  const products = settings.products
    ? site.products.filter((product) => settings.products!.includes(product.code))
    : site.products
  const pageProduct = initialProduct ?? productCodeOfPath(pathname)
  const startProduct = products.find((product) => product.code === pageProduct)?.hashedProductId ?? ''
  const initial = callbackDefaults(variant, startProduct)
  const [state, setState] = useState<CallbackState>(
    posted.sent ? 'CALLBACK-SUBMITTED' : posted.answer?.failure ? 'CALLBACK-ERRORED' : 'CALLBACK-INIT',
  )
  const [failure, setFailure] = useState(posted.answer?.failure?.message ?? CALLBACK_FAILED_MESSAGE)
  const { busy, run } = useSingleFlight()
  const statusHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (state !== 'CALLBACK-INIT') statusHeading.current?.focus()
  }, [state])

  const { form, fields, restart } = useSchemaForm({
    // Each variant's schema reads a part of the one set of call-back fields.
    schema: callbackFormSchema(variant, fullNameMode) as unknown as z.ZodType<unknown, CallbackValues>,
    lastResult: posted.result,
    defaultValue: initial,
    // The fields the variant hides hold their placeholders (forms spec §3), as the page's action adds.
    implied: initial,
    send: (parsed) =>
      run(async () => {
        const values: CallbackValues = { ...initial, ...(parsed as Partial<CallbackValues>) }
        if (dropsOffForLife(variant, values.product)) {
          onLifeDropOff?.()
          return
        }
        try {
          const { endpoint, payload, productCode } = callbackSubmission(values, {
            variant,
            fullNameMode,
            asksGender,
            session: {
              hashedSessionId: site.requireSessionId(),
              mustUseDirectTrafficUcid: site.session?.mustUseDirectTrafficUcid,
            },
          })
          // The receipt carries the contact reference: a keyed hash only the server can make (issue 22).
          const receipt = await site.api.post<SubmissionReceipt>(endpoint, payload)
          tracker.click('callback_submit', {
            product: productCode,
            contactReferenceId: receipt.contactReferenceId,
            pathContext: variant,
          })
          tracker.identify({
            mobile: receipt.contactReferenceId,
            name: payload.firstName,
            surname: payload.surname,
            email: payload.email,
            citizenId: receipt.citizenReferenceId,
          })
          // What stays for the next request (forms spec §4): landing and blog variants keep product and
          // reason; the others keep the product and go back to the default reason.
          restart({
            ...initial,
            product: values.product,
            reason: keepsProductAndReason ? values.reason : initial.reason,
            preferredCallbackGender: values.preferredCallbackGender,
          })
          setState('CALLBACK-SUBMITTED')
        } catch (error) {
          setFailure(failureMessage(error, CALLBACK_FAILED_MESSAGE))
          setState('CALLBACK-ERRORED')
        }
      }),
  })

  function done() {
    // The reset after a submitted state (shell spec §4): clears the session, closes, goes to /.
    setState('CALLBACK-INIT')
    site.startNewSession('/')
    onClose?.()
    navigate('/')
  }

  const hasErrors = hasFieldErrors({ error: form.allErrors })

  return (
    <div id={posted.anchor} className="call-me-back" data-state={state} data-variant={variant}>
      {heading ? <h2 className="call-me-back__heading">{heading}</h2> : null}
      {state === 'CALLBACK-SUBMITTED' ? (
        <div className="call-me-back__result" role="status">
          <h3 ref={statusHeading} tabIndex={-1}>
            {STATE_TEXT['CALLBACK-SUBMITTED']}
          </h3>
          <p>One of our consultants will get back to you shortly.</p>
          {/* Without script DONE still goes to / (no session is kept in the browser then). */}
          <ResetButton to="/" className="button" onReset={done}>
            DONE
          </ResetButton>
        </div>
      ) : state === 'CALLBACK-ERRORED' ? (
        <div className="call-me-back__result" role="alert">
          <h3 ref={statusHeading} tabIndex={-1}>
            {failure}
          </h3>
          {/* Without script TRY AGAIN asks the page for the form again, with what was typed. */}
          <form method="post" action={posted.action} className="reset-form">
            <PostedFormField name={posted.name} />
            <input type="hidden" name={RETRY_FIELD} value="1" />
            {Object.entries(posted.result?.initialValue ?? {}).map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={String(value)} />
            ))}
            <button
              type="submit"
              className="button"
              onClick={(event) => {
                event.preventDefault()
                setState('CALLBACK-INIT')
              }}
            >
              TRY AGAIN
            </button>
          </form>
        </div>
      ) : (
        <form
          key={form.id}
          id={form.id}
          noValidate
          method="post"
          action={posted.action}
          onSubmit={form.onSubmit}
          className={`form form--columns-${settings.columns}`}
        >
          <PostedFormField name={posted.name} />
          {hasErrors ? (
            <p className="form__summary" role="alert">
              {CALLBACK_INCOMPLETE_MESSAGE}
            </p>
          ) : null}
          {fullNameMode ? (
            <TextField label="Full name" autoComplete="name" field={fields.fullName} />
          ) : (
            <>
              <TextField label="Name" autoComplete="given-name" field={fields.name} />
              <TextField label="Surname" autoComplete="family-name" field={fields.surname} />
            </>
          )}
          <TextField
            label="Cellphone number"
            type="tel"
            autoComplete="tel"
            field={fields.phone}
            onBlur={stripSpacesOnBlur}
          />
          {settings.email ? (
            <TextField label="Email" type="email" autoComplete="email" field={fields.email} />
          ) : null}
          <ProductField products={products} field={fields.product} />
          {settings.reason ? (
            <SelectField
              label="Reason for the call"
              choices={CALLBACK_REASONS.map((reason) => ({ value: reason, label: reason }))}
              field={fields.reason}
            />
          ) : null}
          {asksGender ? <CallbackGenderField field={fields.preferredCallbackGender} /> : null}
          <SubmitButton busy={busy}>CALL ME BACK</SubmitButton>
        </form>
      )}
    </div>
  )
}
