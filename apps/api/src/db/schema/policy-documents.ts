import type { PolicyDocumentKind, PolicyDocumentSection } from '@insure/domain/policy-documents'
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'

/**
 * Each product's policy wording and terms (issue 25), one row per version, seeded. A version's text
 * never changes once sold on: policies keep their version (`policies.wording_version`) and the
 * schedule prints its SHA-256, which is stored here as worked out from the text at seeding.
 */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productCode: text('product_code').notNull(),
    kind: text('kind').$type<PolicyDocumentKind>().notNull(),
    version: text('version').notNull(),
    /** The first day the version is sold on. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<PolicyDocumentSection[]>().notNull(),
    /** policyDocumentSha256 of the row's text (title, version, date, sections). */
    sha256: text('sha256').notNull(),
  },
  (table) => [
    unique('policy_documents_version_unique').on(table.kind, table.version),
    index('policy_documents_product_idx').on(table.productCode, table.kind, table.effectiveDate),
    check('policy_documents_kind', sql`${table.kind} in ('POLICY_WORDING', 'TERMS')`),
  ],
)
