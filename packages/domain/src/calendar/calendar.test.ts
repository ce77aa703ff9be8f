import { describe, expect, it } from 'vitest'
import {
  addMonths,
  formatDayMonthYear,
  formatIsoDateInWords,
  isCalendarDate,
  isIsoDate,
  isLeapYear,
  southAfricanIsoDate,
  southAfricanTime,
  toLocalIsoDate,
} from './index.ts'

describe('leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap)
  })
})

describe('calendar dates', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 13, 1, false],
    [2026, 1, 0, false],
    [2026, 1.5, 1, false],
  ])('%i-%i-%i exists: %s', (year, month, day, exists) => {
    expect(isCalendarDate(year, month, day)).toBe(exists)
  })

  it.each([
    ['2026-06-15', true],
    ['2026-6-15', false],
    ['2026-02-30', false],
    ['2026/06/15', false],
  ])('%s is an ISO date: %s', (value, iso) => {
    expect(isIsoDate(value)).toBe(iso)
  })
})

describe('adding months and showing dates', () => {
  it.each([
    [new Date(2026, 0, 31), 1, '2026-02-28'],
    [new Date(2024, 0, 31), 1, '2024-02-29'],
    [new Date(2026, 10, 15), 3, '2027-02-15'],
    [new Date(2026, 5, 15), -6, '2025-12-15'],
  ])('%s plus %i months is %s', (date, months, iso) => {
    expect(toLocalIsoDate(addMonths(date, months))).toBe(iso)
  })

  it('shows a day as DD/MM/YYYY', () => {
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe('05/01/2026')
  })
})

describe('dates in words', () => {
  it.each([
    ['2026-04-01', '1 April 2026'],
    ['2028-02-29', '29 February 2028'],
    ['2026-12-31', '31 December 2026'],
  ])('%s is %j', (isoDate, words) => {
    expect(formatIsoDateInWords(isoDate)).toBe(words)
  })

  it.each(['2026-02-29', '2026-4-1', '1 April 2026', ''])('refuses %j', (value) => {
    expect(() => formatIsoDateInWords(value)).toThrow(RangeError)
  })

  it.each([
    // 22:30 UTC on 31 March is already 1 April in South Africa (UTC+2).
    ['2026-03-31T22:30:00Z', '2026-04-01'],
    ['2026-03-31T21:59:59Z', '2026-03-31'],
    ['2026-04-01T00:10:00+02:00', '2026-04-01'],
  ])('the instant %s is %s in South Africa', (instant, day) => {
    expect(southAfricanIsoDate(instant)).toBe(day)
  })

  it.each([
    ['2026-03-31T22:30:00Z', '00:30'],
    ['2026-11-27T13:05:59Z', '15:05'],
    ['2026-04-01T09:15:00+02:00', '09:15'],
  ])('the instant %s is %s on a South African clock', (instant, time) => {
    expect(southAfricanTime(instant)).toBe(time)
  })
})
