import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  ADDRESS_NOT_SELECTED_MESSAGE,
  AddressSchema,
  BUILDING_NAME_REQUIRED_MESSAGE,
  POSTAL_AREA_REQUIRED_MESSAGE,
  POSTAL_CITY_REQUIRED_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  POSTAL_COUNTY_REQUIRED_MESSAGE,
  PO_BOX_REQUIRED_MESSAGE,
  PostalAddressSchema,
  STREET_NAME_INVALID_MESSAGE,
  STREET_NUMBER_INVALID_MESSAGE,
  UNIT_NUMBER_REQUIRED_MESSAGE,
  isValidStreetName,
  isValidStreetNumber,
} from './index.ts'

describe('Street number not 0 and contains a digit; allows letters, digits, spaces (forms spec §5)', () => {
  it.each([['12'], ['12A'], ['3 B'], ['1'], ['105']])('accepts %j', (value) => {
    expect(isValidStreetNumber(value)).toBe(true)
  })

  it.each([
    ['0', '0'],
    ['zeros only', '00'],
    ['no digit', 'A'],
    ['a hyphen', '12-14'],
    ['a slash', '12/3'],
    ['nothing', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidStreetNumber(value)).toBe(false)
  })
})

describe('Street name contains a non-digit; allows letters, digits, hyphen, apostrophe, spaces (forms spec §5)', () => {
  it.each([
    ['Jan Smuts Avenue'],
    ['7th Street'],
    ["D'Urban Road"],
    ['Kwa-Mashu Highway'],
    ['Môrester Straat'],
  ])('accepts %j', (value) => {
    expect(isValidStreetName(value)).toBe(true)
  })

  it.each([
    ['digits only', '1234'],
    ['a comma', 'Main Road, Extension'],
    ['a full stop', 'St. George'],
    ['nothing', ''],
    ['spaces only', '   '],
  ])('rejects %s', (_, value) => {
    expect(isValidStreetName(value)).toBe(false)
  })
})

const residence = { streetNo: '12A', street: 'Jan Smuts Avenue', afrigisCode: 'AGIS-123' }

describe('Address: street number, street and afrigisCode always needed (forms spec §5)', () => {
  it('accepts a house address, in South Africa (ZA) as a residence by default', () => {
    expect(AddressSchema.parse(residence)).toMatchObject({
      ...residence,
      country: 'South Africa',
      countryCode: 'ZA',
      addressType: 'RESIDENCE',
      isComplexOrFlat: false,
    })
  })

  it.each([
    ['streetNo', STREET_NUMBER_INVALID_MESSAGE],
    ['street', STREET_NAME_INVALID_MESSAGE],
    ['afrigisCode', ADDRESS_NOT_SELECTED_MESSAGE],
  ])('needs %s', (field, message) => {
    expect(fieldMessages(AddressSchema, { ...residence, [field]: undefined })).toEqual({ [field]: [message] })
  })

  it('refuses another country', () => {
    expect(Object.keys(fieldMessages(AddressSchema, { ...residence, countryCode: 'NA' }))).toEqual([
      'countryCode',
    ])
  })

  it('accepts a mailing address', () => {
    expect(AddressSchema.parse({ ...residence, addressType: 'MAILING' }).addressType).toBe('MAILING')
  })
})

describe('Address: a complex or flat needs unitNo and buildingName (forms spec §5)', () => {
  it('asks for both when the address is in a complex or flat', () => {
    expect(fieldMessages(AddressSchema, { ...residence, isComplexOrFlat: true })).toEqual({
      unitNo: [UNIT_NUMBER_REQUIRED_MESSAGE],
      buildingName: [BUILDING_NAME_REQUIRED_MESSAGE],
    })
  })

  it('accepts a flat with its unit number and building name', () => {
    const flat = { ...residence, isComplexOrFlat: true, unitNo: '4', buildingName: 'Sea Breeze' }
    expect(fieldMessages(AddressSchema, flat)).toEqual({})
  })

  it('does not ask for them for a house', () => {
    expect(fieldMessages(AddressSchema, { ...residence, isComplexOrFlat: false })).toEqual({})
  })
})

describe('Postal address requires area, code, city, poBox, county (forms spec §5)', () => {
  const postal = {
    number: '',
    area: 'Rondebosch',
    code: '7700',
    city: 'Cape Town',
    poBox: '123',
    county: 'Western Cape',
  }

  it('accepts a complete postal address without a number', () => {
    expect(fieldMessages(PostalAddressSchema, postal)).toEqual({})
  })

  it.each([
    ['area', POSTAL_AREA_REQUIRED_MESSAGE],
    ['code', POSTAL_CODE_INVALID_MESSAGE],
    ['city', POSTAL_CITY_REQUIRED_MESSAGE],
    ['poBox', PO_BOX_REQUIRED_MESSAGE],
    ['county', POSTAL_COUNTY_REQUIRED_MESSAGE],
  ])('requires %s', (field, message) => {
    expect(fieldMessages(PostalAddressSchema, { ...postal, [field]: '' })).toEqual({ [field]: [message] })
  })

  it('refuses a postal code that is not four digits', () => {
    expect(fieldMessages(PostalAddressSchema, { ...postal, code: '770' })).toEqual({
      code: [POSTAL_CODE_INVALID_MESSAGE],
    })
  })
})
