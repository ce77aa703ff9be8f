/**
 * Awaits a query whose parameters hold personal information (names, ID numbers, contact details). A
 * failure is rethrown without them: Drizzle writes the parameters into its error message and stack,
 * which the error log would carry (DESIGN.md: personal information is never logged). The PostgreSQL
 * error code is kept for diagnosis.
 */
export async function withoutParameters<T>(what: string, query: PromiseLike<T>): Promise<T> {
  try {
    return await query
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : ''
    throw new Error(`${what} failed${code ? ` (SQLSTATE ${code})` : ''}`)
  }
}
