import { describe, expect, it } from 'vitest'
import { coverLinesOf } from '../full-quote/selling.ts'
import { rateVap } from '../rating/vap.ts'
import { CURRENT_RATING_TABLES } from '../rating/tables.ts'
import {
  ADD_ON_NOT_OFFERED_MESSAGE,
  ADD_ON_TWICE_MESSAGE,
  checkAddOnsChosen,
  priceVapAddOns,
  vapAddOnsOffered,
  type PricedAddOn,
} from './add-ons.ts'

const CAR_PREMIUM_PAGE = { offersVapAddOns: true }
const TABLES = CURRENT_RATING_TABLES

describe('the VAPs a premium page offers as add-ons (aof_vaps, decision 011)', () => {
  it.each([
    ['the car’s page, aof_vaps: the combined VAP', CAR_PREMIUM_PAGE, ['aof_vaps'], ['vap']],
    [
      'the car’s page, aof_vaps and multiple_vaps: the two separate VAPs',
      CAR_PREMIUM_PAGE,
      ['aof_vaps', 'multiple_vaps'],
      ['vapsscratchanddent', 'vapstyreandrim'],
    ],
    ['the car’s page without aof_vaps: none', CAR_PREMIUM_PAGE, ['multiple_vaps'], []],
    ['a page that does not offer them, with the flag: none', {}, ['aof_vaps'], []],
    ['no premium page: none', undefined, ['aof_vaps'], []],
  ] as const)('%s', (_case, settings, flags, offered) => {
    expect(vapAddOnsOffered(settings, [...flags])).toEqual([...offered])
  })
})

describe('add-ons priced on the quote’s vehicle', () => {
  const polo = { year: 2020, valueCents: 18_000_000 }

  it('each at the STANDARD option by rateVap on the vehicle’s age and value', () => {
    const priced = priceVapAddOns(
      ['vapsscratchanddent', 'vapstyreandrim'],
      polo,
      TABLES.vap,
      TABLES.version,
      2026,
    )
    expect(priced.map((addOn) => addOn.productCode)).toEqual(['vapsscratchanddent', 'vapstyreandrim'])
    for (const addOn of priced) {
      const price = rateVap(
        { product: addOn.productCode, option: 'STANDARD', vehicleAgeYears: 6, valueCents: 18_000_000 },
        TABLES.vap,
      )
      expect(addOn).toEqual({
        productCode: addOn.productCode,
        premiumCents: price.premium,
        coverCents: price.cover,
        excessCents: price.excess,
        tableVersion: TABLES.version,
      })
      expect(addOn.premiumCents).toBeGreaterThan(0)
    }
  })

  it.each([
    ['older than the VAP tables price (16 years)', { year: 2010, valueCents: 18_000_000 }],
    ['worth less than R20 000', { year: 2020, valueCents: 1_999_999 }],
    ['worth more than R1 500 000', { year: 2020, valueCents: 150_000_001 }],
  ])('none for a car %s', (_case, vehicle) => {
    expect(priceVapAddOns(['vap'], vehicle, TABLES.vap, TABLES.version, 2026)).toEqual([])
  })

  it('none without a vehicle', () => {
    expect(priceVapAddOns(['vap'], null, TABLES.vap, TABLES.version, 2026)).toEqual([])
  })
})

describe('the add-ons accepted (checkAddOnsChosen)', () => {
  const priced: PricedAddOn[] = [
    {
      productCode: 'vapsscratchanddent',
      premiumCents: 8_900,
      coverCents: 1_500_000,
      excessCents: 0,
      tableVersion: 'v',
    },
    {
      productCode: 'vapstyreandrim',
      premiumCents: 6_500,
      coverCents: 1_000_000,
      excessCents: 0,
      tableVersion: 'v',
    },
  ]

  it('records the server’s figures and adds their premiums', () => {
    expect(
      checkAddOnsChosen(priced, [
        { productCode: 'vapstyreandrim', premium: 6_500 },
        { productCode: 'vapsscratchanddent', premium: 8_900 },
      ]),
    ).toEqual({ ok: true, addOns: [priced[1], priced[0]], premiumCents: 15_400 })
  })

  it('none chosen: nothing added', () => {
    expect(checkAddOnsChosen(priced, [])).toEqual({ ok: true, addOns: [], premiumCents: 0 })
  })

  it.each([
    [
      'a VAP not offered (the combined VAP with multiple_vaps)',
      [{ productCode: 'vap', premium: 100 }],
      [{ path: 'addOns.0.productCode', message: ADD_ON_NOT_OFFERED_MESSAGE }],
    ],
    [
      'not a VAP at all',
      [
        { productCode: 'vapstyreandrim', premium: 6_500 },
        { productCode: 'funeral', premium: 100 },
      ],
      [{ path: 'addOns.1.productCode', message: ADD_ON_NOT_OFFERED_MESSAGE }],
    ],
    [
      'the same add-on twice',
      [
        { productCode: 'vapstyreandrim', premium: 6_500 },
        { productCode: 'vapstyreandrim', premium: 6_500 },
      ],
      [{ path: 'addOns.1.productCode', message: ADD_ON_TWICE_MESSAGE }],
    ],
  ])('%s: 400 beside it', (_case, chosen, problems) => {
    expect(checkAddOnsChosen(priced, chosen)).toEqual({ ok: false, status: 400, problems })
  })

  it('a premium other than the one priced is stale figures: 409', () => {
    expect(checkAddOnsChosen(priced, [{ productCode: 'vapstyreandrim', premium: 6_400 }])).toEqual({
      ok: false,
      status: 409,
    })
  })
})

describe('a car policy’s schedule names its add-ons', () => {
  it('the car’s lines, then each add-on’s, marked as such with its cover', () => {
    const lines = coverLinesOf('car', 25_000_000, null, [
      { productCode: 'vapstyreandrim', coverCents: 1_000_000 },
    ])
    expect(lines.slice(0, 2)).toEqual(coverLinesOf('car', 25_000_000))
    expect(lines[2]).toEqual({
      description: 'Add-on: Tyre and rim cover: tyres and rims of the insured vehicle replaced, each year',
      sumInsuredCents: 1_000_000,
    })
    expect(lines).toHaveLength(3)
  })
})
