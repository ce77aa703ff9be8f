import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withLuhnDigit } from '../../test/sa-id-numbers.ts'
import { TEST_DATA_MAX_AGE_YEARS, TEST_DATA_MIN_AGE_YEARS } from '../limits/index.ts'
import { PhoneNumberSchema, isValidPhoneNumber } from '../phone/index.ts'
import { parseSaIdNumber } from '../sa-id/index.ts'
import {
  TEST_DATA_AGE_BOUNDS,
  TEST_FIRST_NAMES,
  TEST_SURNAMES,
  ageOn,
  generateTestPerson,
  seededRandom,
} from './index.ts'

// A fixed day, so the ID number's century rule gives the same answers every year.
const TODAY = new Date(2026, 5, 15)

describe('ageOn (whole years on the local day)', () => {
  it.each([
    ['1990-06-15', 36],
    ['1990-06-16', 35],
    ['1990-06-14', 36],
    ['2006-06-15', 20],
    ['1962-06-16', 63],
  ])('someone born on %s is %i on 15 June 2026', (dateOfBirth, age) => {
    expect(ageOn(dateOfBirth, TODAY)).toBe(age)
  })

  it('someone born on 29 February is a year older from 1 March in a common year', () => {
    expect(ageOn('2008-02-29', new Date(2027, 1, 28))).toBe(18)
    expect(ageOn('2008-02-29', new Date(2027, 2, 1))).toBe(19)
  })
})

describe('generateTestPerson (shell spec §4 generateData, forms spec §7 test-data tool)', () => {
  it('defaults to ages 20 to 64', () => {
    expect([TEST_DATA_MIN_AGE_YEARS, TEST_DATA_MAX_AGE_YEARS]).toEqual([20, 64])
    for (let seed = 0; seed < 200; seed += 1) {
      const age = ageOn(generateTestPerson(seededRandom(seed), {}, TODAY).dateOfBirth, TODAY)
      expect(age).toBeGreaterThanOrEqual(20)
      expect(age).toBeLessThanOrEqual(64)
    }
  })

  it('gives the crawler item fields (id, name, surname, email, phone) and the ID number facts', () => {
    const person = generateTestPerson(seededRandom(42), {}, TODAY)
    expect(Object.keys(person).sort()).toEqual(
      ['dateOfBirth', 'email', 'gender', 'id', 'idNumber', 'name', 'phone', 'surname'].sort(),
    )
    expect(person.id).toMatch(/^test-\d{10}$/)
    expect(TEST_FIRST_NAMES[person.gender]).toContain(person.name)
    expect(TEST_SURNAMES).toContain(person.surname)
    expect(person.email).toMatch(/^[a-z]+\.[a-z]+\d{2}@example\.com$/)
  })

  it('is repeatable for the same random source and day', () => {
    expect(generateTestPerson(seededRandom(7), {}, TODAY)).toEqual(
      generateTestPerson(seededRandom(7), {}, TODAY),
    )
  })

  it('writes a surname of several words into the email as one word', () => {
    const surnameIndex = TEST_SURNAMES.indexOf('Van der Merwe')
    // Random values in call order: gender, first name, surname, then the rest.
    const values = [0.9, 0, (surnameIndex + 0.5) / TEST_SURNAMES.length]
    const person = generateTestPerson(() => values.shift() ?? 0.5, {}, TODAY)
    expect(person.surname).toBe('Van der Merwe')
    expect(person.email).toMatch(/\.vandermerwe\d{2}@example\.com$/)
  })

  it.each([
    [20, 20],
    [30, 35],
    [18, 18],
    [99, 99],
    [18, 99],
  ])('ages %i to %i: everyone is within the range, at both ends', (minAge, maxAge) => {
    const ages = new Set<number>()
    for (let seed = 0; seed < 400; seed += 1) {
      const person = generateTestPerson(seededRandom(seed), { minAge, maxAge }, TODAY)
      const age = ageOn(person.dateOfBirth, TODAY)
      expect(age).toBeGreaterThanOrEqual(minAge)
      expect(age).toBeLessThanOrEqual(maxAge)
      ages.add(age)
    }
    expect(ages.has(minAge)).toBe(true)
    if (maxAge - minAge < 10) expect(ages.has(maxAge)).toBe(true)
  })

  it('reaches the youngest and oldest possible day when the random source is at its ends', () => {
    const lowest = generateTestPerson(() => 0, { minAge: 30, maxAge: 35 }, TODAY)
    const highest = generateTestPerson(() => 0.999_999_999, { minAge: 30, maxAge: 35 }, TODAY)
    // Oldest: turns 36 tomorrow. Youngest: turned 30 today.
    expect(lowest.dateOfBirth).toBe('1990-06-16')
    expect(highest.dateOfBirth).toBe('1996-06-15')
  })

  it.each([
    [17, 30],
    [20, 100],
    [40, 30],
    [20.5, 30],
    [Number.NaN, 30],
  ])('refuses ages %s to %s', (minAge, maxAge) => {
    expect(() => generateTestPerson(seededRandom(1), { minAge, maxAge }, TODAY)).toThrow(RangeError)
  })

  it('bounds the API accepts are 18 to 99', () => {
    expect(TEST_DATA_AGE_BOUNDS).toEqual({ min: 18, max: 99 })
  })
})

describe('generateTestPerson properties', () => {
  const days = fc.date({ min: new Date(2024, 0, 1), max: new Date(2060, 11, 31), noInvalidDate: true })
  const ageRange = fc
    .tuple(
      fc.integer({ min: TEST_DATA_AGE_BOUNDS.min, max: TEST_DATA_AGE_BOUNDS.max }),
      fc.integer({ min: TEST_DATA_AGE_BOUNDS.min, max: TEST_DATA_AGE_BOUNDS.max }),
    )
    .map(([a, b]) => ({ minAge: Math.min(a, b), maxAge: Math.max(a, b) }))

  it('the ID number is valid and tells the date of birth, gender and citizenship of the person', () => {
    fc.assert(
      fc.property(fc.integer(), ageRange, days, (seed, ages, day) => {
        const today = new Date(day.getFullYear(), day.getMonth(), day.getDate())
        const person = generateTestPerson(seededRandom(seed), ages, today)
        expect(parseSaIdNumber(person.idNumber, today)).toEqual({
          dateOfBirth: person.dateOfBirth,
          gender: person.gender,
          isCitizen: true,
        })
        // The control digit agrees with the textbook Luhn algorithm too.
        expect(withLuhnDigit(person.idNumber.slice(0, 12))).toBe(person.idNumber)
        const age = ageOn(person.dateOfBirth, today)
        expect(age).toBeGreaterThanOrEqual(ages.minAge)
        expect(age).toBeLessThanOrEqual(ages.maxAge)
      }),
      { numRuns: 500 },
    )
  })

  it('the phone is a South African mobile number the forms accept', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { phone } = generateTestPerson(seededRandom(seed), {}, TODAY)
        expect(phone).toMatch(/^0[678]\d{8}$/)
        expect(isValidPhoneNumber(phone)).toBe(true)
        expect(PhoneNumberSchema.safeParse(phone).success).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('the email is at example.com and has no spaces or accents', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { email } = generateTestPerson(seededRandom(seed), {}, TODAY)
        expect(email).toMatch(/^[a-z]+\.[a-z]+\d{2}@example\.com$/)
      }),
      { numRuns: 300 },
    )
  })
})
