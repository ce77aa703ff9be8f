import type { ProductCode } from '@insure/domain/catalogue'
import { coverLinesOf, isCoverOption } from '@insure/domain/full-quote'
import { formatCents } from '@insure/domain/money'
import { useState } from 'react'
import { RadioGroupField } from '../../lib/forms/fields.tsx'
import { useSite } from '../../lib/site.tsx'
import { CarAddOns } from './car-add-ons.tsx'
import type { PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { PremiumChoices } from './premium-choices.tsx'
import { PremiumExplanation, PriceQuery } from './premium-explanation.tsx'
import {
  ADB_PREMIUM_FIELD,
  COVER_OPTION_FIELD,
  EXCESS_OPTION_FIELD,
  excessFieldOf,
  excessPremiumFieldOf,
  premiumFormSchema,
} from './page-forms.ts'

const rands = (cents: number) => `R ${formatCents(cents)}`

/**
 * The premium page: the full monthly premium rated on every answer, the cover and excess (forms
 * spec §9 formatting), what it covers, and "your premium changed" when it moved since the quick
 * quote or since it was last shown. Accepting sends the figures shown; figures gone stale are
 * refused (409), and the page shows the new price to accept again. Life with the adb flag offers
 * the accidental death benefit instead, at its own premium: the premium of the cover chosen is sent.
 * A car offers a premium per voluntary excess: the excess chosen and its premium are sent. A product
 * whose cover is an answer offers each cover amount at its price, and the page explains how the
 * price of the cover chosen was worked out (issue 25).
 */
export function PremiumPage({ quote, view, answer }: PageProps<'PREMIUM'>) {
  const { settings } = useSite()
  const { price: rated, priceChanged, quickQuotePremiumCents } = view.ratings
  // The cover amount chosen: as posted ("Recalculate" without script), else as accepted before, else
  // the one rated. With script it follows the choice as it is made.
  const coverOptions = view.ratings.options.filter(isCoverOption)
  const posted = answer?.result.initialValue?.[COVER_OPTION_FIELD]
  const [coverKey, setCoverKey] = useState(
    () =>
      coverOptions.find((option) => option.key === posted)?.key ??
      coverOptions.find(
        (option) =>
          view.acceptance?.current === true && option.coverCents === view.acceptance.totalCoverCents,
      )?.key ??
      coverOptions[0]?.key ??
      '',
  )
  const chosen = coverOptions.find((option) => option.key === coverKey)
  const coverLines = chosen
    ? coverLinesOf(
        quote.productCode as ProductCode,
        chosen.coverCents,
        view.acceptance?.selectedProduct ?? null,
      )
    : view.coverLines
  const { form, field } = usePageForm({
    schema: premiumFormSchema(),
    answer,
    // Life cover unless the accidental death benefit was accepted before.
    saved: { selectedProduct: view.acceptance?.selectedProduct === 'ADB' ? 'ADB' : 'LIFE' },
  })
  const changed =
    priceChanged ||
    (form.errors?.length ?? 0) > 0 ||
    (quickQuotePremiumCents !== null && quickQuotePremiumCents !== rated.premiumCents)
  const adb = view.ratings.accidentalDeathBenefit
  // A premium per excess (a car): options of no cover choice, one per excess.
  const excessOptions = view.ratings.options.filter(
    (option) => option.selectedProduct === null && !isCoverOption(option),
  )
  const typedExcess = answer?.result.initialValue?.[EXCESS_OPTION_FIELD]
  const chosenExcess = (typeof typedExcess === 'string' ? typedExcess : undefined) ?? excessOptions[0]?.key
  // With script the premium, the excess and the explanation follow the excess as it is chosen.
  const [excessKey, setExcessKey] = useState(chosenExcess)
  const price =
    chosen ??
    (excessOptions.length > 1 ? excessOptions.find((option) => option.key === excessKey) : undefined) ??
    rated
  return (
    <>
      <PageForm form={form}>
        {changed ? (
          <p className="full-quote__notice" role="status">
            Your premium changed
            {quickQuotePremiumCents !== null && quickQuotePremiumCents !== rated.premiumCents
              ? ` from ${rands(quickQuotePremiumCents)} in your quick quote`
              : ''}
            : the full answers you gave were taken into account.
          </p>
        ) : null}
        <p className="quote-result__premium">
          <strong>{rands(price.premiumCents)}</strong> per month
        </p>
        <dl className="quote-result__details">
          <div>
            <dt>Cover</dt>
            <dd>{rands(price.coverCents)}</dd>
          </div>
          <div>
            <dt>Excess</dt>
            <dd>{price.excessCents > 0 ? rands(price.excessCents) : 'None'}</dd>
          </div>
        </dl>
        <h2>What you are covered for</h2>
        <ul className="full-quote__cover-lines">
          {coverLines.map((line) => (
            <li key={line.description}>
              {line.description}
              {line.sumInsuredCents !== null ? `: ${rands(line.sumInsuredCents)}` : ''}
            </li>
          ))}
        </ul>
        {view.offersAccidentalDeathBenefit && adb ? (
          <>
            <RadioGroupField
              legend="Which cover would you like?"
              field={field('selectedProduct')}
              choices={[
                { value: 'LIFE', label: `Life cover: ${rands(price.premiumCents)} per month` },
                { value: 'ADB', label: `Accidental death benefit: ${rands(adb.premiumCents)} per month` },
              ]}
              hint={`The accidental death benefit pays the same cover of ${rands(adb.coverCents)}, on a death by accident only, instead of life cover.`}
            />
            <input type="hidden" name={ADB_PREMIUM_FIELD} value={adb.premiumCents} />
          </>
        ) : null}
        {excessOptions.length > 1 ? (
          <fieldset className="field choice">
            <legend>Which excess would you like?</legend>
            <div className="choice__options">
              {excessOptions.map((option) => (
                <div className="choice__option" key={option.key}>
                  <input
                    id={`excess-${option.key}`}
                    type="radio"
                    name={EXCESS_OPTION_FIELD}
                    value={option.key}
                    defaultChecked={option.key === chosenExcess}
                    onChange={(event) => {
                      if (event.currentTarget.checked) setExcessKey(option.key)
                    }}
                  />
                  <label htmlFor={`excess-${option.key}`} className="choice__text">
                    {rands(option.excessCents)} excess: {rands(option.premiumCents)} per month
                  </label>
                  <input type="hidden" name={excessPremiumFieldOf(option.key)} value={option.premiumCents} />
                  <input type="hidden" name={excessFieldOf(option.key)} value={option.excessCents} />
                </div>
              ))}
            </div>
            <p className="field__hint">A higher excess, what you pay towards a claim, lowers your premium.</p>
          </fieldset>
        ) : null}
        <PremiumChoices options={coverOptions} chosenKey={coverKey} onChoose={setCoverKey} />
        <CarAddOns addOns={view.ratings.addOns} answer={answer} accepted={view.acceptance?.addOns} />
        <PremiumExplanation steps={price.steps} />
        <input type="hidden" name="premium" value={rated.premiumCents} />
        <input type="hidden" name="totalCover" value={rated.coverCents} />
        <PageSubmit>Accept this premium</PageSubmit>
      </PageForm>
      {/* An agent hears the buyer's doubt on the call itself: a call back would ring the buyer who
          is already on the line, and an agent's quote has no visitor session to send it from. */}
      {settings.callCentre ? null : <PriceQuery steps={price.steps} priceQuery={answer?.priceQuery} />}
    </>
  )
}
