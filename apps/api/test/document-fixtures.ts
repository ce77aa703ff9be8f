import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import { funeralScheduleInput } from '@insure/domain/policy-schedule/testing'
import { issuePolicySchedule } from '../src/areas/documents/policy-schedule.ts'
import { renderPolicySchedulePdf } from '../src/areas/documents/policy-schedule-pdf.ts'
import { newHashedId } from '../src/lib/hashed-id.ts'
import { sql } from 'drizzle-orm'
import { rowsOf, type Database } from '../src/db/client.ts'
import { OwnerCredentials, QUOTE_OWNER_COOKIE } from '../src/areas/quote-owner/quote-owners.ts'
import { testConfig } from '../src/config.ts'
import type { TestApp } from './test-app.ts'

/** A funeral policy's schedule issued as a purchase issues it: stored, its e-mail in the outbox. */
export async function issueTestSchedule(app: TestApp, policyHashedId?: string) {
  policyHashedId ??= await insertTestPolicy(app.db)
  const schedule = PolicyScheduleSchema.parse(funeralScheduleInput())
  const pdf = await renderPolicySchedulePdf(schedule)
  const issued = await app.db.transaction((tx) =>
    issuePolicySchedule(app, tx, { policyHashedId, schedule, pdf }),
  )
  return { ...issued, pdf, schedule, policyHashedId }
}

/**
 * Makes a browser the owner of a test policy's quote, as making the quote would: the Cookie header
 * value of its owner credential (DESIGN.md, Quote owner).
 */
export async function ownTestPolicy(app: TestApp, policyHashedId: string): Promise<string> {
  const credential = new OwnerCredentials(testConfig().tokenSecret).issue()
  await app.db.execute(sql`
    insert into quote_owners (quote_hashed_id, owner_digest, proven_by)
    select quote_hashed_id, ${credential.digest}, 'MADE' from policies where hashed_id = ${policyHashedId}`)
  return `${QUOTE_OWNER_COOKIE}=${credential.cookie}`
}

/** The quote of a test policy. */
export async function quoteOfTestPolicy(db: Database, policyHashedId: string): Promise<string> {
  const [row] = rowsOf<{ quote_hashed_id: string }>(
    await db.execute(sql`select quote_hashed_id from policies where hashed_id = ${policyHashedId}`),
  )
  return row!.quote_hashed_id
}

/**
 * A policy row and the rows it stands on (a quick quote, its quote, an acceptance), written directly:
 * for tests of what a purchase issues beside the policy, without walking a journey.
 */
export async function insertTestPolicy(db: Database, productCode = 'funeral'): Promise<string> {
  const ids = { quickQuote: newHashedId(), quote: newHashedId(), policy: newHashedId() }
  const [{ version }] = rowsOf<{ version: string }>(
    await db.execute(sql`select version from rating_tables order by effective_from desc limit 1`),
  ) as [{ version: string }]
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into quick_quotes (hashed_id, company_code, product_code, hashed_product_id, answers, outcome,
        premium_cents, cover_cents, rating_table_version)
      values (${ids.quickQuote}, 'IWYZE', ${productCode}, 'test', '[]'::jsonb, 'QUOTED', 12345, 1000000, ${version})`)
    await tx.execute(sql`
      insert into quotes (hashed_id, company_code, product_code, hashed_product_id, quick_quote_hashed_id,
        journey_version, rating_table_version, status, premium_cents, cover_cents)
      values (${ids.quote}, 'IWYZE', ${productCode}, 'test', ${ids.quickQuote}, 'test', ${version}, 'PURCHASED',
        12345, 1000000)`)
    const [acceptance] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into quote_acceptances (quote_hashed_id, premium_cents, total_cover_cents, rating_table_version)
        values (${ids.quote}, 12345, 1000000, ${version}) returning id`),
    )
    await tx.execute(sql`
      insert into policies (hashed_id, policy_number, quote_hashed_id, company_code, product_code, acceptance_id,
        premium_cents, total_cover_cents, rating_table_version, wording_version, commencement_date,
        transaction_origin_online)
      values (${ids.policy}, ${`TEST-${ids.policy}`}, ${ids.quote}, 'IWYZE', ${productCode}, ${acceptance!.id},
        12345, 1000000, ${version}, 'test', current_date, true)`)
  })
  return ids.policy
}
