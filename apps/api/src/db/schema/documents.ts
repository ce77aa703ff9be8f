import { sql } from 'drizzle-orm'
import type { CoverLetter } from '@insure/domain/car'
import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { bigint, check, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { policies } from './quote.ts'

/**
 * `bytea`, read as a Buffer: node-postgres gives a Buffer, PGlite (in this thread or its own) a
 * Uint8Array. Written as base64 text that the database decodes: PGlite spells a binary parameter
 * out in hex in JavaScript, 3.8 ms for a 25 KB schedule against 0.8 ms for its base64 (measured),
 * and the database thread is the journeys' bottleneck.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/** A policy's schedule, and the confirmation-of-cover letter a car's finance house asks for (issue 23). */
export const DOCUMENT_KINDS = ['POLICY_SCHEDULE', 'COVER_LETTER'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
/** What a document of each kind is drawn from. */
export type DocumentSource = PolicySchedule | CoverLetter

/**
 * Documents made on the server (DESIGN "Selling"): a policy's schedule as the PDF it was issued as,
 * with the wording version it was sold on. The content is the document as sent, never made again,
 * so the policyholder's copy and ours stay the same. It holds personal information (masked numbers,
 * names, contact details): served only by its unguessable hashed id, never logged.
 */
export const documents = pgTable(
  'documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    hashedId: text('hashed_id').notNull().unique('documents_hashed_id_unique'),
    /** The policy it belongs to, written in the purchase's transaction. */
    policyHashedId: text('policy_hashed_id')
      .notNull()
      .references(() => policies.hashedId),
    kind: text('kind').$type<DocumentKind>().notNull(),
    wordingVersion: text('wording_version').notNull(),
    /** What the download is called: `policy-schedule-<policy number>.pdf`. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /**
     * The file; null until it is rendered from `source` (the purchase stores the document with its
     * policy and a renderer draws it just after, off the purchase's path: docs/decisions/004).
     */
    content: bytea('content'),
    /**
     * What the document is rendered from: the policy schedule as sold, or the cover letter as issued
     * (numbers already masked); `kind` says which.
     */
    source: jsonb('source').$type<DocumentSource>(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_policy_idx').on(table.policyHashedId),
    check('documents_kind', sql`${table.kind} in ('POLICY_SCHEDULE', 'COVER_LETTER')`),
  ],
)
