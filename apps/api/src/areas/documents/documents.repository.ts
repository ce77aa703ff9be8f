import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseTransaction } from '../../db/client.ts'
import { documents, type DocumentKind } from '../../db/schema/index.ts'
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
  content: Buffer
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

  /** The hashed id of a policy's schedule, or null before it is issued. */
  async scheduleOf(policyHashedId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ hashedId: documents.hashedId })
      .from(documents)
      .where(and(eq(documents.policyHashedId, policyHashedId), eq(documents.kind, 'POLICY_SCHEDULE')))
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
