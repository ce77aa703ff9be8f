import { describe, expect, it } from 'vitest'
import type { AnswersByRef } from '../quick-quote/journey.ts'
import { CAR_REF } from './questions.ts'
import {
  DRIVER_ANSWER_MISSING_MESSAGE,
  MAX_REGULAR_DRIVERS,
  regularDriverOf,
  regularDriverProblems,
  regularDriverRef,
  regularDriversOf,
} from './regular-drivers.ts'

const choice = (code: string) => ({ codes: [code], values: {} })
const years = (value: string) => ({ codes: [], values: { value } })

/** Driver `index` with every question answered. */
const driver = (index: number): AnswersByRef => ({
  [regularDriverRef(CAR_REF.licenceCode, index)]: choice('B'),
  [regularDriverRef(CAR_REF.maritalStatus, index)]: choice('MARRIED'),
  [regularDriverRef(CAR_REF.insuranceRefused, index)]: choice('N'),
  [regularDriverRef(CAR_REF.previousInsuranceYears, index)]: years('8'),
  [regularDriverRef(CAR_REF.currentlyInsured, index)]: choice('Y'),
})

describe('the regular drivers: a repeating group of answers', () => {
  it('the main driver keeps the refs the rating reads; another driver has them with _n', () => {
    expect(regularDriverRef(CAR_REF.licenceCode, 0)).toBe('Licence_code')
    expect(regularDriverRef(CAR_REF.licenceCode, 1)).toBe('Licence_code_2')
    expect(regularDriverOf('Licence_code_4')).toEqual({ index: 3, ref: 'Licence_code' })
    expect(regularDriverOf('Licence_code')).toEqual({ index: 0, ref: 'Licence_code' })
    expect(regularDriverOf(`Licence_code_${MAX_REGULAR_DRIVERS + 1}`)).toBeNull()
    expect(regularDriverOf('Vehicle_colour')).toBeNull()
  })

  it('one driver, or two: every question answered, nothing to say', () => {
    expect(regularDriversOf(driver(0))).toHaveLength(1)
    expect(regularDriverProblems(driver(0))).toEqual([])
    expect(regularDriversOf({ ...driver(0), ...driver(1) })).toHaveLength(2)
    expect(regularDriverProblems({ ...driver(0), ...driver(1) })).toEqual([])
  })

  it('a driver added with a question left out: said beside that answer', () => {
    const { [regularDriverRef(CAR_REF.maritalStatus, 1)]: _left, ...second } = driver(1)
    expect(regularDriverProblems({ ...driver(0), ...second })).toEqual([
      { ref: 'Marital_status_2', message: DRIVER_ANSWER_MISSING_MESSAGE },
    ])
  })

  it('a driver skipped in between is a driver with nothing answered', () => {
    const problems = regularDriverProblems({ ...driver(0), ...driver(2) })
    expect(problems.map(({ ref }) => ref)).toEqual([
      'Licence_code_2',
      'Marital_status_2',
      'Insurance_refused_2',
      'Previous_insurance_years_2',
      'Currently_insured_2',
    ])
  })
})
