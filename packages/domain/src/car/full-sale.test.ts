import { describe, expect, it } from 'vitest'
import type { AnswersByRef } from '../quick-quote/index.ts'
import {
  CAR_FOREIGN_LICENCE_MESSAGE,
  CAR_INSURANCE_REFUSED_MESSAGE,
  CAR_LEARNER_LICENCE_MESSAGE,
  CAR_MODIFIED_MESSAGE,
  carAnswerProblems,
  carRefusals,
} from './full-sale.ts'
import { REGISTRATION_INVALID_MESSAGE } from './registration.ts'

const chosen = (code: string) => ({ codes: [code], values: {} })
const typed = (value: string) => ({ codes: [], values: { value } })

/** A car a person can buy online: a standard car, a code B licence, never refused. */
const insurable: AnswersByRef = {
  Vehicle_modified: chosen('N'),
  Licence_code: chosen('B'),
  Insurance_refused: chosen('N'),
  Registration_number: typed('CA 123-456'),
}

describe('carRefusals: what cannot be insured online, with its sentence', () => {
  it.each([
    ['a modified car', { Vehicle_modified: chosen('Y') }, [['Vehicle_modified', CAR_MODIFIED_MESSAGE]]],
    [
      "a learner's licence",
      { Licence_code: chosen('LEARNER') },
      [['Licence_code', CAR_LEARNER_LICENCE_MESSAGE]],
    ],
    [
      'a foreign licence',
      { Licence_code: chosen('FOREIGN') },
      [['Licence_code', CAR_FOREIGN_LICENCE_MESSAGE]],
    ],
    [
      'insurance refused, cancelled or a claim rejected',
      { Insurance_refused: chosen('Y') },
      [['Insurance_refused', CAR_INSURANCE_REFUSED_MESSAGE]],
    ],
    [
      'a modified car driven on a learner’s licence',
      { Vehicle_modified: chosen('Y'), Licence_code: chosen('LEARNER') },
      [
        ['Vehicle_modified', CAR_MODIFIED_MESSAGE],
        ['Licence_code', CAR_LEARNER_LICENCE_MESSAGE],
      ],
    ],
    ['a standard car, a code B licence, never refused', {}, []],
    ['a code EB licence', { Licence_code: chosen('EB') }, []],
  ])('%s', (_what, change, expected) => {
    expect(carRefusals({ ...insurable, ...change }).map(({ ref, message }) => [ref, message])).toEqual(
      expected,
    )
  })

  it('refuses nothing before the pages are answered (the quick quote alone)', () => {
    expect(carRefusals({})).toEqual([])
  })
})

describe('carAnswerProblems: a registration number must be one a province issues', () => {
  it.each(['CA 123-456', 'BC 12 DE GP', 'ND 45678'])('%s is taken', (plate) => {
    expect(carAnswerProblems({ Registration_number: typed(plate) })).toEqual([])
  })
  it.each(['NOT A PLATE 99', '12345'])('%s is refused', (plate) => {
    expect(carAnswerProblems({ Registration_number: typed(plate) })).toEqual([
      { ref: 'Registration_number', message: REGISTRATION_INVALID_MESSAGE },
    ])
  })
})
