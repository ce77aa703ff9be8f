import {
  CAMPAIGN_COVER_TEXT,
  CampaignBeneficiaryFormSchema,
  checkCampaignIdNumber,
  coverEndDate,
  stepAfterStatusCheck,
  toCampaignOptInRequest,
} from '@insure/domain/campaign'
import {
  BENEFICIARY_DESIGNATIONS,
  CAMPAIGN_CODE,
  CAMPAIGN_STEPS,
  type CampaignStep,
} from '@insure/domain/catalogue'
import { SA_ID_NUMBER_INVALID_MESSAGE } from '@insure/domain/sa-id'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiCallError } from '../../lib/api-client.ts'
import { useFormSite } from '../../lib/form-site.ts'
import { SelectField, TextField } from '../../lib/forms/fields.tsx'
import { errorOf } from '../../lib/forms/schema-form.ts'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { CAMPAIGN_STEP_FIELD, PostedFormField, ResetButton, usePostedForm } from '../../lib/posted-form.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { CAMPAIGN_OPT_IN_PATH, campaignStatusPath } from './submissions.ts'

/** Where the campaign's policy wording is downloaded from (a PDF the API renders). */
export const POLICY_WORDING_PATH = '/documents/free-life-policy-wording.pdf'

const NO_BENEFICIARY = {
  bName: '',
  bId: '',
  bDob: '',
  bEmail: '',
  bPhone: '',
  bRelation: '',
}

/**
 * The free life cover campaign (forms spec §2, §4, §5, §7, §9): step 1 checks the ID number (Validate
 * ID), step 2 takes the beneficiary (Next), step 3 is the success; 98 already opted in, 99 not in the
 * campaign. Start over goes back to step 1 with every field cleared. Each step is server-rendered as
 * a `<form method="post">` the page's action handles until the script takes it over: the ID check
 * answers with the next step (the ID number goes on in the form, never in an address), the opt-in
 * redirects to step 3.
 */
export function FreeLifeCover() {
  const site = useFormSite()
  const navigate = useNavigate()
  const posted = usePostedForm('free-life-cover')
  const answered = posted.answer
  const [step, setStep] = useState<CampaignStep>(
    posted.sent ? CAMPAIGN_STEPS.success : (answered?.campaign?.step ?? CAMPAIGN_STEPS.idNumber),
  )
  const [idNumber, setIdNumber] = useState(answered?.campaign?.zaIdNumber ?? posted.typed('zaIdNumber') ?? '')
  const [idError, setIdError] = useState(Boolean(errorOf(answered?.result, 'zaIdNumber')))
  const [checkFailed, setCheckFailed] = useState(Boolean(answered?.failure) && !answered?.campaign)
  const [optInFailed, setOptInFailed] = useState(Boolean(answered?.failure && answered.campaign))
  const { busy, run } = useSingleFlight()
  const idFieldId = useId()
  const stepHeading = useRef<HTMLHeadingElement>(null)
  // What the page's action answered at step 2 (sent without script): what was typed, and its messages.
  const beneficiary = useSchemaForm({
    schema: CampaignBeneficiaryFormSchema,
    lastResult: answered?.campaign ? answered.result : undefined,
    defaultValue: NO_BENEFICIARY,
    send: (values) =>
      run(async () => {
        setOptInFailed(false)
        try {
          const request = toCampaignOptInRequest(idNumber.trim(), site.companyCode, values)
          await site.api.post(CAMPAIGN_OPT_IN_PATH, request)
          setStep(CAMPAIGN_STEPS.success)
        } catch (error) {
          failed(error)
          setOptInFailed(true)
        }
      }),
  })
  const fields = beneficiary.fields

  useEffect(() => {
    if (step !== CAMPAIGN_STEPS.idNumber) stepHeading.current?.focus()
  }, [step])

  function failed(error: unknown) {
    // Forms spec §8: a failed call only stops loading; a 404 goes to /404.
    if (error instanceof ApiCallError && error.status === 404) navigate('/404')
    console.error('The free life cover call failed', error instanceof Error ? error.message : 'unknown error')
  }

  const validateId = (event: React.FormEvent) => {
    event.preventDefault()
    const check = checkCampaignIdNumber(idNumber)
    setIdError(check.idError)
    setCheckFailed(false)
    if (check.idError) return
    void run(async () => {
      try {
        const path = campaignStatusPath({
          campaignCode: CAMPAIGN_CODE,
          zaIdNumber: idNumber.trim(),
          companyCode: site.companyCode,
        })
        const { status } = await site.api.get<{ status: string }>(path, { cache: false })
        setStep(stepAfterStatusCheck(status))
      } catch (error) {
        failed(error)
      }
    })
  }

  function startOver() {
    setIdNumber('')
    setIdError(false)
    setCheckFailed(false)
    setOptInFailed(false)
    beneficiary.restart()
    setStep(CAMPAIGN_STEPS.idNumber)
  }

  const endActions = (
    <div className="free-life-cover__actions">
      <ResetButton onReset={startOver}>Start over</ResetButton>
      <Link className="button button--secondary" to="/">
        Go to home
      </Link>
    </div>
  )

  return (
    <section id={posted.anchor} className="free-life-cover" data-step={step} aria-label="Free life cover">
      {step === CAMPAIGN_STEPS.idNumber ? (
        <form noValidate method="post" action={posted.action} onSubmit={validateId} className="form">
          <PostedFormField name={posted.name} />
          <input type="hidden" name={CAMPAIGN_STEP_FIELD} value={CAMPAIGN_STEPS.idNumber} />
          <p>
            Enter your South African ID number to see whether you qualify for {CAMPAIGN_COVER_TEXT} of free
            life cover.
          </p>
          <div className="field" data-invalid={idError ? 'true' : undefined}>
            <label htmlFor={idFieldId}>ID number</label>
            <input
              id={idFieldId}
              name="zaIdNumber"
              inputMode="numeric"
              autoComplete="off"
              maxLength={13}
              value={idNumber}
              onChange={(event) => setIdNumber(event.target.value)}
              aria-invalid={idError ? true : undefined}
              aria-describedby={idError ? `${idFieldId}-error` : undefined}
            />
            {idError ? (
              <p id={`${idFieldId}-error`} className="field__error">
                {SA_ID_NUMBER_INVALID_MESSAGE}
              </p>
            ) : null}
          </div>
          {checkFailed ? (
            <p className="form__summary" role="alert">
              We could not check your ID number. Please try again.
            </p>
          ) : null}
          <SubmitButton busy={busy}>Validate ID</SubmitButton>
        </form>
      ) : null}

      {step === CAMPAIGN_STEPS.beneficiary ? (
        <form
          key={beneficiary.form.id}
          id={beneficiary.form.id}
          noValidate
          method="post"
          action={posted.action}
          onSubmit={beneficiary.form.onSubmit}
          className="form"
        >
          <PostedFormField name={posted.name} />
          <FormErrorSummary form={beneficiary.form} />
          <input type="hidden" name={CAMPAIGN_STEP_FIELD} value={CAMPAIGN_STEPS.beneficiary} />
          {/* Step 1's ID number goes on with the beneficiary in the form's body, never in an address. */}
          <input type="hidden" name="zaIdNumber" value={idNumber} />
          <h3 ref={stepHeading} tabIndex={-1}>
            You qualify. Who should we pay if you pass away?
          </h3>
          <TextField label="Beneficiary full name" field={fields.bName} />
          <TextField
            label="Beneficiary ID number"
            inputMode="numeric"
            hint="Give an ID number or a date of birth."
            field={fields.bId}
          />
          <TextField label="Beneficiary date of birth" type="date" field={fields.bDob} />
          <TextField label="Beneficiary email" type="email" field={fields.bEmail} />
          <TextField label="Beneficiary phone number" type="tel" field={fields.bPhone} />
          <SelectField
            label="Relation to you"
            placeholder="Select a relation"
            choices={BENEFICIARY_DESIGNATIONS.map((designation) => ({
              value: designation,
              label: designation,
            }))}
            field={fields.bRelation}
          />
          {optInFailed ? (
            <p className="form__summary" role="alert">
              We could not register your cover. Please try again.
            </p>
          ) : null}
          <SubmitButton busy={busy}>Next</SubmitButton>
        </form>
      ) : null}

      {step === CAMPAIGN_STEPS.success ? (
        <div role="status">
          <h3 ref={stepHeading} tabIndex={-1}>
            You are covered
          </h3>
          <p>
            Your free life cover of {CAMPAIGN_COVER_TEXT} runs until <strong>{coverEndDate()}</strong>. We
            have sent the details to your beneficiary&apos;s e-mail address.
          </p>
          <p>
            <a href={POLICY_WORDING_PATH} download>
              Download the life policy wording (PDF)
            </a>
          </p>
          {endActions}
        </div>
      ) : null}

      {step === CAMPAIGN_STEPS.alreadyOptedIn ? (
        <div role="status">
          <h3 ref={stepHeading} tabIndex={-1}>
            You have already registered for free life cover
          </h3>
          <p>Each person can register once. Your cover is in place; there is nothing more to do.</p>
          {endActions}
        </div>
      ) : null}

      {step === CAMPAIGN_STEPS.notInCampaign ? (
        <div role="status">
          <h3 ref={stepHeading} tabIndex={-1}>
            This ID number is not part of the free life cover campaign
          </h3>
          <p>The offer is open to the people we invited. Have a look at our other life cover instead.</p>
          {endActions}
        </div>
      ) : null}
    </section>
  )
}
