import type { StoredWorkbenchContact } from '@insure/domain/workbench'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { quickQuotes, workbenchTokens } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'

declare module 'fastify' {
  interface FastifyInstance {
    workbenchTokens: WorkbenchTokenRepository
  }
}

export type WorkbenchTokenRow = typeof workbenchTokens.$inferSelect
export type LinkedQuickQuote = typeof quickQuotes.$inferSelect

export type NewWorkbenchToken = {
  companyCode: string | null
  agentId: string
  agentUsername: string
  productCode: string
  hashedQuickQuoteId: string | null
  hashedPageId: string | null
  gapQuoteSessionId: string | null
  contact: StoredWorkbenchContact
  expiresAt: Date
}

export type WorkbenchTokenIssue =
  | { status: 'issued'; id: string; expiresAt: Date }
  | { status: 'quote-not-found' }
  /** The quick quote is for another product than the token's. */
  | { status: 'quote-of-other-product'; productCode: string }

/** The launch tokens the workbench issues and what they open (shell spec §3 Workbench token data). */
export class WorkbenchTokenRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a token. With a quick quote, the quote must exist and be for the token's product, and its
   * company is the token's unless one is given; without, `defaultCompany`.
   */
  async issue(token: NewWorkbenchToken, defaultCompany: string): Promise<WorkbenchTokenIssue> {
    let companyCode = token.companyCode ?? defaultCompany
    if (token.hashedQuickQuoteId) {
      const [quote] = await this.db
        .select({ productCode: quickQuotes.productCode, companyCode: quickQuotes.companyCode })
        .from(quickQuotes)
        .where(eq(quickQuotes.hashedId, token.hashedQuickQuoteId))
      if (!quote) return { status: 'quote-not-found' }
      if (quote.productCode !== token.productCode)
        return { status: 'quote-of-other-product', productCode: quote.productCode }
      companyCode = token.companyCode ?? quote.companyCode
    }
    const id = newHashedId()
    await this.db.insert(workbenchTokens).values({ ...token, id, companyCode })
    return { status: 'issued', id, expiresAt: token.expiresAt }
  }

  /**
   * Takes a launch token for good, with the quick quote it continues; undefined when there is no such
   * token (never issued, or already taken). One DELETE … RETURNING: of two exchanges of one token,
   * in one process or two, exactly one gets the row (issue 22: a launch token is used once). An
   * expired token is taken too, and the caller refuses it: it would only wait for the retention sweep.
   */
  async take(id: string): Promise<{ token: WorkbenchTokenRow; quote: LinkedQuickQuote | null } | undefined> {
    const [token] = await this.db.delete(workbenchTokens).where(eq(workbenchTokens.id, id)).returning()
    if (!token) return undefined
    if (!token.hashedQuickQuoteId) return { token, quote: null }
    const [quote] = await this.db
      .select()
      .from(quickQuotes)
      .where(eq(quickQuotes.hashedId, token.hashedQuickQuoteId))
    return { token, quote: quote ?? null }
  }
}

async function workbenchRepositoryPlugin(app: FastifyInstance) {
  app.decorate('workbenchTokens', new WorkbenchTokenRepository(app.db))
}

export default fp(workbenchRepositoryPlugin, { name: 'workbench-repository', dependencies: ['database'] })
