import { formatIsoDateInWords } from '@insure/domain/calendar'
import type { ProductCode } from '@insure/domain/catalogue'
import { DEBIT_ORDER_FIRST_DAY, DEBIT_ORDER_LAST_DAY } from '@insure/domain/debit-order'
import type { PurchaseAcceptance } from '@insure/domain/full-quote'
import { formatCents } from '@insure/domain/money'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { CheckboxField, SelectField, TextField } from '../../lib/forms/fields.tsx'
import { useTracker } from '../../lib/use-tracker.ts'
import { DocumentLink } from './document-link.tsx'
import { keyInformationPathOf } from './full-quote-paths.ts'
import { SHOW_DATES_INTENT } from './page-intents.ts'
import type { PageAnswer, PageProps } from './page-data.ts'
import { DefaultSubmit, PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { INTENT_FIELD, debitOrderFormSchema } from './page-forms.ts'
import { PayerFields } from './payer-fields.tsx'
import { useHydrated } from './use-hydrated.ts'

/** What a person accepts with each acceptance a banking page may ask (its settings name them). */
const ACCEPTANCE_LABELS: Record<PurchaseAcceptance, string> = {
  lifeAccept: "I accept the life cover's terms and its exclusions",
  hivAccept: 'I agree to an HIV test if the insurer asks for one',
  financeAccept: 'I agree that the finance house is told of this cover',
}

const DAYS = Array.from({ length: DEBIT_ORDER_LAST_DAY - DEBIT_ORDER_FIRST_DAY + 1 }, (_, index) => {
  const day = String(DEBIT_ORDER_FIRST_DAY + index)
  return { value: day, label: day }
})

/**
 * The banking-details page: the bank (its universal branch code filled in from the bank list),
 * account number, type and holder, the debit order day and the commencement date, the terms and the
 * consent to debit (forms spec §3, §5: DebitOrderSchema's ten fields and messages); then the
 * purchase. The bank list, the commencement rule and the acceptances are the page's settings; dates
 * that depend on the debit order day (life's rule) follow the day chosen: with the script they are
 * fetched as the day changes (the page's action, by its intent); without it "Show start dates"
 * posts the form and the page comes back with them.
 */
export function BankingDetailsPage({ quote, view, answer }: PageProps<'BANKING_DETAILS'>) {
  const tracker = useTracker()
  const { form, field } = usePageForm({
    schema: debitOrderFormSchema(view.banks, view.acceptances),
    answer,
    saved: {},
  })
  const bankField = field('bankId')
  const [bankId, setBankId] = useState(
    typeof bankField.initialValue === 'string' ? bankField.initialValue : '',
  )
  const bank = view.banks.find((candidate) => String(candidate.id) === bankId)
  const hydrated = useHydrated()
  const datesOfDay = useFetcher<PageAnswer>({ key: 'commencement-dates' })
  const dates = datesOfDay.data?.dates ?? answer?.dates ?? view.dates
  return (
    <PageForm
      form={form}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (submitter?.name === INTENT_FIELD) return
        // Shell spec §7: the purchase click, with the quote and the premium accepted.
        tracker.click('purchase', {
          product: quote.productCode,
          quoteId: quote.hashedQuoteId,
          ...(view.premiumCents !== null ? { finalSalesPrice: view.premiumCents } : {}),
        })
      }}
    >
      {view.datesByDebitOrderDay ? <DefaultSubmit>Buy now</DefaultSubmit> : null}
      {view.premiumCents !== null ? (
        <p>
          Your premium of <strong>R {formatCents(view.premiumCents)}</strong> will be collected by debit order
          every month.
        </p>
      ) : null}
      <PayerFields field={field} />
      <SelectField
        label="Bank"
        placeholder="Select a bank"
        choices={view.banks.map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.name} (branch code ${candidate.universalBranchCode})`,
        }))}
        field={bankField}
        onChange={(event) => setBankId(event.target.value)}
      />
      <p className="field__hint" aria-live="polite">
        {bank ? `Universal branch code: ${bank.universalBranchCode}` : ''}
      </p>
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        field={field('accountNumber')}
      />
      <SelectField
        label="Account type"
        placeholder="Select an account type"
        choices={view.accountTypes.map((type) => ({ value: type.code, label: type.name }))}
        field={field('accountType')}
      />
      <TextField label="Account holder" autoComplete="name" field={field('accountHolderName')} />
      <SelectField
        label="Debit order day"
        placeholder="Select a day"
        choices={DAYS}
        field={field('debitOrderDay')}
        onChange={(event) => {
          if (!view.datesByDebitOrderDay || !event.target.value) return
          void datesOfDay.submit(
            { [INTENT_FIELD]: SHOW_DATES_INTENT, debitOrderDay: event.target.value },
            { method: 'post' },
          )
        }}
      />
      {view.datesByDebitOrderDay && !hydrated ? (
        <button
          type="submit"
          name={INTENT_FIELD}
          value={SHOW_DATES_INTENT}
          className="button button--secondary"
        >
          Show start dates
        </button>
      ) : null}
      <SelectField
        label="Commencement date"
        placeholder={
          datesOfDay.state !== 'idle'
            ? 'Finding start dates…'
            : dates.length > 0
              ? 'Select a date'
              : 'Choose a debit order day first'
        }
        choices={dates.map((date) => ({
          value: date.commencementDate,
          label: date.firstStrikeDate
            ? `${formatIsoDateInWords(date.commencementDate)} (first debit ${formatIsoDateInWords(date.firstStrikeDate)})`
            : formatIsoDateInWords(date.commencementDate),
        }))}
        field={field('commencementDate')}
      />
      {view.acceptances.map((acceptance) => (
        <CheckboxField key={acceptance} label={ACCEPTANCE_LABELS[acceptance]} field={field(acceptance)} />
      ))}
      <p className="document-link">
        <a href={keyInformationPathOf(quote.base, quote.hashedQuoteId)} target="_blank" rel="noopener">
          Read your key information: your cover on one page (opens in a new tab)
        </a>
      </p>
      <DocumentLink productCode={quote.productCode as ProductCode} kind="TERMS" />
      <CheckboxField label="I accept the terms and conditions" field={field('termsAccept')} />
      <CheckboxField
        label="I consent to the monthly debit order from this account"
        field={field('concentToDebit')}
      />
      <PageSubmit>Buy now</PageSubmit>
    </PageForm>
  )
}
