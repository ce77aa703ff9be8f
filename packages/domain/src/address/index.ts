import { z } from '../zod-config/index.ts'
import { ADDRESS_COUNTRY, ADDRESS_COUNTRY_CODE, AddressTypeSchema } from '../catalogue/index.ts'
import { requiredText } from '../field/index.ts'

/**
 * Messages for address fields. Forms spec §5 gives the rules but no texts; these are ours.
 */
export const STREET_NUMBER_INVALID_MESSAGE = 'Street number must be valid'
export const STREET_NAME_INVALID_MESSAGE = 'Street name must be valid'
export const ADDRESS_NOT_SELECTED_MESSAGE = 'Select your address from the list'
export const UNIT_NUMBER_REQUIRED_MESSAGE = 'Unit number is required'
export const BUILDING_NAME_REQUIRED_MESSAGE = 'Building name is required'
export const POSTAL_AREA_REQUIRED_MESSAGE = 'Postal area is required'
export const POSTAL_CODE_INVALID_MESSAGE = 'Postal code must be 4 digits'
export const POSTAL_CITY_REQUIRED_MESSAGE = 'City is required'
export const PO_BOX_REQUIRED_MESSAGE = 'PO Box is required'
export const POSTAL_COUNTY_REQUIRED_MESSAGE = 'County is required'

/**
 * Forms spec §5: a street number is not 0, contains a digit, and holds only letters, digits and spaces
 * (12, 12A, 3 B). We read "not 0" as "not zero", so 00 is refused too.
 */
export function isValidStreetNumber(value: string): boolean {
  const trimmed = value.trim()
  return /^[\p{L}\d ]+$/u.test(trimmed) && /\d/.test(trimmed) && !/^[0 ]+$/.test(trimmed)
}

/**
 * Forms spec §5: a street name contains a non-digit and holds only letters, digits, hyphens,
 * apostrophes and spaces (Jan Smuts Avenue, 7th Street, D'Urban Road, Kwa-Mashu Highway).
 */
export function isValidStreetName(value: string): boolean {
  const trimmed = value.trim()
  return /^[\p{L}\p{M}\d' -]+$/u.test(trimmed) && /\D/.test(trimmed)
}

const optionalText = (maxChars: number) => z.string().trim().max(maxChars).nullish()

/**
 * A physical address (forms spec §3, §5). Street number, street and afrigisCode are always required;
 * when `isComplexOrFlat` is on, unitNo and buildingName are too. Country is always South Africa (ZA).
 */
export const AddressSchema = z
  .object({
    streetNo: z
      .string({ error: STREET_NUMBER_INVALID_MESSAGE })
      .trim()
      .max(20, { error: STREET_NUMBER_INVALID_MESSAGE, abort: true })
      .refine(isValidStreetNumber, { error: STREET_NUMBER_INVALID_MESSAGE }),
    street: z
      .string({ error: STREET_NAME_INVALID_MESSAGE })
      .trim()
      .max(100, { error: STREET_NAME_INVALID_MESSAGE, abort: true })
      .refine(isValidStreetName, { error: STREET_NAME_INVALID_MESSAGE }),
    /** The geocoded address picked from the suburb lookup. */
    afrigisCode: requiredText(ADDRESS_NOT_SELECTED_MESSAGE, 64),
    postArea: optionalText(100),
    postalRegion: optionalText(100),
    town: optionalText(100),
    province: optionalText(100),
    country: z.literal(ADDRESS_COUNTRY).default(ADDRESS_COUNTRY),
    countryCode: z.literal(ADDRESS_COUNTRY_CODE).default(ADDRESS_COUNTRY_CODE),
    addressType: AddressTypeSchema.default('RESIDENCE'),
    isComplexOrFlat: z.boolean().default(false),
    unitNo: optionalText(20),
    buildingName: optionalText(100),
  })
  .superRefine((address, ctx) => {
    if (address.isComplexOrFlat !== true) return
    if (!address.unitNo)
      ctx.addIssue({ code: 'custom', path: ['unitNo'], message: UNIT_NUMBER_REQUIRED_MESSAGE })
    if (!address.buildingName) {
      ctx.addIssue({ code: 'custom', path: ['buildingName'], message: BUILDING_NAME_REQUIRED_MESSAGE })
    }
  })
export type Address = z.infer<typeof AddressSchema>

/**
 * A postal address (forms spec §3, §5): area, code, city, poBox and county required; number optional.
 * The spec says only "requires code"; South African postal codes are four digits, so we ask for that.
 */
export const PostalAddressSchema = z.object({
  number: optionalText(20),
  area: requiredText(POSTAL_AREA_REQUIRED_MESSAGE, 100),
  code: z
    .string({ error: POSTAL_CODE_INVALID_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, { error: POSTAL_CODE_INVALID_MESSAGE }),
  city: requiredText(POSTAL_CITY_REQUIRED_MESSAGE, 100),
  poBox: requiredText(PO_BOX_REQUIRED_MESSAGE, 20),
  county: requiredText(POSTAL_COUNTY_REQUIRED_MESSAGE, 100),
})
export type PostalAddress = z.infer<typeof PostalAddressSchema>
