/**
 * date-holidays-parser ships types (types/index.d.ts) that its package.json "exports" does not name,
 * so TypeScript cannot find them; the part these dates use.
 */
declare module 'date-holidays-parser' {
  export default class HolidaysParser {
    /** `data` holds `holidays` (rules by country) and `names` (names the rules refer to). */
    constructor(
      data: object,
      country: string,
      opts?: { types?: ('public' | 'bank' | 'school' | 'observance')[] },
    )
    /** The holidays of a year; `date` is the local day in the country's zone, 'YYYY-MM-DD hh:mm:ss'. */
    getHolidays(year: number): { date: string; name: string; type: string }[]
  }
}
