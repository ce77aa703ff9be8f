/**
 * Calendar arithmetic on plain year/month/day numbers. Months are 1 to 12 throughout. Functions taking
 * a `Date` read its local calendar day, which is the day the person in front of the screen sees.
 */

/** True for Gregorian leap years: every 4th year, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Number of days in `month` (1 to 12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** True when the three integers name a day that exists (no 31 April, no 29 February 2023). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** ISO calendar date `YYYY-MM-DD` of the given parts (no validation). */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True when `value` is strictly `YYYY-MM-DD` and names a day that exists. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function toLocalIsoDate(date: Date): string {
  return toIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate())
}

/**
 * The local calendar day `months` months after `date`. When that month is shorter, the last day of
 * the month is used (30 November + 3 months is 28 or 29 February, not 2 March).
 */
export function addMonths(date: Date, months: number): Date {
  const monthIndex = date.getFullYear() * 12 + date.getMonth() + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12 + 1
  const day = Math.min(date.getDate(), daysInMonth(year, month))
  return new Date(year, month - 1, day)
}

/** The local calendar day of `date` as `DD/MM/YYYY`, the South African display form. */
export function formatDayMonthYear(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0')
  const month = String(date.getMonth() + 1).padStart(2, '0')
  return `${day}/${month}/${date.getFullYear()}`
}

/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** An ISO calendar date `YYYY-MM-DD` in words: `2026-04-01` is `1 April 2026`. Throws on anything else. */
export function formatIsoDateInWords(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate)
  if (!match || !isIsoDate(isoDate)) throw new RangeError(`Not an ISO date: ${isoDate}`)
  return `${Number(match[3])} ${MONTH_NAMES[Number(match[2]) - 1]} ${Number(match[1])}`
}

/** South Africa keeps UTC+2 all year (SAST, no daylight saving). */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000

/**
 * The calendar day in South Africa of an instant (an ISO date-time with its offset, or a `Date`),
 * as `YYYY-MM-DD`: what a South African reads as the date, wherever the server runs.
 */
export function southAfricanIsoDate(instant: string | Date): string {
  const time = new Date(instant).getTime()
  if (!Number.isFinite(time)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return new Date(time + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * The time of day in South Africa of an instant, as `HH:MM` (24-hour): the same on the server (which
 * may run on UTC) and in the browser, so a page renders and hydrates it alike.
 */
export function southAfricanTime(instant: string | Date): string {
  const time = new Date(instant).getTime()
  if (!Number.isFinite(time)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return new Date(time + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(11, 16)
}
