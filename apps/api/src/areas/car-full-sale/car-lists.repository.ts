import type { CarListItem, Registration } from '@insure/domain/car'
import { SearchIndex } from '@insure/domain/search'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.ts'
import { carListItems, vehicleRegistrations } from '../../db/schema/index.ts'
import { ReferenceIndex } from '../../lib/reference-index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    carLists: CarListRepository
    vehicleRegister: VehicleRegister
  }
}

/** The seeded lists of the car full sale (seed/data/car-lists.ts), by the name they are served under. */
export type CarListName = 'trackingDevs' | 'colours' | 'licenseCodes' | 'carStatus'

type CarLists = { lists: Map<string, CarListItem[]>; trackingDevices: SearchIndex<CarListItem> }

/**
 * The car full sale's lists held in process (a few dozen rows): read once on first use and again
 * after the content generation changes; a search as you type never waits for the database.
 */
export class CarListRepository {
  private readonly index: ReferenceIndex<CarLists>

  constructor(db: Database) {
    this.index = new ReferenceIndex(async () => {
      const rows = await db
        .select()
        .from(carListItems)
        .orderBy(asc(carListItems.list), asc(carListItems.position))
      const lists = new Map<string, CarListItem[]>()
      for (const row of rows) {
        const list = lists.get(row.list) ?? []
        list.push({ code: row.code, label: row.label })
        lists.set(row.list, list)
      }
      const devices = lists.get('trackingDevs') ?? []
      return { lists, trackingDevices: new SearchIndex(devices, (item) => [item.label, [item.code]]) }
    })
  }

  async list(name: CarListName): Promise<CarListItem[]> {
    return (await this.index.get()).lists.get(name) ?? []
  }

  /** Every tracking device, or those matching `query` (label starting with it first, then anywhere). */
  async trackingDevices(query?: string): Promise<CarListItem[]> {
    const { lists, trackingDevices } = await this.index.get()
    if (!query?.trim()) return lists.get('trackingDevs') ?? []
    return trackingDevices.search(query, trackingDevices.rows.length).results
  }

  /** Whether `code` is on the list. */
  async has(name: CarListName, code: string): Promise<boolean> {
    return (await this.list(name)).some((item) => item.code === code)
  }

  purge(): void {
    this.index.purge()
  }
}

/** What a register knows of a registration number: the catalogue vehicle and its colour. */
export interface RegisteredVehicle {
  vehicleCode: string
  year: number
  colour: string | null
}

/**
 * Where a registration number is looked up. The seeded register answers from the database; a licensed
 * vehicle-data service (docs/car-full-sale.md) implements the same interface in production, mapping
 * its answer to a catalogue vehicle. Null when the register does not know the number: the site then
 * falls back to the vehicle search.
 */
export interface VehicleRegister {
  find(registration: Registration): Promise<RegisteredVehicle | null>
}

/** The register seeded from seed/data/car-lists.ts: one read by primary key. */
export class SeededVehicleRegister implements VehicleRegister {
  constructor(private readonly db: Database) {}

  async find(registration: Registration): Promise<RegisteredVehicle | null> {
    const [row] = await this.db
      .select({
        vehicleCode: vehicleRegistrations.vehicleCode,
        year: vehicleRegistrations.year,
        colour: vehicleRegistrations.colour,
      })
      .from(vehicleRegistrations)
      .where(eq(vehicleRegistrations.registration, registration.number))
    return row ?? null
  }
}

async function carListRepositoryPlugin(app: FastifyInstance, options: { register?: VehicleRegister }) {
  const repository = new CarListRepository(app.db)
  app.contentGeneration.onChange(() => repository.purge())
  app.decorate('carLists', repository)
  app.decorate('vehicleRegister', options.register ?? new SeededVehicleRegister(app.db))
}

export default fp(carListRepositoryPlugin, {
  name: 'car-list-repository',
  dependencies: ['database', 'content-generation'],
})
