import { SEPARATE_VAP_CODES, isVapOffered, type FeatureFlag, type ProductCode } from '../catalogue/lists.ts'
import { rateVap, VAP_VEHICLE_LIMITS } from '../rating/vap.ts'
import type { VapTable } from '../rating/schema.ts'
import { z } from '../zod-config/index.ts'

/**
 * The VAPs as add-ons on a car policy (feature flag `aof_vaps`, decision 011): the car's premium page
 * offers the VAPs the site sells (`multiple_vaps`: the combined VAP, or scratch-and-dent and
 * tyre-and-rim) at a price of their own, rated by `rateVap` on the quote's vehicle; the ones chosen
 * are added to the car premium, on the car policy's one debit order, and printed on its schedule.
 */

export const VAP_ADD_ON_CODES = ['vap', ...SEPARATE_VAP_CODES] as const satisfies readonly ProductCode[]
export type VapAddOnCode = (typeof VAP_ADD_ON_CODES)[number]

/**
 * The option an add-on is sold at: the VAP quick quote asks for one, the car's premium page offers
 * each VAP once, at the option most VAP buyers choose.
 */
export const VAP_ADD_ON_OPTION = 'STANDARD'

/** The add-on sentence of accept (400, beside the add-on) for a VAP the quote does not offer. */
export const ADD_ON_NOT_OFFERED_MESSAGE =
  'This quote does not offer that add-on. Choose from the add-ons shown on the page.'
/** The same add-on twice in one acceptance. */
export const ADD_ON_TWICE_MESSAGE = 'Each add-on can be chosen once.'

/** An add-on offered with its price (getRatings' `addOns`), in cents. */
export const PricedAddOnSchema = z.object({
  productCode: z.enum(VAP_ADD_ON_CODES),
  premiumCents: z.number().int(),
  coverCents: z.number().int(),
  excessCents: z.number().int(),
  tableVersion: z.string(),
})
export type PricedAddOn = z.infer<typeof PricedAddOnSchema>

/** An add-on as accept names it: the VAP and the premium shown for it (the figures shown are checked). */
export const AddOnChoiceSchema = z.object({
  productCode: z.string().trim().min(1).max(40),
  premium: z.number().int().min(0).max(100_000_000_00),
})
export type AddOnChoice = z.infer<typeof AddOnChoiceSchema>

/**
 * The VAPs a premium page offers as add-ons: none unless the page's settings offer them
 * (`offersVapAddOns`, the car's premium page) and the quote has the `aof_vaps` flag; then the VAPs
 * `multiple_vaps` sells (isVapOffered), in the catalogue's order.
 */
export function vapAddOnsOffered(
  premiumSettings: { offersVapAddOns?: boolean | undefined } | undefined,
  flags: readonly FeatureFlag[],
): VapAddOnCode[] {
  if (premiumSettings?.offersVapAddOns !== true || !flags.includes('aof_vaps')) return []
  return VAP_ADD_ON_CODES.filter((code) => isVapOffered(code, flags))
}

/** The quote's vehicle, as the catalogue has it: its model year and value. */
export type AddOnVehicle = { year: number; valueCents: number }

/**
 * The add-ons offered, each priced by `rateVap` at VAP_ADD_ON_OPTION on the quote's vehicle. None for
 * a vehicle the VAP tables were not priced for (older, or worth less or more, than
 * VAP_VEHICLE_LIMITS): a VAP quote of that car would be refused, so no add-on is offered instead.
 */
export function priceVapAddOns(
  offered: readonly VapAddOnCode[],
  vehicle: AddOnVehicle | null,
  table: VapTable,
  tableVersion: string,
  thisYear: number,
): PricedAddOn[] {
  if (!vehicle || offered.length === 0) return []
  const vehicleAgeYears = Math.max(0, thisYear - vehicle.year)
  if (
    vehicleAgeYears > VAP_VEHICLE_LIMITS.maxAgeYears ||
    vehicle.valueCents < VAP_VEHICLE_LIMITS.minValueCents ||
    vehicle.valueCents > VAP_VEHICLE_LIMITS.maxValueCents
  ) {
    return []
  }
  return offered.map((productCode) => {
    const price = rateVap(
      { product: productCode, option: VAP_ADD_ON_OPTION, vehicleAgeYears, valueCents: vehicle.valueCents },
      table,
    )
    return {
      productCode,
      premiumCents: price.premium,
      coverCents: price.cover,
      excessCents: price.excess,
      tableVersion,
    }
  })
}

export type AddOnsCheck =
  | { ok: true; addOns: PricedAddOn[]; premiumCents: number }
  | { ok: false; status: 400; problems: { path: string; message: string }[] }
  | { ok: false; status: 409 }

/**
 * The add-ons a person accepted, checked against those priced now: each one offered (else 400,
 * beside it), once (else 400), at the premium shown (else 409: figures gone stale, the page shows the
 * new ones). What is recorded is the server's figures, and the sum of their premiums.
 */
export function checkAddOnsChosen(
  priced: readonly PricedAddOn[],
  chosen: readonly AddOnChoice[],
): AddOnsCheck {
  const problems: { path: string; message: string }[] = []
  const seen = new Set<string>()
  const addOns: PricedAddOn[] = []
  let stale = false
  chosen.forEach((choice, index) => {
    const offered = priced.find((addOn) => addOn.productCode === choice.productCode)
    if (!offered) {
      problems.push({ path: `addOns.${index}.productCode`, message: ADD_ON_NOT_OFFERED_MESSAGE })
    } else if (seen.has(choice.productCode)) {
      problems.push({ path: `addOns.${index}.productCode`, message: ADD_ON_TWICE_MESSAGE })
    } else {
      if (offered.premiumCents !== choice.premium) stale = true
      addOns.push(offered)
    }
    seen.add(choice.productCode)
  })
  if (problems.length > 0) return { ok: false, status: 400, problems }
  if (stale) return { ok: false, status: 409 }
  return { ok: true, addOns, premiumCents: addOns.reduce((sum, addOn) => sum + addOn.premiumCents, 0) }
}
