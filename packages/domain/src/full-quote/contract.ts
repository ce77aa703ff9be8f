/**
 * The questions each product's full quote asks beyond its quick quote, by externalReferenceId: the
 * contract between the seeded journeys (apps/api/seed/journeys/full-quote.ts) and the rating engine,
 * as QUICK_QUOTE_QUESTIONS is for the quick quote. Texts and limits are seed data.
 */
import { CAR_FULL_SALE_QUESTIONS } from '../car/questions.ts'
import type { ProductCode } from '../catalogue/lists.ts'
import { YES_NO_CODES, type QuestionContract } from '../quick-quote/journey.ts'

/** Extended family a funeral policy may cover, by relation. */
export const EXTENDED_FAMILY_RELATION_CODES = [
  'GRANDPARENT',
  'SIBLING',
  'AUNT_UNCLE',
  'NIECE_NEPHEW',
  'COUSIN',
  'GRANDCHILD',
] as const

const input = (ref: string, type: QuestionContract['type']): QuestionContract => ({
  ref,
  type,
  codes: ['value'],
  required: true,
})
const yesNo = (ref: string): QuestionContract => ({
  ref,
  type: 'SINGLE_CHOICE',
  codes: YES_NO_CODES,
  required: true,
})

/**
 * The VAP vehicle page (forms spec §3 Car for VAP): owner, taxi, existing damage, registered in South
 * Africa, limousine or panel van. Make, model, year and value are the quick quote's vehicle.
 */
const VAP_VEHICLE_QUESTIONS: readonly QuestionContract[] = [
  yesNo('Vehicle_owner'),
  yesNo('Vehicle_taxi'),
  yesNo('Vehicle_existing_damage'),
  yesNo('Vehicle_registered_in_SA'),
  yesNo('Vehicle_limo_or_panel_van'),
]

export const FULL_QUOTE_QUESTIONS: Readonly<Partial<Record<ProductCode, readonly QuestionContract[]>>> = {
  // The car full sale's vehicle and regular driver pages (issue 23).
  car: CAR_FULL_SALE_QUESTIONS,
  funeral: [
    input('Spouse_name', 'TEXT'),
    input('Spouse_date_of_birth', 'DATE'),
    input('Children_count', 'NUMBER'),
    input('Parents_count', 'NUMBER'),
    input('Extended_family_count', 'NUMBER'),
    {
      ref: 'Extended_family_relations',
      type: 'MULTIPLE_CHOICE',
      codes: EXTENDED_FAMILY_RELATION_CODES,
      required: true,
    },
  ],
  vap: VAP_VEHICLE_QUESTIONS,
  vapsscratchanddent: VAP_VEHICLE_QUESTIONS,
  vapstyreandrim: VAP_VEHICLE_QUESTIONS,
}

/**
 * The products whose full quote ends in a policy bought online (the seeded journeys of
 * apps/api/seed/journeys/full-quote.ts, which a test keeps equal): the quick quote's result offers
 * them BUY NOW. Of the VAPs, the multiple_vaps flag decides which are sold (isVapOffered, decision
 * 011).
 */
export const SOLD_ONLINE_PRODUCTS = [
  'car',
  'funeral',
  'gap',
  'life',
  'home',
  'contents',
  'buildings',
  'bi',
  'allrisk',
  'motorcycle',
  'trailer',
  'watercraft',
  'legal',
  'legalcosts',
  'vap',
  'vapsscratchanddent',
  'vapstyreandrim',
] as const satisfies readonly ProductCode[]

/** Whether a product's quote may be started, answered, accepted and bought online. */
export function isSoldOnline(product: string): product is (typeof SOLD_ONLINE_PRODUCTS)[number] {
  return (SOLD_ONLINE_PRODUCTS as readonly string[]).includes(product)
}

/**
 * Every quote call's answer (409) for a product not sold online, a quote of it made earlier included:
 * such a product's journey is a page list without its questions, so nothing would be asked before it
 * is sold.
 */
export const NOT_SOLD_ONLINE_MESSAGE = 'This product cannot be bought online yet. Ask us to call you back.'
