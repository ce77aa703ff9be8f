import type { ProductCode } from '@insure/domain/catalogue'
import {
  documentInEffect,
  type PolicyDocument,
  type PolicyDocumentKind,
} from '@insure/domain/policy-documents'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { policyDocuments } from '../../db/schema/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    policyDocuments: PolicyDocumentRepository
  }
}

/** A stored wording or terms: the document and its fingerprint as stored at seeding. */
export type StoredPolicyDocument = PolicyDocument & { sha256: string }

/**
 * The products' wordings and terms (policy_documents), a few dozen small rows read on every document
 * page and purchase: cached in process and dropped when the content generation changes (a seed).
 */
export class PolicyDocumentRepository {
  private cache: Promise<StoredPolicyDocument[]> | undefined

  constructor(private readonly db: Database) {}

  private all(): Promise<StoredPolicyDocument[]> {
    if (!this.cache) {
      const loading = this.db
        .select()
        .from(policyDocuments)
        .then((rows) =>
          rows.map(({ id: _id, ...row }) => ({ ...row, productCode: row.productCode as ProductCode })),
        )
      loading.catch(() => {
        if (this.cache === loading) this.cache = undefined
      })
      this.cache = loading
    }
    return this.cache
  }

  /** The version of a product's document sold on `today` (an ISO date), or null. */
  async inEffect(
    productCode: ProductCode,
    kind: PolicyDocumentKind,
    today: string,
  ): Promise<StoredPolicyDocument | null> {
    const versions = (await this.all()).filter(
      (document) => document.productCode === productCode && document.kind === kind,
    )
    return documentInEffect(versions, today)
  }

  /** One version, as a policy names it. */
  async byVersion(kind: PolicyDocumentKind, version: string): Promise<StoredPolicyDocument | null> {
    return (
      (await this.all()).find((document) => document.kind === kind && document.version === version) ?? null
    )
  }

  purge(): void {
    this.cache = undefined
  }
}

async function policyDocumentRepositoryPlugin(app: FastifyInstance) {
  const repository = new PolicyDocumentRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('policyDocuments', repository)
}

export default fp(policyDocumentRepositoryPlugin, {
  name: 'policy-document-repository',
  dependencies: ['database', 'content-generation'],
})
