import type { z } from '../../zod-config/index.ts'
import { pageErrorsOf, type PageCheck, type PageError } from './definition.ts'

/**
 * A repeating group of a page (docs/decisions/009): rows that each answer the same questions (one
 * row's schema), at least `min` and at most `max` rows, and optionally a share per row that adds up
 * to 100 (beneficiaries' percentages). Beneficiaries use it; a car's drivers will.
 */
export interface RepeatingGroup<Row> {
  /** The field the rows are sent under: errors name `<name>.<n>.<field>` and `<name>`. */
  name: string
  row: z.ZodType<Row>
  min: number
  max: number
  /** The row's share that must add up to 100 over the rows, with its message (given the total sent). */
  sharesAddUpTo100?: { share: (row: Row) => number; message: (total: number) => string }
  /** A rule over one valid row (its message and the field it names), checked once every row is valid. */
  rowCheck?: (row: Row) => { field: string; message: string } | null
  messages: { tooFew: string; tooMany: string }
}

export function validateRepeatingGroup<Row>(group: RepeatingGroup<Row>, sent: unknown): PageCheck<Row[]> {
  const rows = Array.isArray(sent) ? sent : []
  if (rows.length < group.min)
    return { ok: false, errors: [{ path: group.name, message: group.messages.tooFew }] }
  if (rows.length > group.max)
    return { ok: false, errors: [{ path: group.name, message: group.messages.tooMany }] }
  const errors: PageError[] = []
  const valid: Row[] = []
  rows.forEach((row, index) => {
    const parsed = group.row.safeParse(row)
    if (parsed.success) valid.push(parsed.data)
    else errors.push(...pageErrorsOf(parsed.error.issues, `${group.name}.${index}`))
  })
  if (errors.length > 0) return { ok: false, errors }
  const rowErrors: PageError[] = []
  valid.forEach((row, index) => {
    const problem = group.rowCheck?.(row)
    if (problem) rowErrors.push({ path: `${group.name}.${index}.${problem.field}`, message: problem.message })
  })
  const shares = group.sharesAddUpTo100
  if (shares && valid.length > 0) {
    const total = valid.reduce((sum, row) => sum + shares.share(row), 0)
    if (Math.abs(total - 100) > 0.001) rowErrors.push({ path: group.name, message: shares.message(total) })
  }
  if (rowErrors.length > 0) return { ok: false, errors: rowErrors }
  return { ok: true, value: valid }
}
