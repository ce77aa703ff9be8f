import { describe, expect, it } from 'vitest'
import { optionChosen, type PricedOption } from './options.ts'

const option = (key: string, more: Partial<PricedOption>): PricedOption => ({
  key,
  selectedProduct: null,
  premiumCents: 10_000,
  coverCents: 25_000_000,
  excessCents: 0,
  excessKey: 'NONE',
  tableVersion: 't1',
  steps: [],
  ...more,
})

describe('the option a person chose among the priced options', () => {
  const perExcess = [
    option('EXCESS_0', { premiumCents: 90_000, excessCents: 0 }),
    option('EXCESS_5000', { premiumCents: 80_000, excessCents: 500_000, excessKey: 'VOLUNTARY_5000' }),
  ]

  it('is the option of the excess named, not only the one rated', () => {
    expect(optionChosen(perExcess, { selectedProduct: undefined, excessCents: 500_000 })?.key).toBe(
      'EXCESS_5000',
    )
    expect(optionChosen(perExcess, { selectedProduct: undefined, excessCents: null })?.key).toBe('EXCESS_0')
  })

  it('is none for an excess not offered', () => {
    expect(optionChosen(perExcess, { selectedProduct: undefined, excessCents: 250_000 })).toBeNull()
  })

  it('is the cover named: life cover by default, the accidental death benefit when named', () => {
    const life = [
      option('LIFE', { selectedProduct: 'LIFE' }),
      option('ADB', { selectedProduct: 'ADB', premiumCents: 4_000 }),
    ]
    expect(optionChosen(life, { selectedProduct: undefined, excessCents: undefined })?.key).toBe('LIFE')
    expect(optionChosen(life, { selectedProduct: 'ADB', excessCents: 0 })?.key).toBe('ADB')
    expect(optionChosen([life[0]!], { selectedProduct: 'ADB', excessCents: undefined })).toBeNull()
  })
})
