// The declaration must reach every program that compiles this module (domain, api, web): a reference does.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./date-holidays-parser.d.ts" />
import HolidaysParser from 'date-holidays-parser'
import { daysInMonth, toIsoDate } from '../../calendar/index.ts'
import type { CommencementRule, DebitOrder, DebitOrderMandate, LifeCommencementDate } from '../index.ts'
import { SOUTH_AFRICAN_HOLIDAY_RULES } from './south-african-holiday-rules.ts'

/**
 * The dates of a debit order: the days a policy may start, and the day its first premium is
 * collected (the first strike date). All dates are ISO `YYYY-MM-DD` calendar days in South Africa;
 * "today" is always a parameter (see southAfricanToday), so every rule is a pure function.
 *
 * South African public holidays come from the `date-holidays` library's rules for ZA (with the
 * Monday after a holiday that falls on a Sunday, Public Holidays Act 36 of 1994 s 2(1)), not from a
 * list typed here: a holiday declared for one year (an election day) arrives with the library's
 * update, which dates.test.ts holds these rules to. Only South Africa's rules are loaded
 * (south-african-holiday-rules.ts, read by the library's parser): the library itself loads every
 * country's, about 8 MB of each server's heap. Apart from this module's own subpath, so that the
 * parser never reaches the browser: the server computes these dates.
 */

/**
 * A first collection is at least this many business days after today: the mandate goes to the bank
 * on the business day after the sale, and a collection is submitted a business day before its date.
 */
export const DEBIT_ORDER_LEAD_BUSINESS_DAYS = 2
/** How many start dates POST A/quote/life/commencement-dates offers. */
export const LIFE_COMMENCEMENT_DATES_OFFERED = 3
/** How many start dates GET A/wtf/getCommencementDatesGap offers. */
export const GAP_COMMENCEMENT_DATES_OFFERED = 3

// Only public holidays: the ZA rules also hold observances (Mother's Day), which are working days.
const southAfrica = new HolidaysParser(SOUTH_AFRICAN_HOLIDAY_RULES, 'ZA', { types: ['public'] })
const holidaysByYear = new Map<number, ReadonlySet<string>>()

function publicHolidaysOf(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year)
  if (!days) {
    // `date` is the local day in the country's zone, 'YYYY-MM-DD hh:mm:ss': no time zone arithmetic.
    days = new Set(southAfrica.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)))
    holidaysByYear.set(year, days)
  }
  return days
}

type Day = { year: number; month: number; day: number }

function parse(isoDate: string): Day {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** The day `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parse(isoDate)
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** True when the day is a South African public holiday, a substitute Monday included. */
export function isSouthAfricanPublicHoliday(isoDate: string): boolean {
  return publicHolidaysOf(parse(isoDate).year).has(isoDate)
}

/** A day banks collect debit orders on: Monday to Friday, and not a South African public holiday. */
export function isBusinessDay(isoDate: string): boolean {
  const { year, month, day } = parse(isoDate)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isSouthAfricanPublicHoliday(isoDate)
}

/** The day itself when it is a business day, else the next business day. */
export function businessDayOnOrAfter(isoDate: string): string {
  let date = isoDate
  while (!isBusinessDay(date)) date = addDays(date, 1)
  return date
}

/** The `count`th business day after the day (1: the next business day). */
export function addBusinessDays(isoDate: string, count: number): string {
  let date = isoDate
  for (let added = 0; added < count;) {
    date = addDays(date, 1)
    if (isBusinessDay(date)) added++
  }
  return date
}

/**
 * The debit order day in a month (months may run past 12: month 13 is January of the next year). A
 * day past the month's end is its last day: day 31 is 30 April, and 28 or 29 February.
 */
export function debitOrderDateIn(year: number, month: number, debitOrderDay: number): string {
  const monthIndex = year * 12 + (month - 1)
  const y = Math.floor(monthIndex / 12)
  const m = monthIndex - y * 12 + 1
  return toIsoDate(y, m, Math.min(debitOrderDay, daysInMonth(y, m)))
}

/**
 * The collection of the debit order day in a month. A day that is not a business day moves to the
 * NEXT business day, as banks run a debit order dated on a weekend or public holiday: never before
 * the day the account holder agreed to, when the salary the day was chosen around may not be in yet.
 */
export function collectionDateIn(year: number, month: number, debitOrderDay: number): string {
  return businessDayOnOrAfter(debitOrderDateIn(year, month, debitOrderDay))
}

/** The earliest day a first collection can be: DEBIT_ORDER_LEAD_BUSINESS_DAYS business days after today. */
export function earliestCollectionDate(today: string): string {
  return addBusinessDays(today, DEBIT_ORDER_LEAD_BUSINESS_DAYS)
}

/**
 * The first strike date: the first collection on the debit order day (moved off weekends and public
 * holidays, see collectionDateIn) that is on or after the commencement date (no premium is taken
 * before cover starts) and on or after the earliest collection date (see earliestCollectionDate).
 * Looked for from the month of the later of the two, so a collection moved into that month from the
 * month before never makes two collections in one month.
 */
export function firstStrikeDate({
  commencementDate,
  debitOrderDay,
  today,
}: {
  commencementDate: string
  debitOrderDay: number
  today: string
}): string {
  const earliestCollection = earliestCollectionDate(today)
  const from = commencementDate > earliestCollection ? commencementDate : earliestCollection
  const { year, month } = parse(from)
  for (let offset = 0; ; offset++) {
    const collection = collectionDateIn(year, month + offset, debitOrderDay)
    if (collection >= from) return collection
  }
}

/** The mandate as recorded: the debit order and its first strike date, computed here (see firstStrikeDate). */
export function withFirstStrikeDate(order: DebitOrder, today: string): DebitOrderMandate {
  return {
    ...order,
    firstStrikeDate: firstStrikeDate({
      commencementDate: order.commencementDate,
      debitOrderDay: order.debitOrderDay,
      today,
    }),
  }
}

/**
 * The days a short-term policy may start (GET A/wtf/getCommencementDates): every business day from
 * tomorrow up to and including the first of the month after next. Not today: cover never starts
 * before the sale is complete. Business days only: a policy starts on a day the insurer's service
 * centre works. Up to the first of the month after next: far enough to line cover up with the end of
 * a current policy's month, near enough to be a sale now.
 */
export function shortTermCommencementDates(today: string): string[] {
  const { year, month } = parse(today)
  const last = debitOrderDateIn(year, month + 2, 1)
  const dates: string[] = []
  for (let date = addDays(today, 1); date <= last; date = addDays(date, 1)) {
    if (isBusinessDay(date)) dates.push(date)
  }
  return dates
}

/**
 * The days a life policy may start (POST A/quote/life/commencement-dates): the first of a month,
 * after today, whose own month's collection on the debit order day can be made (on or after the
 * earliest collection date): a life policy's first premium is collected in the month it starts. The
 * first `count` such months, each with its first strike date.
 */
export function lifeCommencementDates({
  today,
  debitOrderDay,
  count = LIFE_COMMENCEMENT_DATES_OFFERED,
}: {
  today: string
  debitOrderDay: number
  count?: number
}): LifeCommencementDate[] {
  const { year, month } = parse(today)
  const earliestCollection = earliestCollectionDate(today)
  const offered: LifeCommencementDate[] = []
  for (let offset = 1; offered.length < count; offset++) {
    const collection = collectionDateIn(year, month + offset, debitOrderDay)
    if (collection < earliestCollection) continue
    offered.push({ commencementDate: debitOrderDateIn(year, month + offset, 1), firstStrikeDate: collection })
  }
  return offered
}

/**
 * The days a GAP policy may start (GET A/wtf/getCommencementDatesGap): the first of a month, from the
 * first that is at least DEBIT_ORDER_LEAD_BUSINESS_DAYS business days after today, the next `count`.
 * The first of a month: GAP tops up a medical aid whose membership and contributions run by calendar
 * month, so its cover (and its waiting periods) start with a scheme month. The lead business days:
 * the application and its medical aid reach the insurer, as a mandate reaches the bank, before cover
 * starts; a public holiday in between pushes the start to the next month.
 */
export function gapCommencementDates(today: string, count = GAP_COMMENCEMENT_DATES_OFFERED): string[] {
  const { year, month } = parse(today)
  const earliest = earliestCollectionDate(today)
  const offered: string[] = []
  for (let offset = 1; offered.length < count; offset++) {
    const first = debitOrderDateIn(year, month + offset, 1)
    if (first >= earliest) offered.push(first)
  }
  return offered
}

const SOUTH_AFRICAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day it is in South Africa at the instant `now` (the server's clock may run on UTC). */
export function southAfricanToday(now: Date): string {
  return SOUTH_AFRICAN_DAY.format(now)
}

/** South African Standard Time is UTC+2 all year: the country keeps no daylight saving time. */
const SOUTH_AFRICA_UTC_OFFSET_MS = 2 * 3_600_000

/** Whole seconds from `now` to the next midnight in South Africa, when every date above may change. */
export function secondsUntilSouthAfricanMidnight(now: Date): number {
  const { year, month, day } = parse(southAfricanToday(now))
  const midnight = Date.UTC(year, month - 1, day + 1) - SOUTH_AFRICA_UTC_OFFSET_MS
  return Math.ceil((midnight - now.getTime()) / 1000)
}

/**
 * The commencement dates a banking page offers by its commencement rule (a page setting, not the
 * product): short-term's every business day to the first of the month after next; GAP's the next
 * firsts of a month (decision 003); life's the firsts of the coming months, which depend on the debit
 * order day (none until one is chosen).
 */
export function commencementDatesByRule(
  rule: CommencementRule,
  today: string,
  debitOrderDay: number | null,
): string[] {
  if (rule === 'SHORT_TERM') return shortTermCommencementDates(today)
  if (rule === 'GAP') return gapCommencementDates(today)
  if (debitOrderDay === null) return []
  return lifeCommencementDates({ today, debitOrderDay }).map((offer) => offer.commencementDate)
}
