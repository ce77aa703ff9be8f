import { toIsoDate } from '../calendar/index.ts'
import { TEST_DATA_MAX_AGE_YEARS, TEST_DATA_MIN_AGE_YEARS } from '../limits/index.ts'
import { saIdControlDigit, type SaIdGender } from '../sa-id/index.ts'

/**
 * Test-data generator (shell spec §4 generateData flag; forms spec §7 test-data tool). The spec's site
 * called an external crawler for fake names; this builds a fake South African person itself: a common
 * first name for the gender, a surname, an age between minAge and maxAge, a valid ID number for that
 * date of birth and gender (citizen), a mobile number and an address at example.com. Nothing here is
 * a real person. Pure: the caller passes the random source and today.
 */

/** Ages the generator accepts (the API's `minAge`/`maxAge` range). */
export const TEST_DATA_AGE_BOUNDS = { min: 18, max: 99 } as const

export type TestPersonOptions = { minAge?: number; maxAge?: number }

/** The crawler item of forms spec §7 (id, name, surname, email, phone) plus the ID number's facts. */
export type TestPerson = {
  id: string
  name: string
  surname: string
  email: string
  /** A South African mobile number, 10 digits without spaces (06x, 07x or 08x). */
  phone: string
  /** 13-digit South African ID number of a citizen, matching dateOfBirth and gender. */
  idNumber: string
  /** ISO date `YYYY-MM-DD`. */
  dateOfBirth: string
  gender: SaIdGender
}

/** Common first names in South Africa across its languages, by the gender the ID number carries. */
export const TEST_FIRST_NAMES: Readonly<Record<SaIdGender, readonly string[]>> = {
  Female: [
    'Thandiwe',
    'Nomvula',
    'Lerato',
    'Palesa',
    'Zanele',
    'Ayanda',
    'Nokuthula',
    'Boitumelo',
    'Refilwe',
    'Dineo',
    'Naledi',
    'Precious',
    'Busisiwe',
    'Lindiwe',
    'Mpho',
    'Anele',
    'Annelie',
    'Marietjie',
    'Elmarie',
    'Charmaine',
    'Michelle',
    'Nicole',
    'Jessica',
    'Fatima',
    'Ayesha',
    'Priya',
    'Kavitha',
    'Tshegofatso',
    'Khanyisile',
    'Rudzani',
  ],
  Male: [
    'Sipho',
    'Thabo',
    'Mandla',
    'Bongani',
    'Sibusiso',
    'Themba',
    'Kagiso',
    'Tshepo',
    'Lwazi',
    'Lungile',
    'Mthunzi',
    'Tebogo',
    'Siyabonga',
    'Vusi',
    'Katlego',
    'Johan',
    'Pieter',
    'Hendrik',
    'Francois',
    'Jacques',
    'Craig',
    'Brandon',
    'Ryan',
    'Mohammed',
    'Yusuf',
    'Rajesh',
    'Pravin',
    'Ndivhuwo',
    'Tiyani',
    'Luyanda',
  ],
}

/** Common South African surnames across its languages. */
export const TEST_SURNAMES: readonly string[] = [
  'Dlamini',
  'Nkosi',
  'Ndlovu',
  'Khumalo',
  'Mokoena',
  'Mahlangu',
  'Sithole',
  'Zulu',
  'Mthembu',
  'Ngcobo',
  'Mabaso',
  'Molefe',
  'Nel',
  'Botha',
  'Van der Merwe',
  'Pretorius',
  'Du Plessis',
  'Van Wyk',
  'Naidoo',
  'Govender',
  'Pillay',
  'Moodley',
  'Smith',
  'Jacobs',
  'Williams',
  'Adams',
  'Petersen',
  'Hendricks',
  'Mokwena',
  'Maluleke',
  'Baloyi',
  'Nemavhola',
  'Mofokeng',
  'Radebe',
  'Mbatha',
  'Tshabalala',
]

/** Mobile prefixes in use in South Africa (06x, 07x, 08x); the phone is the prefix and 7 digits. */
export const TEST_MOBILE_PREFIXES: readonly string[] = [
  '060',
  '061',
  '062',
  '063',
  '064',
  '065',
  '066',
  '067',
  '068',
  '071',
  '072',
  '073',
  '074',
  '076',
  '078',
  '079',
  '081',
  '082',
  '083',
  '084',
]

/** Whole years from `dateOfBirth` (ISO) to the local day of `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0)
}

/** A small seeded random source (mulberry32), for repeatable test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A fake South African person aged between minAge and maxAge (inclusive, defaults 20 and 64) on the
 * local day of `today`. Throws a RangeError for ages that are not whole numbers within 18 to 99 or a
 * minAge above maxAge.
 */
export function generateTestPerson(
  random: () => number,
  { minAge = TEST_DATA_MIN_AGE_YEARS, maxAge = TEST_DATA_MAX_AGE_YEARS }: TestPersonOptions = {},
  today: Date = new Date(),
): TestPerson {
  const { min, max } = TEST_DATA_AGE_BOUNDS
  if (![minAge, maxAge].every((age) => Number.isInteger(age) && age >= min && age <= max)) {
    throw new RangeError(`Test-data ages must be whole numbers from ${min} to ${max}`)
  }
  if (minAge > maxAge) throw new RangeError('Test-data minAge must not be above maxAge')

  const int = (low: number, high: number) =>
    low + Math.min(high - low, Math.floor(random() * (high - low + 1)))
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!

  const gender: SaIdGender = random() < 0.5 ? 'Female' : 'Male'
  const name = pick(TEST_FIRST_NAMES[gender])
  const surname = pick(TEST_SURNAMES)
  const dateOfBirth = randomDateOfBirth(int, minAge, maxAge, today)

  // YYMMDD, a sequence of 0000-4999 for women and 5000-9999 for men, 0 for a citizen, 8, control digit.
  const sequence = String(gender === 'Female' ? int(0, 4999) : int(5000, 9999)).padStart(4, '0')
  const firstTwelve = `${dateOfBirth.slice(2, 4)}${dateOfBirth.slice(5, 7)}${dateOfBirth.slice(8, 10)}${sequence}08`
  const idNumber = firstTwelve + String(saIdControlDigit(firstTwelve))

  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('')
  const phone = pick(TEST_MOBILE_PREFIXES) + String(int(1, 9)) + digits(6)
  const email = `${emailPart(name)}.${emailPart(surname)}${int(10, 99)}@example.com`
  const id = `test-${digits(10)}`
  return { id, name, surname, email, phone, idNumber, dateOfBirth, gender }
}

/** Letters only, lower case, accents removed: "Van der Merwe" gives "vandermerwe". */
function emailPart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()
}

const DAY_MS = 86_400_000
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS

/** The same month and day `years` earlier; 29 February becomes 28 February in a common year. */
function yearsBefore(today: Date, years: number): number {
  const year = today.getFullYear() - years
  const month = today.getMonth() + 1
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const day = month === 2 && today.getDate() === 29 && !isLeap ? 28 : today.getDate()
  return dayNumber(year, month, day)
}

/** A date of birth, every day equally likely, of someone aged minAge to maxAge on `today`. */
function randomDateOfBirth(
  int: (low: number, high: number) => number,
  minAge: number,
  maxAge: number,
  today: Date,
): string {
  // Youngest: minAge today. Oldest: the day after the (maxAge + 1)th birthday would be today.
  const latest = yearsBefore(today, minAge)
  const earliest = yearsBefore(today, maxAge + 1) + 1
  const date = new Date(int(earliest, latest) * DAY_MS)
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}
