import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPgliteInWorker, rowsOf, type DatabaseHandle } from './client.ts'
import type { PreparedStatement } from './prepared.ts'

// A prepared statement (prepared.ts) is parsed once and then only bound and executed: it must
// answer what the same SQL answers through Drizzle, keep a generic plan, and wait for another
// caller's transaction as every query does, on PGlite in this thread and on its own thread.
const COVER_OF: PreparedStatement = {
  name: 'cover_of_owner',
  text: `select c.name, c.owner, (select json_agg(n.note order by n.id) from cover_note n where n.cover_id = c.id)::text
    from cover c where c.name = $1 and c.owner = $2`,
}

let folder: string
const databases: Record<string, DatabaseHandle> = {}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'insure-prepared-'))
  databases['in this thread'] = await openPglite()
  databases['on its own thread'] = await openPgliteInWorker(path.join(folder, 'data'), () => undefined)
  for (const database of Object.values(databases)) {
    await database.db.execute(sql`create table cover (id serial primary key, name text not null, owner text)`)
    await database.db.execute(sql`create table cover_note (id serial primary key, cover_id int, note text)`)
    await database.db.execute(sql`insert into cover (name, owner) values ('car', 'ann'), ('home', null)`)
    await database.db.execute(
      sql`insert into cover_note (cover_id, note) values (1, 'it''s "tracked"'), (1, null)`,
    )
  }
}, 60_000)

afterAll(async () => {
  for (const database of Object.values(databases)) await database.close()
  await rm(folder, { recursive: true, force: true })
})

describe.each(['in this thread', 'on its own thread'])('a prepared statement on PGlite %s', (where) => {
  const database = () => databases[where]!

  it('answers as the same statement through Drizzle does, its columns as text', async () => {
    const unprepared = rowsOf<{ name: string; owner: string; json_agg: string }>(
      await database().db.execute(
        sql`select c.name, c.owner, (select json_agg(n.note order by n.id) from cover_note n where n.cover_id = c.id)::text
          from cover c where c.name = ${'car'} and c.owner = ${'ann'}`,
      ),
    )
    const prepared = await database().prepared(COVER_OF, ['car', 'ann'])
    expect(prepared).toEqual(unprepared.map((row) => [row.name, row.owner, row.json_agg]))
    expect(prepared).toEqual([['car', 'ann', '["it\'s \\"tracked\\"", null]']])
    // Someone else's, and nobody's: no row.
    expect(await database().prepared(COVER_OF, ['car', 'bob'])).toEqual([])
    expect(await database().prepared(COVER_OF, ['home', 'ann'])).toEqual([])
  })

  it('keeps a generic plan once it has run a few times, so it is no longer planned per call', async () => {
    for (let call = 0; call < 8; call++) await database().prepared(COVER_OF, ['car', 'ann'])
    const [statement] = rowsOf<{ generic_plans: number; custom_plans: number }>(
      await database().db.execute(
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where name = ${COVER_OF.name}`,
      ),
    )
    expect(statement!.generic_plans).toBeGreaterThan(0)
    expect(statement!.custom_plans).toBeLessThanOrEqual(5)
  })

  it('waits for an open transaction: it never reads another caller’s rows half-way', async () => {
    let during: Promise<unknown> | undefined
    await database()
      .db.transaction(async (tx) => {
        await tx.execute(sql`update cover set owner = 'bob' where name = 'car'`)
        during = database().prepared(COVER_OF, ['car', 'bob'])
        await new Promise((resolve) => setTimeout(resolve, 50))
        tx.rollback()
      })
      .catch(() => undefined)
    expect(await during).toEqual([])
    expect(await database().prepared(COVER_OF, ['car', 'ann'])).toHaveLength(1)
  })

  it('refuses a second text under a name already prepared, and names the error of a bad one', async () => {
    await expect(database().prepared({ ...COVER_OF, text: 'select 1' }, [])).rejects.toThrow(
      'the prepared statement cover_of_owner was prepared with another text',
    )
    await expect(
      database().prepared({ name: 'no_such_table', text: 'select * from no_such_table' }, []),
    ).rejects.toThrow('relation "no_such_table" does not exist')
    // The session goes on: the statement still answers.
    expect(await database().prepared(COVER_OF, ['car', 'ann'])).toHaveLength(1)
  })
})
