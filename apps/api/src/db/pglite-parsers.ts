import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'

/**
 * The types Drizzle's PGlite driver wants as PostgreSQL's text (it parses them itself): timestamp,
 * timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
] as const

const asText = (value: string) => value

type Queryable = Pick<PGlite, 'query'> | Transaction

/**
 * The client to give Drizzle. Drizzle passes its parsers with every query, and PGlite copies its
 * table of ~340 parsers to merge them each time: ~0.3 ms a query, as much as an INSERT (measured
 * with `npm run bench`). Here the same parsers are set once on the client, and each query's copy
 * is dropped, so a query reads the client's table as it is.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  setDrizzleParsers(client)
  return withoutQueryParsers(client)
}

/** Sets Drizzle's parsers on the client, once (the database thread does this on its own client). */
export function setDrizzleParsers(client: PGlite) {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText
}

function withoutQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, options && { ...options, parsers: undefined })
      }
      if (property === 'transaction' && 'transaction' in target) {
        const client = target as PGlite
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => callback(withoutQueryParsers(tx)))
      }
      // PGlite keeps private fields: its methods run on the client itself, not on this proxy.
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
