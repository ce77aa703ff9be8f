/**
 * Not a test (timings are noisy): measures the suburb and vehicle searches through the whole app (Fastify inject)
 * on an in-memory PGlite, migrated and seeded. Run: cd apps/api && npx tsx src/areas/suburb/suburb-search.timing.ts
 */
import { performance } from 'node:perf_hooks'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import { openPglite } from '../../db/client.ts'
import { seedDatabase } from '../../../seed/index.ts'

const report = (line: string) => process.stdout.write(`${line}\n`)

const SEARCHES = 1000
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

const config = testConfig({ logLevel: 'silent', rateLimitPerMinute: 100_000 })
const database = await openPglite()
await database.migrate()
let started = performance.now()
await seedDatabase(database.db, { tokenSecret: config.tokenSecret })
report(`seed (every set, suburbs included): ${(performance.now() - started).toFixed(0)} ms`)

const app = await buildApp({ config, database })
await app.ready()
const token = (
  await app.inject({
    method: 'GET',
    url: '/global/auth/getToken',
    headers: { 'x-api-key': config.publicApiKey },
  })
).json().data.token as string
const headers = { 'x-api-key': config.publicApiKey, 'x-rate-token': token }

started = performance.now()
await app.inject({ method: 'GET', url: '/wyzeapi/sti/suburbs-lookup?searchTerm=rondebosch', headers })
report(`first suburb search (loads the index): ${(performance.now() - started).toFixed(1)} ms`)

const randomTerm = () =>
  Array.from(
    { length: 3 + Math.floor(Math.random() * 4) },
    () => LETTERS[Math.floor(Math.random() * 26)],
  ).join('')

async function measure(name: string, url: (term: string, i: number) => string, common: string) {
  const timings: number[] = []
  for (let i = 0; i < SEARCHES; i++) {
    const term = i % 10 === 0 ? common : randomTerm()
    const at = performance.now()
    const response = await app.inject({ method: 'GET', url: url(term, i), headers })
    timings.push(performance.now() - at)
    if (response.statusCode !== 200) throw new Error(`${term}: ${response.statusCode}`)
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(2)
  report(
    `${name}: ${SEARCHES} searches of 3-6 random letters (every 10th "${common}"): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  )
}

await measure('suburbs', (term) => `/wyzeapi/sti/suburbs-lookup?searchTerm=${term}`, 'ext')
started = performance.now()
await app.inject({ method: 'GET', url: '/wyzeapi/wtf/autocomplete/vehicleSearch?term=polo', headers })
report(`first vehicle search (loads the index): ${(performance.now() - started).toFixed(1)} ms`)
await measure(
  'vehicles',
  (term, i) => `/wyzeapi/wtf/autocomplete/vehicleSearch?year=${2006 + (i % 21)}&term=${term}`,
  'suv',
)
await app.close()
await database.close()
