import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { DebitOrderMandateSchema, DebitOrderSchema, type DebitOrder } from '../index.ts'
import {
  addBusinessDays,
  collectionDateIn,
  debitOrderDateIn,
  earliestCollectionDate,
  firstStrikeDate,
  gapCommencementDates,
  isBusinessDay,
  isSouthAfricanPublicHoliday,
  lifeCommencementDates,
  shortTermCommencementDates,
  secondsUntilSouthAfricanMidnight,
  southAfricanToday,
  withFirstStrikeDate,
} from './index.ts'

/** Every public holiday of 2027 as gazetted, with the Mondays after the ones on a Sunday. */
const PUBLIC_HOLIDAYS_2027 = [
  ['2027-01-01', "New Year's Day"],
  ['2027-03-21', 'Human Rights Day (a Sunday)'],
  ['2027-03-22', 'the Monday after Human Rights Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Family Day'],
  ['2027-04-27', 'Freedom Day'],
  ['2027-05-01', "Workers' Day (a Saturday: no Monday off)"],
  ['2027-06-16', 'Youth Day'],
  ['2027-08-09', "National Women's Day"],
  ['2027-09-24', 'Heritage Day'],
  ['2027-12-16', 'Day of Reconciliation'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-26', 'Day of Goodwill (a Sunday)'],
  ['2027-12-27', 'the Monday after the Day of Goodwill'],
] as const

describe('South African public holidays (date-holidays, ZA)', () => {
  // The server loads South Africa's rules alone (south-african-holiday-rules.ts); the library's own
  // ZA rules are the reference, so an update of the library that changes a holiday fails here.
  it("gives the same public holidays as the date-holidays library's ZA rules, 2000 to 2060", () => {
    const library = new Holidays('ZA', { types: ['public'] })
    const fromLibrary: string[] = []
    const fromRules: string[] = []
    for (let year = 2000; year <= 2060; year++) {
      fromLibrary.push(...library.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)))
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
        const date = day.toISOString().slice(0, 10)
        if (isSouthAfricanPublicHoliday(date)) fromRules.push(date)
        day = new Date(day.getTime() + 86_400_000)
      }
    }
    expect(fromLibrary.length).toBeGreaterThan(61 * 12)
    expect(fromRules).toEqual([...new Set(fromLibrary)].sort())
  })

  it.each(PUBLIC_HOLIDAYS_2027)('%s is a public holiday: %s', (date) => {
    expect(isSouthAfricanPublicHoliday(date)).toBe(true)
    expect(isBusinessDay(date)).toBe(false)
  })

  it('knows no other public holiday in 2027', () => {
    const holidays = PUBLIC_HOLIDAYS_2027.map(([date]) => date)
    const found: string[] = []
    for (let day = new Date(Date.UTC(2027, 0, 1)); day.getUTCFullYear() === 2027;) {
      const date = day.toISOString().slice(0, 10)
      if (isSouthAfricanPublicHoliday(date)) found.push(date)
      day = new Date(day.getTime() + 86_400_000)
    }
    expect(found).toEqual(holidays)
  })

  it.each([
    ['2025-04-28', 'the Monday after Freedom Day on a Sunday (2025)'],
    ['2031-04-28', 'the Monday after Freedom Day on a Sunday (2031)'],
    ['2026-08-10', "the Monday after National Women's Day on a Sunday (2026)"],
    ['2028-09-25', 'the Monday after Heritage Day on a Sunday (2028)'],
  ])('%s is a public holiday: %s', (date) => {
    expect(isSouthAfricanPublicHoliday(date)).toBe(true)
  })

  it.each([
    ['2027-05-10', "Mother's Day is an observance, not a day off (the Monday after it, a working day)"],
    ['2027-05-09', "Mother's Day itself is a Sunday"],
    ['2026-07-18', 'Nelson Mandela Day is an observance'],
    ['2026-12-28', 'Day of Goodwill on a Saturday gives no Monday off'],
  ])('%s is not a public holiday: %s', (date) => {
    expect(isSouthAfricanPublicHoliday(date)).toBe(false)
  })

  it.each([
    ['2026-07-20', true, 'a Monday'],
    ['2026-07-24', true, 'a Friday'],
    ['2026-07-25', false, 'a Saturday'],
    ['2026-07-26', false, 'a Sunday'],
    ['2026-12-16', false, 'Day of Reconciliation, a Wednesday'],
  ])('%s is a business day: %s (%s)', (date, business) => {
    expect(isBusinessDay(date)).toBe(business)
  })
})

describe('the debit order day in a month', () => {
  it.each([
    [2026, 2, 31, '2026-02-28', 'February of 28 days'],
    [2028, 2, 30, '2028-02-29', 'February of 29 days (leap year)'],
    [2028, 2, 29, '2028-02-29', 'the 29th of a leap February'],
    [2026, 4, 31, '2026-04-30', 'a month of 30 days'],
    [2026, 1, 31, '2026-01-31', 'a month of 31 days'],
    [2026, 13, 5, '2027-01-05', 'month 13 is January of the next year'],
  ])('%i-%i, day %i: %s (%s)', (year, month, day, expected) => {
    expect(debitOrderDateIn(year, month, day)).toBe(expected)
  })
})

/**
 * The collection moves to the NEXT business day (never before the day the account holder agreed to),
 * off weekends and every kind of public holiday, 2026 to 2028.
 */
describe('a collection that falls on a weekend or public holiday moves to the next business day', () => {
  it.each([
    [2026, 1, 15, '2026-01-15', 'a Thursday: unchanged'],
    [2026, 3, 7, '2026-03-09', 'a Saturday: Monday'],
    [2026, 12, 25, '2026-12-28', 'Christmas (Friday), Day of Goodwill (Saturday), Sunday: Monday'],
    [2028, 12, 25, '2028-12-27', 'Christmas (Monday), Day of Goodwill (Tuesday): Wednesday'],
    [2028, 12, 26, '2028-12-27', 'Day of Goodwill (Tuesday): Wednesday'],
    [2027, 12, 26, '2027-12-28', 'Day of Goodwill on a Sunday, its Monday off: Tuesday'],
    [2027, 12, 24, '2027-12-24', 'Christmas Eve 2027, a Friday: unchanged'],
    [2026, 1, 1, '2026-01-02', "New Year's Day (Thursday): Friday"],
    [2027, 1, 1, '2027-01-04', "New Year's Day (Friday): Monday"],
    [2028, 1, 1, '2028-01-03', "New Year's Day on a Saturday: Monday"],
    [2027, 3, 21, '2027-03-23', 'Human Rights Day on a Sunday, its Monday off: Tuesday'],
    [2028, 3, 21, '2028-03-22', 'Human Rights Day (Tuesday): Wednesday'],
    [2026, 4, 3, '2026-04-07', 'Good Friday, the weekend, Family Day: Tuesday'],
    [2027, 3, 26, '2027-03-30', 'Good Friday 2027 to Family Day: Tuesday'],
    [2028, 4, 14, '2028-04-18', 'Good Friday 2028 to Family Day: Tuesday'],
    [2026, 4, 27, '2026-04-28', 'Freedom Day (Monday): Tuesday'],
    [2031, 4, 27, '2031-04-29', 'Freedom Day on a Sunday, its Monday off: Tuesday'],
    [2027, 5, 1, '2027-05-03', "Workers' Day on a Saturday: Monday"],
    [2026, 6, 16, '2026-06-17', 'Youth Day (Tuesday): Wednesday'],
    [2028, 6, 16, '2028-06-19', 'Youth Day (Friday): Monday'],
    [2026, 8, 9, '2026-08-11', "National Women's Day on a Sunday, its Monday off: Tuesday"],
    [2026, 8, 10, '2026-08-11', "the Monday off after National Women's Day: Tuesday"],
    [2026, 9, 24, '2026-09-25', 'Heritage Day (Thursday): Friday'],
    [2028, 9, 24, '2028-09-26', 'Heritage Day on a Sunday, its Monday off: Tuesday'],
    [2026, 12, 16, '2026-12-17', 'Day of Reconciliation (Wednesday): Thursday'],
    [2028, 12, 16, '2028-12-18', 'Day of Reconciliation on a Saturday: Monday'],
    [2026, 2, 31, '2026-03-02', 'day 31 of a 28-day February, a Saturday: Monday 2 March'],
    [2027, 2, 31, '2027-03-01', 'day 31 of a 28-day February, a Sunday: Monday 1 March'],
    [2028, 2, 31, '2028-02-29', 'day 31 of a 29-day February, a Tuesday: unchanged'],
    [2026, 4, 31, '2026-04-30', 'day 31 of a 30-day April, a Thursday: unchanged'],
    [2027, 6, 31, '2027-06-30', 'day 31 of a 30-day June, a Wednesday: unchanged'],
    [2028, 9, 31, '2028-10-02', 'day 31 of a 30-day September, a Saturday: Monday 2 October'],
    [2028, 4, 31, '2028-05-02', "day 31 of April 2028: Sunday 30th, Workers' Day Monday: Tuesday"],
  ])('%i-%i, day %i: collected %s (%s)', (year, month, day, expected) => {
    expect(collectionDateIn(year, month, day)).toBe(expected)
  })
})

describe('business days after today', () => {
  it.each([
    ['2026-07-20', 2, '2026-07-22', 'Monday: Wednesday'],
    ['2026-07-23', 2, '2026-07-27', 'Thursday: over the weekend to Monday'],
    ['2026-12-24', 2, '2026-12-29', 'Christmas Eve 2026: past Christmas, Goodwill and the weekend'],
    ['2027-03-25', 1, '2027-03-30', 'before Easter 2027: past Good Friday to Family Day'],
  ])('%s plus %i business days is %s (%s)', (today, count, expected) => {
    expect(addBusinessDays(today, count)).toBe(expected)
  })

  it('a first collection is at least two business days after today', () => {
    expect(earliestCollectionDate('2026-07-24')).toBe('2026-07-28')
  })
})

describe('the first strike date', () => {
  it.each([
    ['2026-07-20', '2026-08-01', 25, '2026-08-25', 'the day in the month cover starts'],
    ['2026-07-20', '2026-07-21', 22, '2026-07-22', 'two business days after today is soon enough'],
    ['2026-07-20', '2026-07-21', 21, '2026-08-21', 'one business day after today is too soon: next month'],
    ['2026-07-20', '2026-08-10', 5, '2026-09-07', 'never before cover starts; 5 September is a Saturday'],
    ['2026-11-20', '2026-12-01', 25, '2026-12-28', 'Christmas 2026 moves it to Monday 28 December'],
    ['2026-12-24', '2026-12-28', 28, '2027-01-28', 'over Christmas, the 28th is too soon: January'],
    ['2027-01-10', '2027-02-01', 31, '2027-03-01', 'day 31 of February 2027 is Sunday the 28th: 1 March'],
    [
      '2027-07-28',
      '2027-08-01',
      31,
      '2027-08-31',
      "not July's day 31 moved to Monday 2 August: that would collect twice in August",
    ],
  ])('today %s, cover from %s, day %i: %s (%s)', (today, commencementDate, debitOrderDay, expected) => {
    expect(firstStrikeDate({ today, commencementDate, debitOrderDay })).toBe(expected)
  })

  const order: DebitOrder = {
    bankId: 2,
    bankName: 'Capitec Bank',
    branchCode: '470010',
    accountNumber: '1234567890',
    accountType: 'SAVINGS',
    accountHolderName: 'T Nkosi',
    debitOrderDay: 25,
    commencementDate: '2026-12-01',
    termsAccept: true,
    concentToDebit: true,
  }

  it('the server computes it into the mandate; a client that sends one is not heard', () => {
    const sent = DebitOrderSchema.parse({ ...order, firstStrikeDate: '2026-12-02' })
    expect(sent).not.toHaveProperty('firstStrikeDate')
    const mandate = withFirstStrikeDate(sent, '2026-11-20')
    expect(mandate.firstStrikeDate).toBe('2026-12-28')
    expect(DebitOrderMandateSchema.parse(mandate)).toEqual({ ...order, firstStrikeDate: '2026-12-28' })
  })
})

describe('the days a short-term policy may start', () => {
  it('every business day from tomorrow to the first of the month after next', () => {
    const dates = shortTermCommencementDates('2026-07-20')
    expect(dates[0]).toBe('2026-07-21')
    expect(dates.at(-1)).toBe('2026-09-01')
    expect(dates).not.toContain('2026-07-20')
    expect(dates).not.toContain('2026-08-08')
    expect(dates).not.toContain('2026-08-10')
    expect(dates).toContain('2026-08-11')
    expect(dates.every(isBusinessDay)).toBe(true)
    // 21 July to 1 September 2026: 31 weekdays less the Monday after Women's Day.
    expect(dates).toHaveLength(30)
    expect([...dates].sort()).toEqual(dates)
  })

  it('across the year end, without the holidays', () => {
    const dates = shortTermCommencementDates('2026-12-20')
    expect(dates[0]).toBe('2026-12-21')
    expect(dates.at(-1)).toBe('2027-02-01')
    for (const holiday of ['2026-12-25', '2027-01-01']) expect(dates).not.toContain(holiday)
    expect(dates).toContain('2026-12-28')
  })

  it('the first of the month after next is left out when it is not a business day', () => {
    const dates = shortTermCommencementDates('2027-06-10')
    expect(dates.at(-1)).toBe('2027-07-30')
  })
})

describe('the days a life policy may start', () => {
  it.each([
    [
      '2026-07-20',
      25,
      [
        { commencementDate: '2026-08-01', firstStrikeDate: '2026-08-25' },
        { commencementDate: '2026-09-01', firstStrikeDate: '2026-09-25' },
        { commencementDate: '2026-10-01', firstStrikeDate: '2026-10-26' },
      ],
      'the next three firsts; 25 October 2026 is a Sunday',
    ],
    [
      '2026-07-30',
      1,
      [
        { commencementDate: '2026-08-01', firstStrikeDate: '2026-08-03' },
        { commencementDate: '2026-09-01', firstStrikeDate: '2026-09-01' },
        { commencementDate: '2026-10-01', firstStrikeDate: '2026-10-01' },
      ],
      '1 August is a Saturday: Monday the 3rd is two business days after Thursday, in time',
    ],
    [
      '2026-07-31',
      1,
      [
        { commencementDate: '2026-09-01', firstStrikeDate: '2026-09-01' },
        { commencementDate: '2026-10-01', firstStrikeDate: '2026-10-01' },
        { commencementDate: '2026-11-01', firstStrikeDate: '2026-11-02' },
      ],
      'from Friday 31 July, Monday 3 August is too soon: August cannot start',
    ],
    [
      '2027-11-29',
      25,
      [
        { commencementDate: '2027-12-01', firstStrikeDate: '2027-12-28' },
        { commencementDate: '2028-01-01', firstStrikeDate: '2028-01-25' },
        { commencementDate: '2028-02-01', firstStrikeDate: '2028-02-25' },
      ],
      'over the year end; Christmas 2027 on a Saturday, Goodwill on a Sunday, its Monday off',
    ],
    [
      '2028-01-10',
      31,
      [
        { commencementDate: '2028-02-01', firstStrikeDate: '2028-02-29' },
        { commencementDate: '2028-03-01', firstStrikeDate: '2028-03-31' },
        { commencementDate: '2028-04-01', firstStrikeDate: '2028-05-02' },
      ],
      "day 31: the 29th of a leap February; 30 April 2028 a Sunday, then Workers' Day",
    ],
  ])('today %s, day %i: %j (%s)', (today, debitOrderDay, expected) => {
    expect(lifeCommencementDates({ today, debitOrderDay })).toEqual(expected)
  })

  it("each one's first strike date is the one the mandate will record", () => {
    for (const debitOrderDay of [1, 15, 28, 31]) {
      for (const offered of lifeCommencementDates({ today: '2026-12-24', debitOrderDay })) {
        expect(
          firstStrikeDate({ today: '2026-12-24', commencementDate: offered.commencementDate, debitOrderDay }),
        ).toBe(offered.firstStrikeDate)
      }
    }
  })
})

describe('the days a GAP policy may start: firsts of a month, two business days away at least', () => {
  it.each([
    // Tuesday 29 December: 30 and 31 December are the two business days, so 1 January may start.
    ['2026-12-29', ['2027-01-01', '2027-02-01', '2027-03-01']],
    // Wednesday 30 December: 31 December, then New Year's Day is a holiday and 2-3 January a
    // weekend; the second business day is 4 January, after 1 January.
    ['2026-12-30', ['2027-02-01', '2027-03-01', '2027-04-01']],
    // Thursday 25 March 2027: Good Friday and Family Day (Monday 29) are holidays; 30 and 31 March
    // are the business days, and 1 April may still start.
    ['2027-03-25', ['2027-04-01', '2027-05-01', '2027-06-01']],
    // Tuesday 30 March: 31 March and 1 April, so 1 April is just in time.
    ['2027-03-30', ['2027-04-01', '2027-05-01', '2027-06-01']],
    // Wednesday 31 March: 1 and 2 April; 1 April is too soon.
    ['2027-03-31', ['2027-05-01', '2027-06-01', '2027-07-01']],
    // Mid-month, no holiday near: next month.
    ['2026-07-20', ['2026-08-01', '2026-09-01', '2026-10-01']],
  ])('on %s: %j', (today, dates) => {
    expect(gapCommencementDates(today)).toEqual(dates)
  })

  it('never today, and always the first of a month after today', () => {
    for (let day = 1; day <= 31; day++) {
      const today = `2027-12-${String(day).padStart(2, '0')}`
      const [first] = gapCommencementDates(today)
      expect(first! > today).toBe(true)
      expect(first!.endsWith('-01')).toBe(true)
    }
  })
})

describe('today in South Africa (UTC+2, no daylight saving)', () => {
  it.each([
    ['2026-07-20T21:59:59Z', '2026-07-20'],
    ['2026-07-20T22:00:00Z', '2026-07-21'],
    ['2026-12-31T22:30:00Z', '2027-01-01'],
  ])('at %s it is %s', (instant, day) => {
    expect(southAfricanToday(new Date(instant))).toBe(day)
  })
})

describe('seconds until the dates change (midnight in South Africa)', () => {
  it.each([
    ['2026-07-20T21:59:00Z', 60],
    ['2026-07-20T22:00:00Z', 86_400],
    ['2026-07-20T10:00:00Z', 12 * 3600],
  ])('at %s: %i s', (instant, seconds) => {
    expect(secondsUntilSouthAfricanMidnight(new Date(instant))).toBe(seconds)
  })
})
