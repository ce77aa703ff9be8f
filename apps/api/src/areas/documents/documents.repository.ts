import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseTransaction } from '../../db/client.ts'
import { documents, policies, type DocumentKind, type DocumentSource } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentRepository
  }
}

export type NewDocument = {
  policyHashedId: string
  kind: DocumentKind
  wordingVersion: string
  fileName: string
  contentType: string
  /** The file, or null to draw it from `source` after the purchase (DocumentRenderer). */
  content: Buffer | null
  source: DocumentSource | null
}

export type StoredDocument = NewDocument & { hashedId: string; createdAt: Date }

/** A hashed id as newHashedId makes them: 16 bytes in base64url. Anything else names no document. */
const HASHED_ID = /^[A-Za-z0-9_-]{22}$/

export class DocumentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a document in the caller's transaction (the purchase's), so that it commits, or not, with
   * the policy it belongs to. Its hashed id.
   */
  async storeDocument(tx: DatabaseTransaction, document: NewDocument): Promise<string> {
    const hashedId = newHashedId()
    await withoutParameters('storing a document', tx.insert(documents).values({ hashedId, ...document }))
    return hashedId
  }

  /** Documents not drawn yet, oldest first, with what they are drawn from. */
  async pendingDocuments(
    limit: number,
  ): Promise<{ hashedId: string; kind: DocumentKind; source: DocumentSource }[]> {
    const rows = await this.db
      .select({ hashedId: documents.hashedId, kind: documents.kind, source: documents.source })
      .from(documents)
      .where(and(isNull(documents.content), isNotNull(documents.source)))
      .orderBy(asc(documents.id))
      .limit(limit)
    return rows as { hashedId: string; kind: DocumentKind; source: DocumentSource }[]
  }

  /**
   * Stores a document's drawn file unless it has one (two processes drawing it: the first one's is
   * kept, and answered to both).
   */
  async storeContent(hashedId: string, content: Buffer): Promise<Buffer> {
    const stored = await this.db
      .update(documents)
      .set({ content, renderedAt: sql`now()` })
      .where(and(eq(documents.hashedId, hashedId), isNull(documents.content)))
      .returning({ hashedId: documents.hashedId })
    if (stored.length > 0) return content
    const [row] = await this.db
      .select({ content: documents.content })
      .from(documents)
      .where(eq(documents.hashedId, hashedId))
    return row?.content ?? content
  }

  /** The hashed id of a policy's schedule, or null before it is issued. */
  async scheduleOf(policyHashedId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ hashedId: documents.hashedId })
      .from(documents)
      .where(and(eq(documents.policyHashedId, policyHashedId), eq(documents.kind, 'POLICY_SCHEDULE')))
    return row?.hashedId ?? null
  }

  /** The quote whose policy a document belongs to, or null for an id that names none. */
  async quoteOfDocument(hashedId: string): Promise<string | null> {
    if (!HASHED_ID.test(hashedId)) return null
    const [row] = await this.db
      .select({ quoteHashedId: policies.quoteHashedId })
      .from(documents)
      .innerJoin(policies, eq(policies.hashedId, documents.policyHashedId))
      .where(eq(documents.hashedId, hashedId))
    return row?.quoteHashedId ?? null
  }

  /** The policy schedule of a quote's policy, or null before it is bought. */
  async scheduleOfQuote(quoteHashedId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ hashedId: documents.hashedId })
      .from(documents)
      .innerJoin(policies, eq(policies.hashedId, documents.policyHashedId))
      .where(and(eq(policies.quoteHashedId, quoteHashedId), eq(documents.kind, 'POLICY_SCHEDULE')))
    return row?.hashedId ?? null
  }

  /** The document of a hashed id, or null for an id that names none (or is not an id at all). */
  async documentOf(hashedId: string): Promise<StoredDocument | null> {
    if (!HASHED_ID.test(hashedId)) return null
    const [row] = await this.db
      .select({
        hashedId: documents.hashedId,
        policyHashedId: documents.policyHashedId,
        kind: documents.kind,
        wordingVersion: documents.wordingVersion,
        fileName: documents.fileName,
        contentType: documents.contentType,
        content: documents.content,
        source: documents.source,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.hashedId, hashedId))
    return row ?? null
  }
}

async function documentRepositoryPlugin(app: FastifyInstance) {
  app.decorate('documents', new DocumentRepository(app.db))
}

export default fp(documentRepositoryPlugin, { name: 'document-repository', dependencies: ['database'] })
