// The reference of DESIGN.md's write budgets: a bare Fastify route doing one INSERT on the same kind
// of database (PGlite in a fresh folder, or the PostgreSQL of DATABASE_URL). No plugins, no checks.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import Fastify from 'fastify'
import pg from 'pg'

const port = Number(process.env.PORT ?? 3299)
let query
let close
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  query = (text, params) => pool.query(text, params)
  close = () => pool.end()
} else {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'insure-bench-ref-'))
  const db = await PGlite.create({ dataDir: path.join(folder, 'data') })
  query = (text, params) => db.query(text, params)
  close = async () => {
    await db.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
await query(
  'create table if not exists bench_reference (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())',
)

const app = Fastify({ logger: false })
app.post('/insert', async (request) => {
  const { rows } = await query('insert into bench_reference (body) values ($1) returning id', [
    JSON.stringify(request.body),
  ])
  return { code: 200, data: { id: rows[0].id } }
})
await app.listen({ port, host: '127.0.0.1' })
process.send?.('ready')
process.on('SIGTERM', async () => {
  await app.close()
  await close()
  process.exit(0)
})
