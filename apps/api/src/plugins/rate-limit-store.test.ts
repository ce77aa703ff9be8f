import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { statementsRunBy } from '../../test/statements.ts'
import { openTestDatabase } from '../../test/test-app.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { rateLimitCounters } from '../db/schema/index.ts'
import { postgresRateLimitStore, pruneRateLimitCounters } from './rate-limit-store.ts'

// The store every process on one PostgreSQL shares (the server uses it there; the SQL is the same
// on PGlite, so these tests run on both).

let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(rateLimitCounters)
})

/** A store as one server process holds it: its own tallies, shared through the database. */
function processStore() {
  const Store = postgresRateLimitStore(database.db)
  const store = new Store()
  const incr = (key: string, windowMs = 60_000, max = 4) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, counter) => (error ? reject(error) : resolve(counter)), windowMs, max),
    )
  return Object.assign(incr, { share: () => Store.flush() })
}

async function sharedCounts() {
  const rows = await database.db.select().from(rateLimitCounters)
  return rows.map((row) => [row.key, row.count]).sort()
}

describe('rate-limit counters on the database', () => {
  it('are shared by processes: two stores count one visitor together, each visitor and bucket apart', async () => {
    const first = processStore()
    const second = processStore()
    expect((await first('api|198.51.100.1')).current).toBe(1)
    expect((await first('api|198.51.100.1')).current).toBe(2)
    await first.share()
    expect((await second('api|198.51.100.1')).current).toBe(1)
    await second.share()
    // Each process now knows the other's requests: three so far, this is the fourth.
    expect((await second('api|198.51.100.1')).current).toBe(4)
    await second('page|198.51.100.1')
    await first('api|198.51.100.2')
    await second.share()
    // The first process shares its own count and, the visitor at half its limit (4) by its own count, reads
    // back what the second one added.
    await first.share()
    expect(await sharedCounts()).toEqual([
      ['api|198.51.100.1', 4],
      ['api|198.51.100.2', 1],
      ['page|198.51.100.1', 1],
    ])
    expect((await first('api|198.51.100.1')).current).toBe(5)
  })

  it('cost no statement per request: a burst from one visitor is shared in one statement', async () => {
    const store = processStore()
    const { result, statements } = await statementsRunBy(database.db, async () => {
      const counts = []
      for (let request = 0; request < 200; request += 1)
        counts.push((await store('api|198.51.100.6')).current)
      await store.share()
      return counts
    })
    expect(result.at(-1)).toBe(200)
    expect(statements).toHaveLength(1)
    expect(await sharedCounts()).toEqual([['api|198.51.100.6', 200]])
  })

  it('start a visitor again at 1 once its window has passed, and say how long the window has left', async () => {
    const store = processStore()
    expect(await store('api|198.51.100.3', 60_000)).toMatchObject({ current: 1 })
    const counter = await store('api|198.51.100.3', 60_000)
    expect(counter.current).toBe(2)
    expect(counter.ttl).toBeGreaterThan(0)
    expect(counter.ttl).toBeLessThanOrEqual(60_000)
    await store.share()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await store('api|198.51.100.3', 50)).toMatchObject({ current: 1 })
    await store.share()
    // The shared row moved to the new window: its count starts again.
    expect(await sharedCounts()).toEqual([['api|198.51.100.3', 1]])
  })

  it('of past windows are pruned; the current ones are kept', async () => {
    const now = Date.now()
    await database.db.insert(rateLimitCounters).values([
      { key: 'api|198.51.100.4', windowStart: new Date(now - 3 * 60_000), count: 7 },
      { key: 'page|198.51.100.4', windowStart: new Date(now - 2 * 60_000), count: 70 },
      { key: 'api|198.51.100.5', windowStart: new Date(now - 5_000), count: 3 },
    ])
    expect(await pruneRateLimitCounters(database.db, new Date(now - 60_000))).toBe(2)
    const rows = await database.db.select().from(rateLimitCounters)
    expect(rows.map((row) => row.key)).toEqual(['api|198.51.100.5'])
  })
})
