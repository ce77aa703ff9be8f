import { TEST_DATA_MAX_AGE_YEARS, TEST_DATA_MIN_AGE_YEARS } from '@insure/domain/limits'

/** The ages the test-data endpoint accepts (GET /wyzeapi/test-data/person: 18 to 99). */
export const TEST_DATA_AGE_RANGE = { min: 18, max: 99 } as const

export type TestDataAges = { minAge: number; maxAge: number }

/**
 * The ages to ask for: the session's start-up `minAge`/`maxAge` (shell spec §4; defaults 20 and 64),
 * each kept within what the endpoint accepts. A minAge above maxAge is passed on as it is, so the
 * endpoint's refusal tells the tester what is wrong.
 */
export function testDataAgesOf(ages: Partial<TestDataAges> | undefined): TestDataAges {
  const clamp = (value: number | undefined, fallback: number) =>
    Number.isInteger(value)
      ? Math.min(TEST_DATA_AGE_RANGE.max, Math.max(TEST_DATA_AGE_RANGE.min, value as number))
      : fallback
  return {
    minAge: clamp(ages?.minAge, TEST_DATA_MIN_AGE_YEARS),
    maxAge: clamp(ages?.maxAge, TEST_DATA_MAX_AGE_YEARS),
  }
}

/** The path of the test-person request. */
export function testPersonPath({ minAge, maxAge }: TestDataAges): string {
  return `/wyzeapi/test-data/person?${new URLSearchParams({ minAge: String(minAge), maxAge: String(maxAge) })}`
}

/** Whole years from an ISO date of birth to the local day of `today`. */
export function ageFrom(dateOfBirth: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0)
}

/**
 * The developer bar (test mode only) offers the generator when the visitor has the generateData flag
 * (shell spec §4): the session's flags once the browser has them, the page server's before.
 */
export function showsTestDataGenerator(
  testMode: boolean,
  sessionFlags: readonly string[] | undefined,
  pageFlags: readonly string[],
): boolean {
  return testMode && (sessionFlags ?? pageFlags).includes('generate_data')
}
