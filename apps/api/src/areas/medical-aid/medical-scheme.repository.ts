import { schemesGapTopsUp, type MedicalAidPlan, type MedicalScheme } from '@insure/domain/medical-aid'
import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { medicalSchemeOptions, medicalSchemes } from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    medicalSchemes: MedicalSchemeRepository
  }
}

type Lists = { all: readonly MedicalScheme[]; gap: readonly MedicalScheme[] }

/**
 * The medical schemes and their options (a few hundred rows of reference data) held in process, both
 * lists worked out once: read on first use and again after the content generation changes.
 */
export class MedicalSchemeRepository {
  private readonly index: ReferenceIndex<Lists>

  constructor(db: Database) {
    this.index = new ReferenceIndex(async () => {
      const schemes = await db.select().from(medicalSchemes).orderBy(asc(medicalSchemes.name))
      const options = await db
        .select()
        .from(medicalSchemeOptions)
        .orderBy(asc(medicalSchemeOptions.schemeId), asc(medicalSchemeOptions.position))
      const all = schemes.map((scheme): MedicalScheme => ({
        name: scheme.name,
        open: scheme.open,
        options: options
          .filter((option) => option.schemeId === scheme.id)
          .map((option) => ({ name: option.name, plan: option.plan as MedicalAidPlan | null })),
      }))
      return { all, gap: schemesGapTopsUp(all) }
    })
  }

  /** Reads the rows now rather than on the first request. */
  async load(): Promise<void> {
    await this.index.get()
  }

  /** Every scheme with every option, by name. */
  async all(): Promise<readonly MedicalScheme[]> {
    return (await this.index.get()).all
  }

  /** The schemes GAP tops up, each with the options it tops up, by name. */
  async gapToppedUp(): Promise<readonly MedicalScheme[]> {
    return (await this.index.get()).gap
  }

  purge(): void {
    this.index.purge()
  }
}

async function medicalSchemeRepositoryPlugin(app: FastifyInstance) {
  const repository = new MedicalSchemeRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('medicalSchemes', repository)
}

export default fp(medicalSchemeRepositoryPlugin, {
  name: 'medical-scheme-repository',
  dependencies: ['database', 'content-generation'],
})
