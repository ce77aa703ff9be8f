import { describe, expect, it } from 'vitest'
import {
  answersOfVapVehicle,
  carForVapOf,
  vapRefusals,
  vapVehicleAnswersOf,
  type CarForVap,
} from './index.ts'

/** A 2020 hatchback worth R180 000, owned, private, undamaged and registered here. */
const CAR: CarForVap = {
  make: 'Volkswagen',
  model: 'Polo Vivo 1.4',
  startYear: 2020,
  owner: true,
  taxi: false,
  existingDamage: false,
  registeredInSA: true,
  isLimoOrPanelVan: false,
  estimatedValue: 18_000_000,
}

describe('what VAP cannot cover online (vapRefusals), each with its sentence', () => {
  it('covers an ordinary car', () => {
    expect(vapRefusals(CAR, 2026)).toEqual([])
  })

  it.each([
    ['a taxi', { taxi: true }, 'taxi', 'We cannot cover a vehicle used as a taxi.'],
    [
      'a limousine or panel van',
      { isLimoOrPanelVan: true },
      'isLimoOrPanelVan',
      'We cannot cover a limousine or a panel van.',
    ],
    [
      'a car registered abroad',
      { registeredInSA: false },
      'registeredInSA',
      'We can only cover a vehicle registered in South Africa.',
    ],
    [
      'existing damage',
      { existingDamage: true },
      'existingDamage',
      'We cannot cover a vehicle that is already damaged.',
    ],
    [
      'a car 16 years old',
      { startYear: 2010 },
      'startYear',
      'We can only cover a vehicle up to 15 years old.',
    ],
    [
      'a car worth R19 999.99',
      { estimatedValue: 1_999_999 },
      'estimatedValue',
      'We can only cover a vehicle worth R20 000 to R1 500 000.',
    ],
    [
      'a car worth R1 500 000.01',
      { estimatedValue: 150_000_001 },
      'estimatedValue',
      'We can only cover a vehicle worth R20 000 to R1 500 000.',
    ],
  ] as const)('refuses %s', (_case, change, field, message) => {
    expect(vapRefusals({ ...CAR, ...change }, 2026)).toEqual([{ field, message }])
  })

  it.each([
    ['15 years old', { startYear: 2011 }],
    ['worth exactly R20 000', { estimatedValue: 2_000_000 }],
    ['worth exactly R1 500 000', { estimatedValue: 150_000_000 }],
    ['not owned (financed or a family car)', { owner: false }],
  ] as const)('covers a car %s: the limits are inclusive', (_case, change) => {
    expect(vapRefusals({ ...CAR, ...change }, 2026)).toEqual([])
  })

  it('gives every reason at once', () => {
    const fields = vapRefusals({ ...CAR, taxi: true, existingDamage: true, estimatedValue: 0 }, 2026).map(
      (refusal) => refusal.field,
    )
    expect(fields).toEqual(['taxi', 'existingDamage', 'estimatedValue'])
  })
})

describe('the vehicle page: its yes/no questions as the Car for VAP fields', () => {
  it('sends yes as Y and no as N under each question, and reads them back; a field not sent is not answered', () => {
    const answers = answersOfVapVehicle({ owner: true, taxi: false, existingDamage: null })
    expect(answers).toEqual({
      Vehicle_owner: { codes: ['Y'], values: {} },
      Vehicle_taxi: { codes: ['N'], values: {} },
    })
    expect(vapVehicleAnswersOf(answers)).toEqual({
      owner: true,
      taxi: false,
      existingDamage: null,
      registeredInSA: null,
      isLimoOrPanelVan: null,
    })
  })

  it("puts the answers on the quick quote's vehicle: a taxi on it is refused with its sentence", () => {
    const car = carForVapOf(
      { make: 'Toyota', model: 'Quantum 2.5', year: 2021, valueCents: 45_000_000 },
      { owner: true, taxi: true, existingDamage: false, registeredInSA: true, isLimoOrPanelVan: false },
    )
    expect(car).toMatchObject({ make: 'Toyota', startYear: 2021, estimatedValue: 45_000_000, taxi: true })
    expect(vapRefusals(car, 2026)).toEqual([
      { field: 'taxi', message: 'We cannot cover a vehicle used as a taxi.' },
    ])
  })
})
