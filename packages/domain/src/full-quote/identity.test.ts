import { describe, expect, it } from 'vitest'
import { saIdNumber } from '../../test/sa-id-numbers.ts'
import {
  ID_AGE_MISMATCH_MESSAGE,
  ID_DATE_OF_BIRTH_MISMATCH_MESSAGE,
  ID_GENDER_MISMATCH_MESSAGE,
  identityMismatches,
} from './identity.ts'

const TODAY = new Date(2026, 10, 25)
/** Born 15 June 1985 (41 on the day), male. */
const MALE_1985 = saIdNumber('850615', '5009')
/** Born 15 June 1985, female (sequence below 5000). */
const FEMALE_1985 = saIdNumber('850615', '0123')

const typed = (value: string) => ({ codes: [], values: { value } })
const chosen = (code: string) => ({ codes: [code], values: {} })

describe("the contact's ID number against the quote's answers", () => {
  it.each([
    [
      'life: the same date of birth and gender',
      { Date_of_birth: typed('1985/06/15'), Gender: chosen('M') },
      MALE_1985,
      [],
    ],
    [
      'life: another date of birth',
      { Date_of_birth: typed('1986/06/15') },
      MALE_1985,
      [ID_DATE_OF_BIRTH_MISMATCH_MESSAGE],
    ],
    ['life: another gender', { Gender: chosen('M') }, FEMALE_1985, [ID_GENDER_MISMATCH_MESSAGE]],
    ['funeral: the same age', { Age: typed('41') }, MALE_1985, []],
    ['funeral: another age', { Age: typed('40') }, MALE_1985, [ID_AGE_MISMATCH_MESSAGE]],
    ['a product that asks neither', { Item_value: typed('60000') }, MALE_1985, []],
    ['an ID number that is not valid (its own message is the schema’s)', { Age: typed('40') }, '123', []],
  ])('%s', (_name, answers, idNumber, messages) => {
    expect(
      identityMismatches(answers, idNumber, 'contact.citizenId', TODAY).map((error) => error.message),
    ).toEqual(messages)
  })
})
