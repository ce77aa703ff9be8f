import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { vi } from 'vitest'
import type { Database } from '../src/db/client.ts'

export type RecordedStatement = { query: SQL; text: string }

/** What `during` answers, and the statements it ran through `db.execute` (Drizzle's SQL and its text). */
export async function statementsRunBy<T>(
  db: Database,
  during: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const execute = vi.spyOn(db, 'execute')
  try {
    const result = await during()
    const dialect = new PgDialect()
    const statements = execute.mock.calls.map(([query]) => ({
      query: query as SQL,
      text: dialect.sqlToQuery(query as SQL).sql.trim(),
    }))
    return { result, statements }
  } finally {
    execute.mockRestore()
  }
}
