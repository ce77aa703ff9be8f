import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../../db/client.ts'
import type { FormSubmissionKind } from '../../db/schema/index.ts'
import { canonicalDigest } from '../../lib/canonical-json.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { writeBatch } from '../../lib/write-batch.ts'
import { knownSessionIds, sessionOfRow } from '../session/session.repository.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

declare module 'fastify' {
  interface FastifyInstance {
    formSubmissions: FormSubmissionRepository
  }
}

/** The same payload from the same session within this window is stored once (issue 4). */
export const DUPLICATE_WINDOW = '1 minute'

export type NewFormSubmission = {
  kind: FormSubmissionKind
  /** The endpoint path it was posted to. */
  route: string
  sessionHashedId: string
  productCode: string
  hashedProductId: string
  department: string | null
  reason: string | null
  /** The validated body. */
  payload: Record<string, unknown>
}

export type SubmissionOutcome =
  | { status: 'stored'; reference: string }
  /** The same payload from the same session within the window: the earlier submission's reference. */
  | { status: 'repeated'; reference: string }
  | { status: 'session-not-found' }

/** The digest a submission is recognised by: its route and its validated body, canonical JSON. */
export function payloadDigest(route: string, payload: Record<string, unknown>): string {
  return canonicalDigest({ route, body: payload })
}

type LaterRow = { session_exists: boolean; stored_id: string | null; repeated_id: string | null }
type UpsertRow = { hashed_id: string; session_hashed_id: string; payload_digest: string; inserted: boolean }

/** How often the second statement runs again after losing a race for the next occurrence. */
const MAX_ATTEMPTS = 3

const keyOf = (sessionHashedId: string, digest: string) => `${sessionHashedId}\n${digest}`

export class FormSubmissionRepository {
  /** Submissions that arrive together are stored in one statement (see writeBatch). */
  private readonly submitTogether = writeBatch((submissions: readonly NewFormSubmission[]) =>
    this.submitAll(submissions),
  )

  constructor(private readonly db: Database) {}

  /**
   * Stores a submission, or recognises it as a repeat of one stored within the window: the same
   * payload (route and validated body) from the same session. The session gives the company; an
   * unknown session stores nothing.
   */
  submit(submission: NewFormSubmission): Promise<SubmissionOutcome> {
    return this.submitTogether(submission)
  }

  /**
   * Stores submissions in one statement when each session sent its payload for the first time or
   * repeats it within the window of its first occurrence: an upsert on (session, digest, occurrence
   * 0) that inserts the row, or on a conflict with a recent row only counts the repeat and answers
   * that row. Identical submissions in one batch are one row and its repeats. Concurrent identical
   * requests wait on the unique index for the first to commit, then count themselves as its
   * repeats; rows go in key order so that two such statements never wait on each other. The rest
   * (an unknown session, or a payload after the window of occurrence 0) go one by one through a
   * second statement that tells which, and stores the next occurrence when the latest is older.
   */
  private async submitAll(submissions: readonly NewFormSubmission[]): Promise<SubmissionOutcome[]> {
    const digests = submissions.map((submission) => payloadDigest(submission.route, submission.payload))
    const firstOfKey = new Map<string, number>()
    const repeatsInBatch = new Map<number, number>()
    submissions.forEach((submission, index) => {
      const key = keyOf(submission.sessionHashedId, digests[index]!)
      const first = firstOfKey.get(key)
      if (first === undefined) firstOfKey.set(key, index)
      else repeatsInBatch.set(first, (repeatsInBatch.get(first) ?? 0) + 1)
    })
    // One parameter for the whole batch, taken apart by PostgreSQL: eleven parameters a row cost
    // more to send and bind than the rows cost to insert.
    const rows = [...firstOfKey.values()].map((index) => {
      const submission = submissions[index]!
      return {
        hashed_id: newHashedId(),
        kind: submission.kind,
        route: submission.route,
        session_hashed_id: submission.sessionHashedId,
        product_code: submission.productCode,
        hashed_product_id: submission.hashedProductId,
        department: submission.department,
        reason: submission.reason,
        payload: submission.payload,
        payload_digest: digests[index],
        repeats: repeatsInBatch.get(index) ?? 0,
      }
    })
    const result = await withoutParameters(
      'storing form submissions',
      this.db.execute(sql`
      insert into form_submissions as submission
        (hashed_id, kind, route, company_code, session_hashed_id, product_code, hashed_product_id,
         department, reason, payload, payload_digest, repeat_count)
      select given.hashed_id, given.kind, given.route, sessions.company_code, sessions.hashed_id,
        given.product_code, given.hashed_product_id, given.department, given.reason, given.payload,
        given.payload_digest, given.repeats
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as given (hashed_id text, kind text,
        route text, session_hashed_id text, product_code text, hashed_product_id text, department text,
        reason text, payload jsonb, payload_digest text, repeats int)
      cross join lateral (${sessionOfRow(sql`given.session_hashed_id`)}) as sessions
      order by given.session_hashed_id, given.payload_digest
      on conflict (session_hashed_id, payload_digest, occurrence) do update
        set repeat_count = submission.repeat_count + 1 + excluded.repeat_count
        where submission.created_at > now() - interval '${sql.raw(DUPLICATE_WINDOW)}'
      returning hashed_id, session_hashed_id, payload_digest, (xmax = 0) as inserted`),
    )
    const upserted = new Map(
      rowsOf<UpsertRow>(result).map((row) => [keyOf(row.session_hashed_id, row.payload_digest), row]),
    )
    // The rest are for an unknown session (answered at once: one query for them all, so that made-up
    // sessions cost no more than real ones) or repeat a payload after its window (one by one).
    const notUpserted = submissions.filter(
      (submission, index) => !upserted.has(keyOf(submission.sessionHashedId, digests[index]!)),
    )
    const known = await knownSessionIds(
      this.db,
      notUpserted.map((submission) => submission.sessionHashedId),
    )
    const outcomes: SubmissionOutcome[] = []
    for (const [index, submission] of submissions.entries()) {
      const key = keyOf(submission.sessionHashedId, digests[index]!)
      const row = upserted.get(key)
      if (row) {
        const stored = row.inserted && firstOfKey.get(key) === index
        outcomes.push({ status: stored ? 'stored' : 'repeated', reference: row.hashed_id })
      } else if (!known.has(submission.sessionHashedId)) {
        outcomes.push({ status: 'session-not-found' })
      } else {
        outcomes.push(await this.submitLater(submission, digests[index]!))
      }
    }
    return outcomes
  }

  private async submitLater(submission: NewFormSubmission, digest: string): Promise<SubmissionOutcome> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const outcome = await this.storeAgain(submission, digest)
      if (outcome) return outcome
    }
    throw new Error('form submission: no occurrence could be stored or found')
  }

  /**
   * The payload's first occurrence is older than the window (unknown sessions were answered with the
   * batch). Answers the latest occurrence (counting the repeat) when it is within the window, else
   * stores the next one.
   * Undefined when a concurrent request stored that next occurrence first (it committed after this
   * statement's snapshot): the caller reads again.
   */
  private async storeAgain(
    submission: NewFormSubmission,
    digest: string,
  ): Promise<SubmissionOutcome | undefined> {
    const session = submission.sessionHashedId
    const result = await withoutParameters(
      'storing a repeated form submission',
      this.db.execute(sql`
      with latest as (
        select hashed_id, occurrence,
          created_at > now() - interval '${sql.raw(DUPLICATE_WINDOW)}' as recent
        from form_submissions
        where session_hashed_id = ${session} and payload_digest = ${digest}
        order by occurrence desc
        limit 1
      ), stored as (
        insert into form_submissions
          (hashed_id, kind, route, company_code, session_hashed_id, product_code, hashed_product_id,
           department, reason, payload, payload_digest, occurrence)
        select ${newHashedId()}, ${submission.kind}, ${submission.route}, sessions.company_code,
          sessions.hashed_id, ${submission.productCode}, ${submission.hashedProductId},
          ${submission.department}, ${submission.reason}, ${JSON.stringify(submission.payload)}::jsonb,
          ${digest}, latest.occurrence + 1
        from latest join sessions on sessions.hashed_id = ${session}
        where not latest.recent
        on conflict (session_hashed_id, payload_digest, occurrence) do nothing
        returning hashed_id
      ), repeated as (
        update form_submissions set repeat_count = repeat_count + 1
        where hashed_id = (select hashed_id from latest where recent)
        returning hashed_id
      )
      select
        exists (select 1 from sessions where hashed_id = ${session}) as session_exists,
        (select hashed_id from stored) as stored_id,
        (select hashed_id from repeated) as repeated_id`),
    )
    const row = rowsOf<LaterRow>(result)[0]!
    if (!row.session_exists) return { status: 'session-not-found' }
    if (row.stored_id) return { status: 'stored', reference: row.stored_id }
    if (row.repeated_id) return { status: 'repeated', reference: row.repeated_id }
    return undefined
  }
}

async function formSubmissionRepositoryPlugin(app: FastifyInstance) {
  app.decorate('formSubmissions', new FormSubmissionRepository(app.db))
}

export default fp(formSubmissionRepositoryPlugin, {
  name: 'form-submission-repository',
  dependencies: ['database'],
})
