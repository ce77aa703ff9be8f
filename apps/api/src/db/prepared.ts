import { protocol, type PGlite } from '@electric-sql/pglite'

/**
 * A read statement the database prepares once per session under its name and then only binds and
 * executes: no parse, analysis or planning per call, and after five executions PostgreSQL keeps
 * a generic plan when it costs no more than the custom ones. Drizzle's PGlite driver ignores
 * statement names (every query there is parsed and planned afresh), so the hottest reads take this
 * way (docs/benchmark.md, "Car premiums"). Its columns are text (cast in the SQL, JSON as `::text`),
 * so every driver answers them alike and nothing is parsed on the database thread.
 */
export type PreparedStatement = { name: string; text: string }

/** The rows of a prepared statement, each its columns' text in order (null for NULL). */
export type PreparedRows = (string | null)[][]

/** PGlite's DataRowMessage (its type is not exported by name): the row's columns as text. */
type DataRow = { fields: (string | null)[] }

export type RunPrepared = (statement: PreparedStatement, params: string[]) => Promise<PreparedRows>

/**
 * Prepared statements on a PGlite client (on whichever thread holds it). One message per call:
 * Bind, Execute and Sync into the WebAssembly at once, where `query` makes six calls (Parse,
 * Describe, Bind, Describe, Execute, Sync). It waits for an open transaction and for other queries
 * as `query` does: the protocol calls alone would run inside another caller's transaction.
 */
export function pglitePrepared(client: PGlite): RunPrepared {
  /** The statements this session has prepared: name to text. */
  const prepared = new Map<string, string>()
  const { serialize } = protocol
  return (statement, params) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const known = prepared.get(statement.name)
        if (known === undefined) {
          await client.execProtocolStream(
            concat([serialize.parse({ name: statement.name, text: statement.text }), serialize.sync()]),
            { syncToFs: false },
          )
          prepared.set(statement.name, statement.text)
        } else if (known !== statement.text) {
          throw new Error(`the prepared statement ${statement.name} was prepared with another text`)
        }
        const messages = await client.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values: params }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          // A read: nothing to write to the files.
          { syncToFs: false },
        )
        const rows: PreparedRows = []
        for (const message of messages) {
          if (message.name === 'dataRow') rows.push((message as unknown as DataRow).fields)
        }
        return rows
      }),
    )
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    whole.set(part, offset)
    offset += part.length
  }
  return whole
}
