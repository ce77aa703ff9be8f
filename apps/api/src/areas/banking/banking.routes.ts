import { ACCOUNT_TYPES, AccountTypeListSchema, BankListSchema, type BankList } from '@insure/domain/bank'
import {
  CommencementDatesSchema,
  LifeCommencementDatesRequestSchema,
  LifeCommencementDatesSchema,
} from '@insure/domain/debit-order'
import {
  gapCommencementDates,
  lifeCommencementDates,
  secondsUntilSouthAfricanMidnight,
  shortTermCommencementDates,
  southAfricanToday,
} from '@insure/domain/debit-order/dates'
import { GET_CACHE_MAX_AGE_S } from '@insure/domain/limits'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorEnvelopeSchema, ok, okEnvelope } from '../../plugins/envelope.ts'

/** Banks and account types change only with a release: browsers may keep them (shell spec §7, 3600 s). */
export const BANKING_LIST_CACHE_CONTROL = `public, max-age=${GET_CACHE_MAX_AGE_S}`

/** The bank lists of forms spec §7, one table: which list a path answers. */
const BANK_LIST_ROUTES: { path: string; list: BankList; summary: string }[] = [
  {
    path: '/wyzeapi/wtf/getAllBanks',
    list: 'all',
    summary: 'Every South African bank we know, with its universal branch code, by name',
  },
  {
    path: '/wyzeapi/wtf/getTiaBanks',
    list: 'shortTerm',
    summary:
      "The banks short-term premiums are collected from (the TIA administration's list): banks with accounts for people or businesses",
  },
  {
    path: '/wyzeapi/wtf/getGapBanks',
    list: 'gap',
    summary:
      'The banks GAP premiums are collected from: on the short-term list, with personal accounts (a person pays for their own medical aid)',
  },
  {
    path: '/wyzeapi/quote/life/banks',
    list: 'life',
    summary: 'The banks life premiums are collected from: banks with personal accounts',
  },
]

/** The commencement dates change at midnight in South Africa: kept until then, an hour at most. */
function cacheUntilMidnight(reply: FastifyReply, now: Date) {
  const seconds = Math.min(GET_CACHE_MAX_AGE_S, secondsUntilSouthAfricanMidnight(now))
  reply.header('cache-control', `public, max-age=${seconds}`)
}

/**
 * The banking details page's reference calls (forms spec §7): the bank lists, the account types,
 * and the days a policy may start with the day its first premium is collected. "Today" is the
 * calendar day in South Africa when the request arrives.
 */
const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, list, summary } of BANK_LIST_ROUTES) {
    app.get(
      path,
      {
        schema: { tags: ['banking'], summary, response: { 200: okEnvelope(BankListSchema) } },
      },
      async (_request, reply) => {
        reply.header('cache-control', BANKING_LIST_CACHE_CONTROL)
        return ok([...(await app.banks.list(list))])
      },
    )
  }

  const accountTypes = ok(ACCOUNT_TYPES.map(({ code, name }) => ({ code, name })))
  app.get(
    '/wyzeapi/wtf/getAccountTypes',
    {
      schema: {
        tags: ['banking'],
        summary: 'The account types a debit order can be drawn on: the code a mandate records, and a name',
        response: { 200: okEnvelope(AccountTypeListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', BANKING_LIST_CACHE_CONTROL)
      return accountTypes
    },
  )

  app.get(
    '/wyzeapi/wtf/getCommencementDates',
    {
      schema: {
        tags: ['banking'],
        summary:
          'The days a short-term policy may start: every business day from tomorrow to the first of the month after next',
        response: { 200: okEnvelope(CommencementDatesSchema) },
      },
    },
    async (_request, reply) => {
      const now = new Date()
      cacheUntilMidnight(reply, now)
      return ok(shortTermCommencementDates(southAfricanToday(now)))
    },
  )

  app.get(
    '/wyzeapi/wtf/getCommencementDatesGap',
    {
      schema: {
        tags: ['banking'],
        summary:
          'The days a GAP policy may start: the next three firsts of a month at least two business days after today',
        response: { 200: okEnvelope(CommencementDatesSchema) },
      },
    },
    async (_request, reply) => {
      const now = new Date()
      cacheUntilMidnight(reply, now)
      return ok(gapCommencementDates(southAfricanToday(now)))
    },
  )

  app.post(
    '/wyzeapi/quote/life/commencement-dates',
    {
      schema: {
        tags: ['banking'],
        summary:
          'The next three firsts of a month a life policy may start on, each with the day its first premium is collected on debitOrderDay (moved off weekends and public holidays)',
        body: LifeCommencementDatesRequestSchema,
        response: { 200: okEnvelope(LifeCommencementDatesSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const today = southAfricanToday(new Date())
      return ok(lifeCommencementDates({ today, debitOrderDay: request.body.debitOrderDay }))
    },
  )
}

export default bankingRoutes
