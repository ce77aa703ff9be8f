import type { ProductCode } from '@insure/domain/catalogue'
import type { JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import { QUICK_QUOTE_JOURNEYS } from '../seed/journeys/index.ts'
import { vehicleSeeds } from '../seed/data/vehicles.ts'

/** A suburb of the seeded list (row 1 of za-suburbs.csv: AALWYNFLEUR, RIVERSDALE, Western Cape). */
export const A_SUBURB_ID = '1'
/** A vehicle of the seeded catalogue, and its model year. */
export const A_VEHICLE = vehicleSeeds().find((vehicle) => vehicle.year === 2020)!

/** Values a person would give to the number and text questions, by externalReferenceId. */
const TYPICAL_VALUES: Readonly<Record<string, string>> = {
  Date_of_birth: '1985/06/15',
  Height: '1.75',
  Weight: '78',
  Household_income: '45000',
  Cover_amount: '1000000',
  Age: '40',
  Driver_age: '35',
  Licence_years: '12',
  Motorcycle_year: '2021',
  Motorcycle_value: '90000',
  Contents_sum_insured: '250000',
  Building_sum_insured: '1500000',
  Annual_turnover: '2000000',
  Employees: '6',
  Item_value: '60000',
  Medical_aid_scheme: 'Discovery Health Medical Scheme',
  Overnight_suburb: A_SUBURB_ID,
  Suburb: A_SUBURB_ID,
  Business_suburb: A_SUBURB_ID,
}

/** The answer a person typically gives to one question; null to leave it out (optional questions). */
export function typicalAnswer(question: JourneyQuestion): SubmittedQuestion | null {
  const answer = (code: string) => question.answers.find((candidate) => candidate.code === code)!
  switch (question.type.name) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id }] }
    case 'VEHICLE':
      return {
        questionId: question.id,
        selectedAnswers: [
          { id: answer('year').id, value: String(A_VEHICLE.year) },
          { id: answer('vehicle').id, value: A_VEHICLE.code },
        ],
      }
    default: {
      const value = TYPICAL_VALUES[question.externalReferenceId]
      if (value === undefined) return null
      // The first input: the only one, or the one a PER_ANSWER question needs (Employees: full-time).
      return { questionId: question.id, selectedAnswers: [{ id: question.answers[0]!.id, value }] }
    }
  }
}

/** A full set of typical answers to a product's quick-quote questions, with some replaced by ref. */
export function typicalAnswers(
  product: ProductCode,
  replace: Readonly<Record<string, SubmittedQuestion['selectedAnswers'] | null>> = {},
): SubmittedQuestion[] {
  return QUICK_QUOTE_JOURNEYS[product].flatMap((question) => {
    if (question.externalReferenceId in replace) {
      const selected = replace[question.externalReferenceId]
      return selected ? [{ questionId: question.id, selectedAnswers: selected }] : []
    }
    const answer = typicalAnswer(question)
    return answer ? [answer] : []
  })
}

/** The seeded question of a product with this externalReferenceId. */
export function questionOf(product: ProductCode, ref: string): JourneyQuestion {
  return QUICK_QUOTE_JOURNEYS[product].find((question) => question.externalReferenceId === ref)!
}

/** `[{ id, value }]` for the single input answer of a question. */
export function typed(product: ProductCode, ref: string, value: string) {
  return [{ id: questionOf(product, ref).answers[0]!.id, value }]
}

/** `[{ id }]` of the choices with these codes. */
export function chosen(product: ProductCode, ref: string, ...codes: string[]) {
  const question = questionOf(product, ref)
  return codes.map((code) => ({ id: question.answers.find((answer) => answer.code === code)!.id }))
}
