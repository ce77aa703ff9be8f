import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgTable, text } from 'drizzle-orm/pg-core'
import { openPgliteInWorker, type DatabaseHandle } from './client.ts'
import { bytea } from './schema/documents.ts'

// The server's database runs on its own thread; Drizzle must see the same PGlite through it:
// rows, errors with their codes, transactions that commit, roll back and hold other queries back.
let folder: string
let database: DatabaseHandle
const failures: Error[] = []

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'insure-worker-'))
  database = await openPgliteInWorker(path.join(folder, 'data'), (error) => failures.push(error))
  await database.db.execute(sql`create table cover (id serial primary key, name text unique not null)`)
}, 60_000)

afterAll(async () => {
  await database?.close()
  await rm(folder, { recursive: true, force: true })
})

const names = async () =>
  (
    (await database.db.execute(sql`select name from cover order by id`)) as unknown as {
      rows: { name: string }[]
    }
  ).rows.map((row) => row.name)

describe('PGlite on its own thread', () => {
  it('answers rows with their parameters, timestamps as text as Drizzle expects', async () => {
    const result = (await database.db.execute(
      sql`select ${'funeral'}::text as name, ${2}::int + 1 as three, timestamptz '2026-11-22 10:00+02' as at`,
    )) as unknown as { rows: { name: string; three: number; at: unknown }[] }
    expect(result.rows).toEqual([{ name: 'funeral', three: 3, at: '2026-11-22 08:00:00+00' }])
  })

  it('carries bytes both ways: a document stored through Drizzle reads back as the same Buffer', async () => {
    await database.db.execute(
      sql`create table stored_document (hashed_id text primary key, content bytea not null)`,
    )
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a])
    const table = pgTable('stored_document', {
      hashedId: text('hashed_id').primaryKey(),
      content: bytea('content').notNull(),
    })
    await database.db.insert(table).values({ hashedId: 'pdf', content })
    const [row] = await database.db.select().from(table)
    expect(Buffer.isBuffer(row!.content)).toBe(true)
    expect(row!.content.equals(content)).toBe(true)
  })

  it('passes PostgreSQL errors on with their SQLSTATE code', async () => {
    await database.db.execute(sql`insert into cover (name) values ('car')`)
    const failure = await database.db.execute(sql`insert into cover (name) values ('car')`).catch((e) => e)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error & { cause?: { code?: string } }).cause?.code).toBe('23505')
  })

  it('commits a transaction, and rolls back one that fails', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cover (name) values ('home')`)
    })
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into cover (name) values ('life')`)
        throw new Error('the quote was declined')
      })
      .catch((e: Error) => e.message)
    expect(failed).toBe('the quote was declined')
    expect(await names()).toEqual(['car', 'home'])
  })

  it('rolls back when asked to', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into cover (name) values ('gap')`)
        tx.rollback()
      })
      .catch(() => undefined)
    expect(await names()).toEqual(['car', 'home'])
  })

  it('holds other queries back until a transaction ends, as PGlite does in one thread', async () => {
    let outsideRead: Promise<string[]> | undefined
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cover (name) values ('legal')`)
      outsideRead = names()
      // The query outside waits for the commit: it cannot see the row half-way, nor block the transaction.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.execute(sql`insert into cover (name) values ('funeral')`)
    })
    expect(await outsideRead).toEqual(['car', 'home', 'legal', 'funeral'])
  })

  it('runs many queries at once and answers each its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => database.db.execute(sql`select ${index}::int as n`)),
    )
    expect(answers.map((answer) => (answer as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual(
      Array.from({ length: 40 }, (_, index) => index),
    )
    expect(failures).toEqual([])
  })
})
