import type { Registration } from '@insure/domain/car'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleSeeds } from '../../../seed/data/vehicles.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { carQuote } from '../../../test/car-fixtures.ts'
import { TEST_WORKBENCH_SECRET, openTestDatabase, type TestApp } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import type { RegisteredVehicle, VehicleRegister } from './car-lists.repository.ts'

/**
 * A vehicle-data service in place of the seeded register (docs/car-full-sale.md): what it is asked
 * and what it answers, as a provider's client would map its answer to a catalogue vehicle.
 */
class FakeVehicleDataService implements VehicleRegister {
  readonly asked: string[] = []
  constructor(private readonly known: Record<string, RegisteredVehicle>) {}
  async find(registration: Registration) {
    this.asked.push(registration.number)
    return this.known[registration.number] ?? null
  }
}

const A_CAR = vehicleSeeds().find((vehicle) => vehicle.year === 2022)!
const service = new FakeVehicleDataService({
  HJK234EC: { vehicleCode: A_CAR.code, year: A_CAR.year, colour: 'RED' },
  // The provider knows the car; our catalogue does not: the site searches instead.
  MNP890MP: { vehicleCode: '99999999', year: 2022, colour: null },
})

let database: DatabaseHandle
let app: TestApp
let agent: Awaited<ReturnType<typeof agentCredentials>>
let quoteId: string

beforeAll(async () => {
  database = await openTestDatabase()
  app = (await buildApp({
    config: testConfig({
      callCentre: true,
      workbenchSecret: TEST_WORKBENCH_SECRET,
      rateLimitPerMinute: 100_000,
    }),
    database,
    vehicleRegister: service,
  })) as TestApp
  await app.ready()
  agent = await agentCredentials(app)
  quoteId = (await carQuote(app, agent)).hashedQuoteId
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const lookup = (regNumber: string) =>
  app.inject({
    method: 'GET',
    url: `/wyzeapi/wtf/sti/car/full-sale/registration?regNumber=${encodeURIComponent(regNumber)}&carFullSaleSessionId=${quoteId}`,
    headers: agent.headers('GET'),
  })

describe('registration through a vehicle-data service (VehicleRegister)', () => {
  it("answers the service's vehicle from our catalogue", async () => {
    const response = await lookup('hjk 234 ec')
    expect(response.json().data).toMatchObject({
      found: true,
      province: 'Eastern Cape',
      vehicle: { code: A_CAR.code, year: 2022, make: A_CAR.make, colour: 'RED' },
    })
  })

  it('a car the catalogue does not rate, or a number the service does not know: found false', async () => {
    expect((await lookup('MNP 890 MP')).json().data).toMatchObject({ found: false, vehicle: null })
    expect((await lookup('CA 123-456')).json().data).toMatchObject({ found: false, vehicle: null })
  })

  it('never asks the service about a number no province issues (each lookup may cost money)', async () => {
    const before = service.asked.length
    expect((await lookup('NOT A PLATE 123')).statusCode).toBe(400)
    expect(service.asked.length).toBe(before)
  })
})
