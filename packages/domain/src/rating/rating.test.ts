import { FULL_QUOTE_QUESTIONS } from '../full-quote/contract.ts'
import { describe, expect, it } from 'vitest'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import { PRODUCT_CODES, type ProductCode } from '../catalogue/lists.ts'
import { QUICK_QUOTE_QUESTIONS, type AnswersByRef, type GivenAnswer } from '../quick-quote/journey.ts'
import {
  CURRENT_RATING_TABLES,
  RATING_TABLES_2026_11_V1,
  rateAccidentalDeathBenefit,
  REF,
  RatingTablesSchema,
  rateQuickQuote,
  type RatingLookups,
  type ResolvedSuburb,
  type ResolvedVehicle,
} from './index.ts'
import {
  BLOEMFONTEIN,
  DURBAN,
  KIMBERLEY,
  POLOKWANE,
  PRETORIA,
  SANDTON,
  STELLENBOSCH,
  TODAY,
  picked,
  staff,
  typed,
  vehicle,
  vehicleAnswer,
} from './testing.ts'

const T = CURRENT_RATING_TABLES
const NO_LOOKUPS: RatingLookups = { suburbs: {}, vehicle: null }

const rate = (product: ProductCode, answers: AnswersByRef, lookups: RatingLookups = NO_LOOKUPS) =>
  rateQuickQuote(product, answers, lookups, T, TODAY)

const quoted = (premium: number, excess: number, excessKey: string, cover: number) => ({
  outcome: 'QUOTED',
  premium,
  excess,
  excessKey,
  cover,
  tableVersion: CURRENT_RATING_TABLES.version,
  // The trace is checked against the premium by properties.test.ts and trace.test.ts.
  steps: expect.any(Array),
})

const life = (overrides: AnswersByRef = {}): AnswersByRef => ({
  [REF.dateOfBirth]: typed('1990/06/15'),
  [REF.gender]: picked('M'),
  [REF.smoker]: picked('N'),
  [REF.education]: picked('DEGREE'),
  [REF.height]: typed('1.80'),
  [REF.weight]: typed('81'),
  [REF.householdIncome]: typed('30000'),
  [REF.coverAmount]: typed('1000000'),
  ...overrides,
})

describe('Life: cover / R1 000 × age-band rate × gender × smoker × education × BMI × income', () => {
  it.each([
    // 36 → band 35 (42c); 81 / 1.8² = 25 → BMI 1.1; R30 000 → income 1. 1 000 × 42 × 0.92 × 1.1 = 42 504
    ['36, male, non-smoker, degree, BMI 25, R1m', life(), quoted(42_504, 0, 'NONE', 100_000_000)],
    // 26 → band 25 (22c); BMI 22 → 1; R10 000 → income 1.1. 500 × 22 × 0.85 × 1.75 × 1.1 × 1.1 = 19 798.6
    [
      '26, female smoker, matric, R500k',
      life({
        [REF.dateOfBirth]: typed('2000/01/01'),
        [REF.gender]: picked('F'),
        [REF.smoker]: picked('Y'),
        [REF.education]: picked('MATRIC'),
        [REF.height]: typed('1.65'),
        [REF.weight]: typed('60'),
        [REF.householdIncome]: typed('10 000'),
        [REF.coverAmount]: typed('500000'),
      }),
      quoted(19_799, 0, 'NONE', 50_000_000),
    ],
    // 18 today → band 18 (18c): 100 × 18 × 0.92 × 1.1 = 1 821.6, below the R100 minimum premium
    [
      '18 today, R100k: the minimum premium',
      life({ [REF.dateOfBirth]: typed('2008/11/22'), [REF.coverAmount]: typed('100000') }),
      quoted(10_000, 0, 'NONE', 10_000_000),
    ],
    // 17 until tomorrow's birthday: not 18 yet, checked separately below. 65 today → band 60 (360c):
    // 1 000 × 360 × 0.92 × 1.1 = 364 320
    [
      '65 today, R1m',
      life({ [REF.dateOfBirth]: typed('1961/11/22') }),
      quoted(364_320, 0, 'NONE', 100_000_000),
    ],
  ])('%s', (_, answers, expected) => {
    expect(rate('life', answers)).toEqual(expected)
  })

  it('takes the date of birth from the ID number when Date_of_birth is absent (15 June 1985 → 41 → 40 band, 62c)', () => {
    const { [REF.dateOfBirth]: _dob, ...rest } = life()
    // 1 000 × 62 × 0.92 × 1.1 = 62 744
    expect(rate('life', { ...rest, [REF.idNumber]: typed(VALID_ID_NUMBER) })).toEqual(
      quoted(62_744, 0, 'NONE', 100_000_000),
    )
  })

  it.each([
    ['income R4 999.99, below the R5 000 minimum', '4999.99', '100000', 'life-premium-not-qual'],
    ['income 0', '0', '100000', 'life-premium-not-qual'],
    [
      'R10 000 income allows 120 × = R1 200 000: R1 200 001 is beyond',
      '10000',
      '1200001',
      'life-exceeds-range',
    ],
    ['cover R99 999, below the R100 000 minimum', '10000', '99999', 'life-exceeds-range'],
    [
      'R15 000 income allows 180 × = R2 700 000: R2 700 001 is beyond',
      '15000',
      '2700001',
      'life-exceeds-range',
    ],
  ])('NOT_QUALIFIED: %s', (_, income, cover, reason) => {
    expect(
      rate('life', life({ [REF.householdIncome]: typed(income), [REF.coverAmount]: typed(cover) })),
    ).toEqual({ outcome: 'NOT_QUALIFIED', reason, tableVersion: CURRENT_RATING_TABLES.version })
  })

  it.each([
    ['R5 000 income, R100 000 cover (the minimum of both)', '5000', '100000'],
    ['R10 000 income, R1 200 000 cover (120 ×, the edge)', '10000', '1200000'],
    ['R15 000 income, R2 700 000 cover (180 ×, the edge)', '15000', '2700000'],
  ])('QUOTED within range: %s', (_, income, cover) => {
    expect(
      rate('life', life({ [REF.householdIncome]: typed(income), [REF.coverAmount]: typed(cover) })).outcome,
    ).toBe('QUOTED')
  })
})

describe('Funeral: cover / R1 000 × age-band rate × (1 + member loadings)', () => {
  const funeral = (age: string, cover: string, ...members: string[]): AnswersByRef => ({
    [REF.age]: typed(age),
    [REF.coveredMembers]: picked(...members),
    [REF.funeralCover]: picked(cover),
  })
  it.each([
    ['25, R10 000, main only: 10 × 550', funeral('25', '10000', 'MAIN'), quoted(5_500, 0, 'NONE', 1_000_000)],
    // 20 × 700 × (1 + 0.8 + 0.35) = 30 100
    [
      '40, R20 000, spouse and children: 20 × 700 × 2.15',
      funeral('40', '20000', 'MAIN', 'SPOUSE', 'CHILDREN'),
      quoted(30_100, 0, 'NONE', 2_000_000),
    ],
    // 10 × 2 200 × (1 + 1.6 + 1.2) = 83 600
    [
      '70, R10 000, parents and extended: 10 × 2 200 × 3.8',
      funeral('70', '10000', 'MAIN', 'PARENTS', 'EXTENDED'),
      quoted(83_600, 0, 'NONE', 1_000_000),
    ],
    // The full quote's count: 10 × 2 200 × (1 + 1.6 + 3 × 1.2) = 136 400
    [
      '70, R10 000, parents and three extended family members: 10 × 2 200 × 6.2',
      {
        ...funeral('70', '10000', 'MAIN', 'PARENTS', 'EXTENDED'),
        [REF.extendedFamilyCount]: typed('3'),
      },
      quoted(136_400, 0, 'NONE', 1_000_000),
    ],
  ])('%s', (_, answers, expected) => {
    expect(rate('funeral', answers)).toEqual(expected)
  })
})

describe('Gap: plan base × age band × (1 + member loadings); cover fixed per plan', () => {
  it.each([
    [
      '35, comprehensive, with spouse: 23 000 × 1.15 × 1.9',
      '35',
      'COMPREHENSIVE',
      ['MAIN', 'SPOUSE'],
      50_255,
      25_000_000,
    ],
    ['25, hospital, main: 16 500', '25', 'HOSPITAL', ['MAIN'], 16_500, 15_000_000],
    [
      '62, savings, children: 19 500 × 1.9 × 1.3 = 48 165',
      '62',
      'SAVINGS',
      ['MAIN', 'CHILDREN'],
      48_165,
      20_000_000,
    ],
  ])('%s', (_, age, plan, members, premium, cover) => {
    const answers = {
      [REF.age]: typed(age),
      [REF.medicalAidScheme]: typed('Discovery Health'),
      [REF.medicalAidPlan]: picked(plan),
      [REF.coveredMembers]: picked(...members),
    }
    expect(rate('gap', answers)).toEqual(quoted(premium, 0, 'NONE', cover))
  })
})

const carQuote = (v: ResolvedVehicle, place: ResolvedSuburb, answers: Record<string, string | string[]>) =>
  rate(
    'car',
    {
      [REF.vehicle]: vehicleAnswer(v),
      [REF.overnightSuburb]: typed(String(place.id)),
      [REF.vehicleUse]: picked(answers.use as string),
      [REF.overnightParking]: picked(answers.parking as string),
      [REF.driverAge]: typed(answers.driverAge as string),
      [REF.licenceYears]: typed(answers.licenceYears as string),
      [REF.claims]: picked(answers.claims as string),
    },
    { suburbs: { [REF.overnightSuburb]: place }, vehicle: v },
  )

describe('Car: value / R1 000 × 380 × vehicle age × body × parking × use × area × driver × licence × claims', () => {
  it('R250k 2022 sedan, garaged in Sandton (Johannesburg metro 1.45), 35, 12 years licensed, no claims', () => {
    // 250 × 380 × 0.95 × 1 × 0.9 × 1 × 1.45 × 1 × 0.95 × 1 = 111 887.4 → 111 887; R250k → BASIC_5000
    expect(
      carQuote(vehicle(), SANDTON, {
        use: 'PRIVATE',
        parking: 'GARAGE',
        driverAge: '35',
        licenceYears: '12',
        claims: '0',
      }),
    ).toEqual(quoted(111_887, 500_000, 'BASIC_5000', 25_000_000))
  })

  it('R150k 2016 hatch in Kimberley on the street, business use, 22, 3 years licensed, 2 claims', () => {
    // 150 × 380 × 0.9 × 0.95 × 1.2 × 1.15 × 0.85 × 1.4 × 1.15 × 1.45 = 133 454.4; R150k starts BASIC_5000
    expect(
      carQuote(vehicle({ year: 2016, bodyType: 'HATCH', valueCents: 15_000_000 }), KIMBERLEY, {
        use: 'BUSINESS',
        parking: 'STREET',
        driverAge: '22',
        licenceYears: '3',
        claims: '2',
      }),
    ).toEqual(quoted(133_454, 500_000, 'BASIC_5000', 15_000_000))
  })

  it('R50k car in Bloemfontein: 50 × 380 × 0.9 × 0.95 = 16 245, below the R400 minimum; BASIC_3500', () => {
    expect(
      carQuote(vehicle({ year: 2010, bodyType: 'HATCH', valueCents: 5_000_000 }), BLOEMFONTEIN, {
        use: 'PRIVATE',
        parking: 'DRIVEWAY',
        driverAge: '40',
        licenceYears: '20',
        claims: '0',
      }),
    ).toEqual(quoted(40_000, 350_000, 'BASIC_3500', 5_000_000))
  })

  it('a 2027 model in November 2026 has vehicle age 0, and Hatfield (0083) takes the Tshwane range 1.3', () => {
    // 250 × 380 × 1 × 1 (sedan) × 1 (driveway) × 1 × 1.3 × 1 × 1 × 1 = 123 500
    expect(
      carQuote(vehicle({ year: 2027 }), PRETORIA, {
        use: 'PRIVATE',
        parking: 'DRIVEWAY',
        driverAge: '30',
        licenceYears: '5',
        claims: '0',
      }),
    ).toEqual(quoted(123_500, 500_000, 'BASIC_5000', 25_000_000))
  })
})

describe('Motorcycle: value / R1 000 × 520 × the car factors bar body type and parking', () => {
  it('R80 000 2024 bike in Stellenbosch (7600, outside the Cape Town range: Western Cape 1.1), 1 claim', () => {
    // 80 × 520 × 1 × 1 × 1.1 × 1 × 1 × 1.2 = 54 912; R80 000 starts BASIC_4000
    const answers = {
      [REF.motorcycleYear]: typed('2024'),
      [REF.motorcycleValue]: typed('80000'),
      [REF.vehicleUse]: picked('PRIVATE'),
      [REF.overnightSuburb]: typed(String(STELLENBOSCH.id)),
      [REF.driverAge]: typed('30'),
      [REF.licenceYears]: typed('8'),
      [REF.claims]: picked('1'),
    }
    expect(
      rate('motorcycle', answers, { suburbs: { [REF.overnightSuburb]: STELLENBOSCH }, vehicle: null }),
    ).toEqual(quoted(54_912, 400_000, 'BASIC_4000', 8_000_000))
  })
})

describe('Property: (contents × 110 + building × 25) / R1 000 × area × roof × (1 − security, capped 25 %)', () => {
  const property = (product: ProductCode, place: ResolvedSuburb, answers: AnswersByRef) =>
    rate(
      product,
      { [REF.suburb]: typed(String(place.id)), ...answers },
      { suburbs: { [REF.suburb]: place }, vehicle: null },
    )
  it('home in Durban (4001, 1.25), R200k contents, R1.5m thatch building, alarm and armed response', () => {
    // (200 × 110 + 1 500 × 25) × 1.25 × 1.6 × 0.85 = 59 500 × 1.7 = 101 150; R1.7m → BASIC_5000
    expect(
      property('home', DURBAN, {
        [REF.contentsSumInsured]: typed('200000'),
        [REF.buildingSumInsured]: typed('1500000'),
        [REF.roofType]: picked('THATCH'),
        [REF.security]: picked('ALARM', 'ARMED_RESPONSE'),
      }),
    ).toEqual(quoted(101_150, 500_000, 'BASIC_5000', 170_000_000))
  })
  it('contents in Hatfield (Gauteng 1.2), R100k, no security: 100 × 110 × 1.2 = 13 200; BASIC_1000', () => {
    expect(
      property('contents', PRETORIA, {
        [REF.contentsSumInsured]: typed('100000'),
        [REF.security]: picked('NONE'),
      }),
    ).toEqual(quoted(13_200, 100_000, 'BASIC_1000', 10_000_000))
  })
  it('buildings in Polokwane (0.9), R2m, every measure (31 % capped at 25 %): 2 000 × 25 × 0.9 × 0.75', () => {
    expect(
      property('buildings', POLOKWANE, {
        [REF.buildingSumInsured]: typed('2000000'),
        [REF.roofType]: picked('STANDARD'),
        [REF.security]: picked(
          'ALARM',
          'ARMED_RESPONSE',
          'BURGLAR_BARS',
          'SECURITY_GATES',
          'SECURITY_COMPLEX',
        ),
      }),
    ).toEqual(quoted(33_750, 500_000, 'BASIC_5000', 200_000_000))
  })
})

describe('VAP: option base × vehicle age band × value band, by product', () => {
  const v = vehicle()
  it.each([
    // R250k 2022: age 4 → 1.1, value band R200k → 1
    ['vap', 'STANDARD', 'vap standard: 14 900 × 1.1', quoted(16_390, 0, 'NONE', 5_000_000)],
    [
      'vapsscratchanddent',
      'BASIC',
      'scratch and dent basic: 12 900 × 1.1',
      quoted(14_190, 50_000, 'BASIC_500', 500_000),
    ],
    // tyre and rim's age bands start a new band at 5: age 4 → 1
    ['vapstyreandrim', 'PREMIUM', 'tyre and rim premium: 18 900 × 1', quoted(18_900, 0, 'NONE', 4_000_000)],
  ] as const)('%s %s: %s', (product, option, _, expected) => {
    expect(
      rate(
        product,
        { [REF.vehicle]: vehicleAnswer(v), [REF.vapOption]: picked(option) },
        { suburbs: {}, vehicle: v },
      ),
    ).toEqual(expected)
  })
})

describe('Legal: option premium × age band, by product', () => {
  it.each([
    ['legal', '45', '100000', 'R100 000 at 45: 12 500 × 1.05', 13_125],
    ['legal', '18', '50000', 'R50 000 at 18: 8 500', 8_500],
    ['legalcosts', '70', '250000', 'R250 000 at 70: 15 900 × 1.15', 18_285],
  ] as const)('%s %s %s: %s', (product, age, cover, _, premium) => {
    expect(rate(product, { [REF.age]: typed(age), [REF.legalCover]: picked(cover) })).toEqual(
      quoted(premium, 0, 'NONE', Number(cover) * 100),
    )
  })
})

describe('Business: (turnover × type rate + contents × type rate) / R1 000 × employees × area', () => {
  it('restaurant in Durban (1.3), R2m turnover, R300k contents, 12 staff (1.1)', () => {
    // (2 000 × 8 + 300 × 180) × 1.1 × 1.3 = 70 000 × 1.43 = 100 100; R300k contents → BASIC_2500
    const answers = {
      [REF.businessType]: picked('RESTAURANT'),
      [REF.businessSuburb]: typed(String(DURBAN.id)),
      [REF.annualTurnover]: typed('2000000'),
      [REF.contentsSumInsured]: typed('300000'),
      [REF.employees]: staff('12'),
    }
    expect(rate('bi', answers, { suburbs: { [REF.businessSuburb]: DURBAN }, vehicle: null })).toEqual(
      quoted(100_100, 250_000, 'BASIC_2500', 30_000_000),
    )
  })

  it('counts part-time staff with full-time staff; part-time may be left empty, full-time may not', () => {
    const answers = (employees: GivenAnswer) => ({
      [REF.businessType]: picked('RESTAURANT'),
      [REF.businessSuburb]: typed(String(DURBAN.id)),
      [REF.annualTurnover]: typed('2000000'),
      [REF.contentsSumInsured]: typed('300000'),
      [REF.employees]: employees,
    })
    const lookups = { suburbs: { [REF.businessSuburb]: DURBAN }, vehicle: null }
    expect(rate('bi', answers(staff('8', '4')), lookups)).toEqual(rate('bi', answers(staff('12')), lookups))
    expect(rate('bi', answers(staff('12', ' ')), lookups)).toEqual(rate('bi', answers(staff('12')), lookups))
    expect(rate('bi', answers(staff('', '12')), lookups)).toMatchObject({
      outcome: 'INVALID',
      problems: [{ ref: REF.employees, message: 'Employees is required' }],
    })
  })
})

describe('Specified items: value / R1 000 × item rate (all risk: the highest) × area', () => {
  const item = (product: ProductCode, ref: string, codes: string[], value: string, place: ResolvedSuburb) =>
    rate(
      product,
      { [ref]: picked(...codes), [REF.itemValue]: typed(value), [REF.suburb]: typed(String(place.id)) },
      { suburbs: { [REF.suburb]: place }, vehicle: null },
    )
  it.each([
    // cellphone 500 beats jewellery 200: 20 × 500 × 1.25 (Gauteng) = 12 500; R20 000 starts BASIC_1000
    [
      'allrisk',
      REF.allRiskItems,
      ['CELLPHONE', 'JEWELLERY'],
      '20000',
      PRETORIA,
      quoted(12_500, 100_000, 'BASIC_1000', 2_000_000),
    ],
    // 150 × 350 × 1 (Western Cape) = 52 500; R150 000 → BASIC_2500
    [
      'watercraft',
      REF.watercraftType,
      ['JET_SKI'],
      '150000',
      STELLENBOSCH,
      quoted(52_500, 250_000, 'BASIC_2500', 15_000_000),
    ],
    // 8 × 120 × 0.85 = 816, below the R50 minimum
    ['trailer', REF.trailerType, ['LUGGAGE'], '8000', KIMBERLEY, quoted(5_000, 50_000, 'BASIC_500', 800_000)],
  ] as const)('%s %j R%s', (product, ref, codes, value, place, expected) => {
    expect(item(product, ref, [...codes], value, place)).toEqual(expected)
  })
})

describe('Missing or bad answers give INVALID naming the ref, never a throw', () => {
  it.each(PRODUCT_CODES.map((product) => [product]))(
    '%s with no answers names every required question',
    (product) => {
      const outcome = rate(product, {})
      const required = QUICK_QUOTE_QUESTIONS[product].filter((q) => q.required).map((q) => q.ref)
      expect(outcome.outcome).toBe('INVALID')
      if (outcome.outcome !== 'INVALID') return
      expect(outcome.problems.map((p) => p.ref).sort()).toEqual([...required].sort())
      for (const problem of outcome.problems) expect(problem.message).toBe(`${problem.ref} is required`)
    },
  )

  const car = (overrides: AnswersByRef = {}, lookups: Partial<RatingLookups> = {}) =>
    rate(
      'car',
      {
        [REF.vehicle]: vehicleAnswer(vehicle()),
        [REF.overnightSuburb]: typed(String(SANDTON.id)),
        [REF.vehicleUse]: picked('PRIVATE'),
        [REF.overnightParking]: picked('GARAGE'),
        [REF.driverAge]: typed('35'),
        [REF.licenceYears]: typed('12'),
        [REF.claims]: picked('0'),
        ...overrides,
      },
      { suburbs: { [REF.overnightSuburb]: SANDTON }, vehicle: vehicle(), ...lookups },
    )

  it.each([
    [
      'blank driver age',
      () => car({ [REF.driverAge]: typed('  ') }),
      REF.driverAge,
      'Driver_age is required',
    ],
    [
      'text driver age',
      () => car({ [REF.driverAge]: typed('thirty') }),
      REF.driverAge,
      'Driver_age must be a number',
    ],
    [
      'driver age 17',
      () => car({ [REF.driverAge]: typed('17') }),
      REF.driverAge,
      'Driver_age must be between 18 and 99',
    ],
    [
      'driver age 30.5',
      () => car({ [REF.driverAge]: typed('30.5') }),
      REF.driverAge,
      'Driver_age must be a whole number',
    ],
    [
      'licence held longer than possible',
      () => car({ [REF.driverAge]: typed('30'), [REF.licenceYears]: typed('15') }),
      REF.licenceYears,
      'Licence_years cannot be more than Driver_age less 16',
    ],
    [
      'unknown claims code',
      () => car({ [REF.claims]: picked('4') }),
      REF.claims,
      'Claims_last_3_years has no answer 4',
    ],
    [
      'two uses',
      () => car({ [REF.vehicleUse]: picked('PRIVATE', 'BUSINESS') }),
      REF.vehicleUse,
      'Vehicle_use takes one answer',
    ],
    ['vehicle not resolved', () => car({}, { vehicle: null }), REF.vehicle, 'Vehicle is not a known vehicle'],
    [
      'vehicle resolved to another code',
      () => car({}, { vehicle: vehicle({ code: 'OTHER' }) }),
      REF.vehicle,
      'Vehicle is not a known vehicle',
    ],
    [
      'vehicle without a value',
      () => car({}, { vehicle: vehicle({ valueCents: 0 }) }),
      REF.vehicle,
      'Vehicle has no value to insure',
    ],
    [
      'suburb not resolved',
      () => car({}, { suburbs: {} }),
      REF.overnightSuburb,
      'Overnight_suburb is not a known suburb',
    ],
    [
      'suburb resolved to another id',
      () => car({}, { suburbs: { [REF.overnightSuburb]: DURBAN } }),
      REF.overnightSuburb,
      'Overnight_suburb is not a known suburb',
    ],
    [
      'suburb in no province',
      () => car({}, { suburbs: { [REF.overnightSuburb]: { ...SANDTON, province: 'Atlantis' } } }),
      REF.overnightSuburb,
      'Overnight_suburb is not in a known province',
    ],
    [
      'date of birth with dashes',
      () => rate('life', life({ [REF.dateOfBirth]: typed('1990-06-15') })),
      REF.dateOfBirth,
      'Date_of_birth must be a date YYYY/MM/DD',
    ],
    [
      '31 April',
      () => rate('life', life({ [REF.dateOfBirth]: typed('1990/04/31') })),
      REF.dateOfBirth,
      'Date_of_birth must be a date YYYY/MM/DD',
    ],
    [
      '17, a day short of 18',
      () => rate('life', life({ [REF.dateOfBirth]: typed('2008/11/23') })),
      REF.dateOfBirth,
      'Life cover is quoted from age 18 to 65',
    ],
    [
      '66',
      () => rate('life', life({ [REF.dateOfBirth]: typed('1960/11/22') })),
      REF.dateOfBirth,
      'Life cover is quoted from age 18 to 65',
    ],
    [
      'no date of birth and a bad ID number',
      () => {
        const { [REF.dateOfBirth]: _dob, ...rest } = life()
        return rate('life', { ...rest, [REF.idNumber]: typed('8506155009089') })
      },
      REF.idNumber,
      'Id_number must be a valid South African ID number',
    ],
    [
      'an ID number of a 10-year-old',
      () => {
        const { [REF.dateOfBirth]: _dob, ...rest } = life()
        return rate('life', { ...rest, [REF.idNumber]: typed(saIdNumber('160101')) })
      },
      REF.idNumber,
      'Life cover is quoted from age 18 to 65',
    ],
    [
      'height in cm',
      () => rate('life', life({ [REF.height]: typed('180') })),
      REF.height,
      'Height must be between 1 and 2.5',
    ],
    [
      'negative income',
      () => rate('life', life({ [REF.householdIncome]: typed('-1') })),
      REF.householdIncome,
      'Household_income must be a number',
    ],
    [
      'gender X',
      () => rate('life', life({ [REF.gender]: picked('X') })),
      REF.gender,
      'Gender has no answer X',
    ],
    [
      'None of the above with an alarm',
      () =>
        rate(
          'contents',
          {
            [REF.suburb]: typed(String(DURBAN.id)),
            [REF.contentsSumInsured]: typed('100000'),
            [REF.security]: picked('ALARM', 'NONE'),
          },
          { suburbs: { [REF.suburb]: DURBAN }, vehicle: null },
        ),
      REF.security,
      'Security: None of the above goes with no other answer',
    ],
    [
      'funeral cover not an option',
      () =>
        rate('funeral', {
          [REF.age]: typed('40'),
          [REF.coveredMembers]: picked('MAIN'),
          [REF.funeralCover]: picked('12345'),
        }),
      REF.funeralCover,
      'Funeral_cover has no answer 12345',
    ],
  ])('%s', (_, outcome, ref, message) => {
    expect(outcome()).toEqual({ outcome: 'INVALID', problems: [{ ref, message }] })
  })

  it('answers of the wrong shape are INVALID, not a throw', () => {
    const junk = { [REF.driverAge]: { codes: null, values: null } } as unknown as AnswersByRef
    expect(rate('car', junk).outcome).toBe('INVALID')
  })
})

describe('Tables', () => {
  it('RatingTablesSchema accepts the current tables', () => {
    expect(RatingTablesSchema.parse(CURRENT_RATING_TABLES)).toEqual(CURRENT_RATING_TABLES)
  })

  it.each([
    ['unsorted bands', { ...T, life: { ...T.life, ageBands: [...T.life.ageBands].reverse() } }],
    ['a fractional cent', { ...T, life: { ...T.life, minimumPremiumCents: 100.5 } }],
    ['a zero factor', { ...T, motor: { ...T.motor, use: { PRIVATE: 0, BUSINESS: 1 } } }],
    ['a missing code', { ...T, gap: { ...T.gap, plans: { HOSPITAL: T.gap.plans.HOSPITAL } } }],
    [
      'a province missing',
      { ...T, property: { ...T.property, area: { ...T.property.area, provinces: {} } } },
    ],
    [
      'a bad excess key',
      { ...T, property: { ...T.property, excessBands: [{ from: 0, excess: { cents: 100, key: 'r1' } }] } },
    ],
    [
      'a postal range backwards',
      {
        ...T,
        motor: {
          ...T.motor,
          area: { ...T.motor.area, postalCodeOverrides: [{ name: 'x', from: 9, to: 1, factor: 1 }] },
        },
      },
    ],
  ])('RatingTablesSchema refuses %s', (_, tables) => {
    expect(RatingTablesSchema.safeParse(tables).success).toBe(false)
  })

  it('every ref the engine reads is a question of the contract (quick quote or full quote)', () => {
    const asked = new Set(
      [...Object.values(QUICK_QUOTE_QUESTIONS), ...Object.values(FULL_QUOTE_QUESTIONS)].flatMap((questions) =>
        questions.map((q) => q.ref),
      ),
    )
    expect(Object.values(REF).filter((ref) => !asked.has(ref))).toEqual([])
  })
})

describe('The accidental death benefit (feature flag adb)', () => {
  it.each([
    // R2 000 000 cover × R0.09 per R1 000 = R180
    [2_000_000_00, 18_000],
    // R100 000 × 9 cents per R1 000 = R9, below the life minimum premium of R100
    [100_000_00, 10_000],
  ])('%i cents of cover cost %i cents a month', (cover, premium) => {
    expect(rateAccidentalDeathBenefit(cover, T.life)).toBe(premium)
  })

  it('is not priced on tables from before it was sold', () => {
    expect(rateAccidentalDeathBenefit(1_000_000_00, RATING_TABLES_2026_11_V1.life)).toBeNull()
  })
})
