import { CAR_USE_LABELS, type CarListItem } from '@insure/domain/car'
import { MISC_RELATIONSHIPS } from '@insure/domain/catalogue'
import { MARITAL_STATUSES } from '@insure/domain/contact'
import { GET_CACHE_MAX_AGE_S } from '@insure/domain/limits'
import { formatCents } from '@insure/domain/money'
import { VEHICLE_USE_CODES } from '@insure/domain/quick-quote'
import { voluntaryExcessesOf } from '@insure/domain/rating'
import { toLocalIsoDate } from '@insure/domain/calendar'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, okEnvelope } from '../../plugins/envelope.ts'
import type { CarListName } from './car-lists.repository.ts'

/** The lists change with a release or a seed: browsers and proxies may keep them for an hour. */
export const CAR_LIST_CACHE_CONTROL = `public, max-age=${GET_CACHE_MAX_AGE_S}`

export const CarListItemSchema = z.object({ code: z.string(), label: z.string() })
export const ExcessOptionSchema = CarListItemSchema.extend({
  /** The voluntary excess added to the basic excess, in cents. */
  cents: z.number().int(),
})

const CAR = '/wyzeapi/wtf/sti/car'
const asItems = (values: readonly string[]): CarListItem[] =>
  values.map((value) => ({ code: value, label: value }))

/** The lists decided in the domain: answered from memory. */
const DOMAIN_LISTS: { name: string; summary: string; items: CarListItem[] }[] = [
  {
    name: 'carUse',
    summary: "What the car is used for: the rating engine's use codes",
    items: VEHICLE_USE_CODES.map((code) => ({ code, label: CAR_USE_LABELS[code] })),
  },
  {
    name: 'relationTypes',
    summary: "The regular driver's relation to the policyholder (the misc relationships)",
    items: asItems(MISC_RELATIONSHIPS),
  },
  {
    name: 'maritalStatuses',
    summary: "The regular driver's marital status",
    items: asItems(MARITAL_STATUSES),
  },
]

/** The seeded lists (car_list_items). */
const SEEDED_LISTS: { name: CarListName; summary: string }[] = [
  { name: 'colours', summary: 'Vehicle colours as a registration certificate names them' },
  {
    name: 'licenseCodes',
    summary: 'South African driving licence codes (A1, A, B, EB, C1, C, EC1, EC) and others',
  },
  { name: 'carStatus', summary: 'The state of the car insured: new, used, demonstration model, rebuilt' },
]

/**
 * Forms spec §7 Search, car: GET A/wtf/sti/car/trackingDevs?query, /excess, /maritalStatuses,
 * /colours, /licenseCodes, /carStatus, /relationTypes, /carUse. Each answers `{ code, label }` items.
 */
const carListRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = (summary: string, item: z.ZodType = CarListItemSchema) => ({
    tags: ['car full sale'],
    summary,
    response: { 200: okEnvelope(z.array(item)) },
  })

  for (const list of DOMAIN_LISTS) {
    const body = ok(list.items)
    app.get(`${CAR}/${list.name}`, { schema: documented(list.summary) }, async (_request, reply) => {
      reply.header('cache-control', CAR_LIST_CACHE_CONTROL)
      return body
    })
  }

  for (const list of SEEDED_LISTS) {
    app.get(`${CAR}/${list.name}`, { schema: documented(list.summary) }, async (_request, reply) => {
      reply.header('cache-control', CAR_LIST_CACHE_CONTROL)
      return ok(await app.carLists.list(list.name))
    })
  }

  app.get(
    `${CAR}/trackingDevs`,
    {
      schema: {
        ...documented('Tracking and recovery devices, all or those matching the query; NONE for none'),
        querystring: z.object({ query: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CAR_LIST_CACHE_CONTROL)
      return ok(await app.carLists.trackingDevices(request.query.query))
    },
  )

  app.get(
    `${CAR}/excess`,
    {
      schema: documented(
        'The voluntary excesses of the rating tables in force, none first; cents are added to the basic excess',
        ExcessOptionSchema,
      ),
    },
    async (_request, reply) => {
      const tables = await app.journeys.ratingTablesOn(toLocalIsoDate(new Date()))
      reply.header('cache-control', CAR_LIST_CACHE_CONTROL)
      return ok(
        voluntaryExcessesOf(tables.motor).map((excess) => ({
          code: excess.key,
          label:
            excess.cents === 0 ? 'No voluntary excess' : `R${formatCents(excess.cents).replace(/\.00$/, '')}`,
          cents: excess.cents,
        })),
      )
    },
  )
}

export default carListRoutes
