import { BANK_LISTS, isOnBankList, type Bank, type BankList } from '@insure/domain/bank'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { banks } from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    banks: BankRepository
  }
}

const byName = (a: Bank, b: Bank) => a.name.localeCompare(b.name, 'en') || a.id - b.id

/**
 * The banks table (a few dozen rows of reference data) held in process, each list worked out once:
 * read on first use and again after the content generation changes (a seed or a purge).
 */
export class BankRepository {
  private readonly index: ReferenceIndex<ReadonlyMap<BankList, readonly Bank[]>>

  constructor(db: Database) {
    this.index = new ReferenceIndex(async () => {
      const rows = await db.select().from(banks)
      return new Map(
        BANK_LISTS.map((list) => [
          list,
          rows
            .filter((row) => isOnBankList(row, list))
            .map(({ id, name, universalBranchCode }) => ({ id, name, universalBranchCode }))
            .sort(byName),
        ]),
      )
    })
  }

  /** Reads the rows now rather than on the first request. */
  async load(): Promise<void> {
    await this.index.get()
  }

  /** The banks of a list, by name. */
  async list(list: BankList): Promise<readonly Bank[]> {
    return (await this.index.get()).get(list) ?? []
  }

  purge(): void {
    this.index.purge()
  }
}

async function bankRepositoryPlugin(app: FastifyInstance) {
  const repository = new BankRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('banks', repository)
}

export default fp(bankRepositoryPlugin, {
  name: 'bank-repository',
  dependencies: ['database', 'content-generation'],
})
