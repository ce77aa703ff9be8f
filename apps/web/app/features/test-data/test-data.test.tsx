import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Site } from '../../lib/site.tsx'
import { renderInSite, testSite } from '../../lib/site.testing.tsx'
import { ageFrom, showsTestDataGenerator, testDataAgesOf, testPersonPath } from './test-data-ages.ts'
import { TestPersonGenerator } from './test-person-generator.tsx'

describe('test-data ages (shell spec §4: minAge default 20, maxAge default 64)', () => {
  it.each([
    [undefined, { minAge: 20, maxAge: 64 }],
    [
      { minAge: 30, maxAge: 35 },
      { minAge: 30, maxAge: 35 },
    ],
    [
      { minAge: 10, maxAge: 110 },
      { minAge: 18, maxAge: 99 },
    ],
    [
      { minAge: 40, maxAge: 30 },
      { minAge: 40, maxAge: 30 },
    ],
    [{ minAge: 30 }, { minAge: 30, maxAge: 64 }],
  ])('the session ages %j ask for %j', (ages, asked) => {
    expect(testDataAgesOf(ages)).toEqual(asked)
  })

  it('asks GET /wyzeapi/test-data/person with both ages', () => {
    expect(testPersonPath({ minAge: 30, maxAge: 35 })).toBe('/wyzeapi/test-data/person?minAge=30&maxAge=35')
  })

  it.each([
    ['1990-06-15', 36],
    ['1990-06-16', 35],
    ['not a date', null],
  ])('someone born on %s is %s on 15 June 2026', (dateOfBirth, age) => {
    expect(ageFrom(dateOfBirth, new Date(2026, 5, 15))).toBe(age)
  })
})

const site = (featureFlags: string[], testMode = true, session?: object) =>
  testSite({ settings: { testMode, callCentre: false }, featureFlags, session })
const render = (value: Site, children: ReactNode) => renderInSite(children, value)

describe('the test-data generator in the developer bar', () => {
  it('shows the ages of the session and the Generate button', () => {
    const html = render(
      site(['generate_data'], true, {
        featureFlags: ['generate_data'],
        testDataAges: { minAge: 30, maxAge: 35 },
      }),
      <TestPersonGenerator />,
    )
    expect(html).toContain('Ages 30 to 35')
    expect(html).toContain('>Generate test person</button>')
    expect(html).toContain('role="status"')
  })

  it.each([
    ['test mode, flag on the page', true, ['generate_data'], undefined, true],
    ['test mode, flag in the session', true, [], ['generate_data'], true],
    ['test mode, the session has no flag', true, ['generate_data'], [], false],
    ['test mode, no flag', true, [], undefined, false],
    ['not test mode', false, ['generate_data'], ['generate_data'], false],
  ] as const)('%s: shown %s', (_case, testMode, pageFlags, sessionFlags, shown) => {
    expect(showsTestDataGenerator(testMode, sessionFlags, pageFlags)).toBe(shown)
  })
})
