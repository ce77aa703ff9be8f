import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import { CAMPAIGN_CODE, COMPANY_CODES } from '@insure/domain/catalogue'
import {
  CAMPAIGN_COMPANY_UNKNOWN_MESSAGE,
  CAMPAIGN_UNKNOWN_MESSAGE,
  CampaignOptInRequestSchema,
  coverEndDate,
} from '@insure/domain/campaign'
import { formatCents } from '@insure/domain/money'
import { SaIdNumberSchema } from '@insure/domain/sa-id'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { CAMPAIGN_STATUS_ANSWERS, campaignStatus } from './campaign-rule.ts'

export const ALREADY_OPTED_IN_MESSAGE = 'This ID number has already opted in to the free life cover.'
export const NOT_IN_CAMPAIGN_MESSAGE = 'This ID number is not in the free life cover campaign.'

const CampaignCodeSchema = z.literal(CAMPAIGN_CODE, { error: CAMPAIGN_UNKNOWN_MESSAGE })
const CompanyCodeSchema = z.enum(COMPANY_CODES, { error: CAMPAIGN_COMPANY_UNKNOWN_MESSAGE })

const CampaignStatusQuerySchema = z.object({
  campaignCode: CampaignCodeSchema,
  zaIdNumber: SaIdNumberSchema,
  companyCode: CompanyCodeSchema,
})

export const CampaignStatusSchema = z.object({ status: z.enum(CAMPAIGN_STATUS_ANSWERS) })

export const CampaignOptInReceiptSchema = z.object({
  reference: z.string(),
  /** The cover in cents and as the site shows cover (`20 000.00`). */
  coverCents: z.number().int(),
  cover: z.string(),
  /** Last day of the cover, three months from today, `DD/MM/YYYY` (forms spec §9). */
  coverEndDate: z.string(),
})

/** Free life cover campaign (forms spec §2, §4, §7): status check and opt-in. */
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  async function factsOf(campaignCode: string, companyCode: string, idNumber: string) {
    const facts = await app.campaigns.facts(campaignCode, companyCode, idNumber)
    if (!facts) {
      throw new ApiError(400, MESSAGES.validation, [
        { path: 'campaignCode', message: CAMPAIGN_UNKNOWN_MESSAGE },
      ])
    }
    return facts
  }

  app.get(
    '/wyzeapi/contact/campaignStatus',
    {
      schema: {
        tags: ['campaign'],
        summary: 'Whether an ID number may opt in: IN_CAMPAIGN, ALREADY_OPTED_IN or NOT_IN_CAMPAIGN',
        querystring: CampaignStatusQuerySchema,
        response: { 200: okEnvelope(CampaignStatusSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { campaignCode, companyCode, zaIdNumber } = request.query
      const facts = await factsOf(campaignCode, companyCode, zaIdNumber)
      // The status changes with an opt-in: never from a client cache.
      reply.header('cache-control', 'no-store')
      return ok({ status: campaignStatus(facts, zaIdNumber) })
    },
  )

  app.post(
    '/wyzeapi/contact/campaignOptIn',
    {
      schema: {
        tags: ['campaign'],
        summary:
          'Opt an IN_CAMPAIGN ID number in, with a beneficiary; 409 when it has opted in already or is not in the campaign',
        body: CampaignOptInRequestSchema,
        response: {
          200: okEnvelope(CampaignOptInReceiptSchema),
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { campaignCode, companyCode, zaIdNumber, additionalData } = request.body
      const facts = await factsOf(campaignCode, companyCode, zaIdNumber)
      const status = campaignStatus(facts, zaIdNumber)
      if (status === 'ALREADY_OPTED_IN') throw new ApiError(409, ALREADY_OPTED_IN_MESSAGE)
      if (status !== 'IN_CAMPAIGN') throw new ApiError(409, NOT_IN_CAMPAIGN_MESSAGE)
      // Of two concurrent opt-ins of one ID number, the unique constraint keeps the first; the other
      // is told it has opted in already.
      const reference = await app.campaigns.optIn({
        campaignCode,
        companyCode,
        zaIdNumber,
        // The beneficiary's phone in its one stored form (E.164), as every phone number is kept.
        beneficiary: {
          ...additionalData,
          BENEFICIARY_PHONE: toE164PhoneNumber(additionalData.BENEFICIARY_PHONE),
        },
      })
      if (!reference) throw new ApiError(409, ALREADY_OPTED_IN_MESSAGE)
      return ok({
        reference,
        coverCents: facts.rule.coverCents,
        cover: formatCents(facts.rule.coverCents),
        coverEndDate: coverEndDate(),
      })
    },
  )
}

export default campaignRoutes
