import type { VehicleBodyType } from '@insure/domain/rating'
import {
  NO_MATCH,
  normaliseSearchText,
  searchHaystack,
  SearchIndex,
  searchMatchRank,
} from '@insure/domain/search'
import { sql } from 'drizzle-orm'
import { ReferenceIndex, selectJsonRows } from '../../lib/reference-index.ts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { vehicles } from '../../db/schema/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    vehicles: VehicleRepository
  }
}

export type Vehicle = {
  code: string
  year: number
  make: string
  model: string
  /** "VOLKSWAGEN POLO 1.4 HATCH": what the search list shows. */
  description: string
  /** One of the catalogue's body types (seed/data/vehicles.ts writes only these). */
  bodyType: VehicleBodyType
  engineCc: number
  /** Our indicative value (seed/data/vehicles.ts), in cents. */
  valueCents: number
}

export type VehicleSearchResult = { total: number; results: Vehicle[] }

type VehicleIndex = {
  /** By make, model, engine, then the newest year first; found by make and model, engine size, body type, code. */
  searchable: SearchIndex<Vehicle>
  /** Make names, sorted. */
  makes: string[]
  /** Models of each make (by normalised make), sorted. */
  modelsByMake: Map<string, { make: string; models: string[] }>
  /** Rows by "code|year", for the vehicle answers of quick quotes. */
  byCodeAndYear: Map<string, Vehicle>
}

type VehicleTuple = [string, number, string, string, VehicleBodyType, number, number]

/** Engine size as the trade writes it: 1390 cc is "1.4". */
export const engineLitres = (engineCc: number) => (engineCc / 1000).toFixed(1)

const fromTuple = ([code, year, make, model, bodyType, engineCc, valueCents]: VehicleTuple): Vehicle => ({
  code,
  year,
  make,
  model,
  description: `${make} ${model} ${engineLitres(engineCc)} ${bodyType}`,
  bodyType,
  engineCc,
  valueCents,
})

const listingOrder = (a: Vehicle, b: Vehicle) =>
  a.make < b.make
    ? -1
    : a.make > b.make
      ? 1
      : a.model < b.model
        ? -1
        : a.model > b.model
          ? 1
          : a.engineCc - b.engineCc || b.year - a.year

/** Every row as one JSON text (one value through the driver, cheap on PGlite's thread). */
const ROWS_AS_JSON = sql`
  select json_agg(
    json_build_array(${vehicles.code}, ${vehicles.year}, ${vehicles.make}, ${vehicles.model},
      ${vehicles.bodyType}, ${vehicles.engineCc}, ${vehicles.valueCents})
  )::text as rows
  from ${vehicles}`

/**
 * The vehicle catalogue held in process (a few thousand rows): read once on first use and again
 * after the content generation changes; searches never query the database.
 */
export class VehicleRepository {
  private readonly index: ReferenceIndex<VehicleIndex>

  constructor(db: Database) {
    this.index = new ReferenceIndex(async () => {
      const rows = (await selectJsonRows<VehicleTuple>(db, ROWS_AS_JSON)).map(fromTuple).sort(listingOrder)
      const modelsByMake = new Map<string, { make: string; models: string[] }>()
      for (const row of rows) {
        const key = normaliseSearchText(row.make)
        const entry = modelsByMake.get(key) ?? { make: row.make, models: [] }
        if (entry.models.at(-1) !== row.model) entry.models.push(row.model)
        modelsByMake.set(key, entry)
      }
      return {
        searchable: new SearchIndex(rows, (row) => [
          `${row.make} ${row.model}`,
          [engineLitres(row.engineCc), row.bodyType, row.code],
        ]),
        makes: [...modelsByMake.values()].map((entry) => entry.make),
        modelsByMake,
        byCodeAndYear: new Map(rows.map((row) => [`${row.code}|${row.year}`, row])),
      }
    })
  }

  /** Reads the rows now rather than on the first search. */
  async load(): Promise<void> {
    await this.index.get()
  }

  /**
   * Vehicles of a model year (every year when none) matching a term on make, model, engine size,
   * body type or code, without case: make-and-model starting with it first, then any word, then
   * anywhere. `total` counts every match.
   */
  async search(term: string, limit: number, year?: number): Promise<VehicleSearchResult> {
    const { searchable } = await this.index.get()
    return searchable.search(term, limit, (row) => year === undefined || row.year === year)
  }

  /** Every make, or those matching `query` (a word starting with it first, then anywhere). */
  async makes(query?: string): Promise<string[]> {
    const { makes } = await this.index.get()
    const term = normaliseSearchText(query)
    if (term === '') return makes
    const ranked = makes
      .map((make) => ({ make, rank: searchMatchRank(searchHaystack(make), term) }))
      .filter(({ rank }) => rank !== NO_MATCH)
    return ranked.sort((a, b) => a.rank - b.rank).map(({ make }) => make)
  }

  /** The models of a make (without case), or undefined for an unknown make. */
  async models(make: string): Promise<string[] | undefined> {
    return (await this.index.get()).modelsByMake.get(normaliseSearchText(make))?.models
  }

  /** The vehicle of a catalogue code and model year (a vehicle answer), or undefined. */
  async byCodeAndYear(code: string, year: number): Promise<Vehicle | undefined> {
    return (await this.index.get()).byCodeAndYear.get(`${code}|${year}`)
  }

  purge(): void {
    this.index.purge()
  }
}

async function vehicleRepositoryPlugin(app: FastifyInstance) {
  const repository = new VehicleRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('vehicles', repository)
}

export default fp(vehicleRepositoryPlugin, {
  name: 'vehicle-repository',
  dependencies: ['database', 'content-generation'],
})
