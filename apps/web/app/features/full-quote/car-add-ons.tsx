import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { formatCents } from '@insure/domain/money'
import type { PricedAddOn } from '@insure/domain/vap'
import type { PageAnswer } from './page-data.ts'
import { ADD_ON_FIELD, addOnPremiumFieldOf } from './page-forms.ts'

const rands = (cents: number) => `R ${formatCents(cents)}`

/**
 * The VAPs offered as add-ons to a car policy (aof_vaps, decision 011), inside the premium page's
 * form: a box per add-on with its price and cover, and the price shown beside it sent with it (accept
 * checks the figures shown). Plain checkboxes: it works without script. What was ticked is kept when
 * the page is drawn again (the post's answer), else what was accepted before. Nothing without add-ons.
 */
export function CarAddOns({
  addOns,
  answer,
  accepted,
}: {
  addOns: readonly PricedAddOn[]
  answer: PageAnswer | undefined
  accepted: readonly string[] | undefined
}) {
  if (addOns.length === 0) return null
  const typed = answer?.result.initialValue
  const ticked = typed
    ? [typed[ADD_ON_FIELD]].flat().filter((code): code is string => typeof code === 'string')
    : (accepted ?? [])
  return (
    <fieldset className="field choice full-quote__add-ons">
      <legend>Add to your car policy</legend>
      <div className="choice__options">
        {addOns.map((addOn) => {
          const id = `add-on-${addOn.productCode}`
          return (
            <div className="choice__option" key={addOn.productCode}>
              <input
                id={id}
                type="checkbox"
                name={ADD_ON_FIELD}
                value={addOn.productCode}
                defaultChecked={ticked.includes(addOn.productCode)}
              />
              <label htmlFor={id} className="choice__text">
                {PRODUCT_CATALOGUE[addOn.productCode].displayName}: {rands(addOn.premiumCents)} per month,
                cover up to {rands(addOn.coverCents)} a year
              </label>
              <input type="hidden" name={addOnPremiumFieldOf(addOn.productCode)} value={addOn.premiumCents} />
            </div>
          )
        })}
      </div>
      <p className="field__hint">
        An add-on’s premium is added to your car premium, on the same debit order, and it is printed on your
        policy schedule.
      </p>
    </fieldset>
  )
}
