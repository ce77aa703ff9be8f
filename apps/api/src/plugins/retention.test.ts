import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clientCredentials, createTestApp } from '../../test/test-app.ts'
import { rowsOf } from '../db/client.ts'
import { Retention, type PrunedTable } from './retention.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

const DAY = "interval '1 day'"
const at = (offset: string) => sql.raw(`now() + ${offset}`)

/** Rows on either side of each table's limit: what must go, and what must stay. */
const ROWS: Record<PrunedTable, { id: string; at: string }[]> = {
  sessions: [
    { id: 'session-8-days', at: `-8 * ${DAY}` },
    { id: 'session-7-days-1-minute', at: `-7 * ${DAY} - interval '1 minute'` },
    { id: 'session-6-days-23-hours', at: `-7 * ${DAY} + interval '1 hour'` },
    { id: 'session-new', at: "interval '0 s'" },
  ],
  workbench_tokens: [
    { id: 'token-expired', at: "-interval '1 minute'" },
    { id: 'token-live', at: "interval '11 hours'" },
  ],
  used_captchas: [
    { id: 'captcha-expired', at: "-interval '1 second'" },
    { id: 'captcha-live', at: "interval '9 minutes'" },
  ],
  rate_limit_counters: [
    { id: 'rate-25-hours', at: "-interval '25 hours'" },
    { id: 'rate-23-hours', at: "-interval '23 hours'" },
    { id: 'rate-now', at: "interval '0 s'" },
  ],
  // `at` is when the code expires; a `locked` row's lock runs another minute.
  quote_resume_codes: [
    { id: 'resume-expired-16-minutes', at: "-interval '16 minutes'" },
    { id: 'resume-expired-but-locked', at: "-interval '16 minutes'" },
    { id: 'resume-expired-14-minutes', at: "-interval '14 minutes'" },
    { id: 'resume-live', at: "interval '5 minutes'" },
  ],
  sms_outbox: [
    { id: 'sms-25-hours', at: "-interval '25 hours'" },
    { id: 'sms-23-hours', at: "-interval '23 hours'" },
  ],
  quick_quote_drafts: [
    { id: 'draft-31-days', at: `-31 * ${DAY}` },
    { id: 'draft-29-days', at: `-29 * ${DAY}` },
  ],
}
const EXPECTED_GONE = [
  'session-8-days',
  'session-7-days-1-minute',
  'token-expired',
  'captcha-expired',
  'rate-25-hours',
  'resume-expired-16-minutes',
  'sms-25-hours',
  'draft-31-days',
]

async function insertRow(table: PrunedTable, id: string, when: string) {
  const time = at(when)
  const statements: Record<PrunedTable, ReturnType<typeof sql>> = {
    sessions: sql`insert into sessions (hashed_id, contact_hashed_id, company_code, ip, created_at)
      values (${id}, ${`${id}-contact`}, 'IWYZE', '198.51.100.7', ${time})`,
    workbench_tokens: sql`insert into workbench_tokens (id, company_code, agent_id, agent_username,
      product_code, contact, created_at, expires_at)
      values (${id}, 'IWYZE', 'AG42', 'agent', 'car', '{"mobile":"+27821234567"}', ${time} - interval '12 hours', ${time})`,
    used_captchas: sql`insert into used_captchas (signature, expires_at) values (${id}, ${time})`,
    rate_limit_counters: sql`insert into rate_limit_counters (key, window_start, count) values (${id}, ${time}, 3)`,
    quote_resume_codes: sql`insert into quote_resume_codes (quote_hashed_id, channel, code_digest, sent_at,
      expires_at, locked_until)
      values (${id}, 'EMAIL', 'digest', ${time} - interval '10 minutes', ${time},
        ${id.includes('locked') ? sql`now() + interval '1 minute'` : null})`,
    sms_outbox: sql`insert into sms_outbox (id, to_number, body, purpose, created_at)
      values (${id}, '+27821234567', 'Your code is 123456.', 'RESUME_CODE', ${time})`,
    quick_quote_drafts: sql`insert into quick_quote_drafts (owner_digest, product_code, answers, updated_at)
      values (${id}, 'life', '[{"questionId":"q","selectedAnswers":[{"id":"a","value":"8001015009087"}]}]', ${time})`,
  }
  // A resume code belongs to a quote, which stands on a quick quote.
  if (table === 'quote_resume_codes') await insertQuote(id)
  await testApp.db.execute(statements[table])
}

const KEYS: Record<PrunedTable, string> = {
  sessions: 'hashed_id',
  workbench_tokens: 'id',
  used_captchas: 'signature',
  rate_limit_counters: 'key',
  quote_resume_codes: 'quote_hashed_id',
  sms_outbox: 'id',
  quick_quote_drafts: 'owner_digest',
}

async function insertQuote(hashedId: string) {
  await testApp.db.execute(sql`
    insert into quick_quotes (hashed_id, company_code, product_code, hashed_product_id, answers, outcome,
      rating_table_version)
    values (${hashedId}, 'IWYZE', 'funeral', 'test', '[]'::jsonb, 'QUOTED',
      (select version from rating_tables order by effective_from desc limit 1))
    on conflict do nothing`)
  await testApp.db.execute(sql`
    insert into quotes (hashed_id, company_code, product_code, hashed_product_id, quick_quote_hashed_id,
      journey_version, rating_table_version)
    values (${hashedId}, 'IWYZE', 'funeral', 'test', ${hashedId}, 'test',
      (select version from rating_tables order by effective_from desc limit 1))
    on conflict do nothing`)
}

/** Which of the test's rows are still there. */
async function remaining(): Promise<string[]> {
  const ids = Object.values(ROWS).flatMap((rows) => rows.map((row) => row.id))
  const found: string[] = []
  for (const [table, key] of Object.entries(KEYS)) {
    const result = await testApp.db.execute(
      sql`select ${sql.identifier(key)} as id from ${sql.identifier(table)}`,
    )
    found.push(...rowsOf<{ id: string }>(result).map((row) => row.id))
  }
  return found.filter((id) => ids.includes(id)).sort()
}

async function isStored(table: PrunedTable, id: string): Promise<boolean> {
  const result = await testApp.db.execute(
    sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(KEYS[table])} = ${id}`,
  )
  return rowsOf(result).length > 0
}

async function insertAll() {
  for (const [table, rows] of Object.entries(ROWS) as [PrunedTable, (typeof ROWS)[PrunedTable]][]) {
    for (const row of rows) await insertRow(table, row.id, row.at)
  }
}

describe('the prune (POPIA: kept no longer than needed)', () => {
  beforeEach(async () => {
    // The test's own rows, by the prefixes their ids start with.
    for (const [table, key] of Object.entries(KEYS)) {
      await testApp.db.execute(
        sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)} ~ '^(session|token|captcha|rate|resume|sms|draft)-'`,
      )
    }
    await insertAll()
  })

  it('deletes exactly the expired rows: sessions past 7 days, expired tokens and captchas, day-old counters', async () => {
    const counts = await testApp.app.retention.prune()
    expect(counts).toEqual({
      sessions: 2,
      workbench_tokens: 1,
      used_captchas: 1,
      rate_limit_counters: 1,
      quote_resume_codes: 1,
      sms_outbox: 1,
      quick_quote_drafts: 1,
    })
    const kept = Object.values(ROWS)
      .flatMap((rows) => rows.map((row) => row.id))
      .filter((id) => !EXPECTED_GONE.includes(id))
    expect(await remaining()).toEqual(kept.sort())
    expect(await testApp.app.retention.prune()).toEqual({
      sessions: 0,
      workbench_tokens: 0,
      used_captchas: 0,
      rate_limit_counters: 0,
      quote_resume_codes: 0,
      sms_outbox: 0,
      quick_quote_drafts: 0,
    })
  })

  it('deletes in bounded statements: what is over the bound waits for the next prune', async () => {
    for (let index = 0; index < 3; index++) {
      await insertRow('sessions', `session-old-${index}`, `-10 * ${DAY}`)
    }
    // Five expired sessions; at most two DELETEs of two rows each.
    const bounded = new Retention(testApp.db, { batchRows: 2, maxBatches: 2 })
    expect((await bounded.prune()).sessions).toBe(4)
    expect((await bounded.prune()).sessions).toBe(1)
    expect((await remaining()).filter((id) => id.startsWith('session-'))).toEqual([
      'session-6-days-23-hours',
      'session-new',
    ])
  })

  it('runs once at start and then on its schedule', async () => {
    const scheduled = new Retention(testApp.db)
    scheduled.schedule(testApp.app.log, 100)
    try {
      await expect.poll(remaining).not.toContain('token-expired')
      await insertRow('used_captchas', 'captcha-expired-later', "-interval '1 second'")
      expect(await isStored('used_captchas', 'captcha-expired-later')).toBe(true)
      await expect.poll(() => isStored('used_captchas', 'captcha-expired-later')).toBe(false)
    } finally {
      await scheduled.stop()
    }
  })

  it('a session still in its 7 days goes on working; one past them is gone for the API too', async () => {
    const credentials = await clientCredentials(testApp.app)
    await testApp.app.retention.prune()
    const update = (hashedSessionId: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/wyzeapi/session/update',
        headers: credentials.headers('PUT'),
        payload: { hashedSessionId, currstep: 'quote' },
      })
    expect((await update('session-6-days-23-hours')).statusCode).toBe(200)
    expect((await update('session-8-days')).statusCode).toBe(404)
  })
})
