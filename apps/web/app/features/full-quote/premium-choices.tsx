import type { PricedOption } from '@insure/domain/full-quote'
import { randsWords } from '@insure/domain/rating'
import { COVER_OPTION_FIELD, coverAmountFieldOf, coverPremiumFieldOf, INTENT_FIELD } from './page-forms.ts'
import { RECALCULATE_INTENT } from './page-intents.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * What the buyer can change on the premium page there and then (issue 25): the cover amount, each
 * with its own premium as the API rated it. With script the page's price follows the choice as it
 * is made (`onChoose`); without, "Recalculate" posts the form and the page comes back with the price
 * of the cover chosen. Accepting sends the option's figures, which the API checks against its own
 * rating: a price made up in the browser is refused.
 */
export function PremiumChoices({
  options,
  chosenKey,
  onChoose,
}: {
  /** The cover options (isCoverOption), the rated one first. */
  options: readonly PricedOption[]
  chosenKey: string
  onChoose: (key: string) => void
}) {
  const hydrated = useHydrated()
  if (options.length < 2) return null
  const byAmount = [...options].sort((a, b) => a.coverCents - b.coverCents)
  return (
    <fieldset className="field choice premium-choices">
      <legend>How much cover would you like?</legend>
      <div className="choice__options">
        {byAmount.map((option) => (
          <div className="choice__option" key={option.key}>
            <input
              id={`cover-${option.key}`}
              type="radio"
              name={COVER_OPTION_FIELD}
              value={option.key}
              defaultChecked={option.key === chosenKey}
              onChange={(event) => {
                if (event.currentTarget.checked) onChoose(option.key)
              }}
            />
            <label htmlFor={`cover-${option.key}`} className="choice__text">
              {randsWords(option.coverCents)} cover: {randsWords(option.premiumCents)} per month
            </label>
            <input type="hidden" name={coverPremiumFieldOf(option.key)} value={option.premiumCents} />
            <input type="hidden" name={coverAmountFieldOf(option.key)} value={option.coverCents} />
          </div>
        ))}
      </div>
      <p className="field__hint">
        {hydrated
          ? 'Your premium above changes as you choose.'
          : 'Choose a cover, then Recalculate to see your premium for it.'}
      </p>
      {hydrated ? null : (
        <button
          type="submit"
          name={INTENT_FIELD}
          value={RECALCULATE_INTENT}
          formNoValidate
          className="button button--secondary"
        >
          Recalculate
        </button>
      )}
    </fieldset>
  )
}
