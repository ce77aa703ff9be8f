import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { companies, seedVersions } from '../src/db/schema/index.ts'
import { companySeeds } from './companies.ts'

type SeedSet = { name: string; data: unknown; load(tx: Database): Promise<void> }

/** Each seed set is versioned by the hash of its data: a restart reloads only what changed. */
const seedSets: SeedSet[] = [
  {
    name: 'companies',
    data: companySeeds,
    async load(tx) {
      for (const company of companySeeds) {
        await tx
          .insert(companies)
          .values({ ...company, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: companies.code,
            set: {
              name: company.name,
              configuration: company.configuration,
              environments: company.environments,
              updatedAt: sql`now()`,
            },
          })
      }
    },
  },
]

/** Loads every seed set whose version differs from the one recorded; idempotent. */
export async function seedDatabase(db: Database): Promise<string[]> {
  const loaded: string[] = []
  for (const set of seedSets) {
    const version = createHash('sha256').update(JSON.stringify(set.data)).digest('hex').slice(0, 16)
    const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, set.name))
    if (current?.version === version) continue
    await db.transaction(async (tx) => {
      await set.load(tx as unknown as Database)
      await tx
        .insert(seedVersions)
        .values({ name: set.name, version })
        .onConflictDoUpdate({ target: seedVersions.name, set: { version, loadedAt: sql`now()` } })
    })
    loaded.push(set.name)
  }
  return loaded
}
