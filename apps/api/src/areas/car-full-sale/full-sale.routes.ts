import { toLocalIsoDate } from '@insure/domain/calendar'
import {
  LetterNotificationSchema,
  ManualDropoffSchema,
  coverLetterText,
  maskFinanceAccount,
  type CoverLetter,
  REGISTRATION_INVALID_MESSAGE,
  SourceUpdateSchema,
  expectedCallAt,
  expectedCallMessage,
  registrationOf,
  FullSalePurchaseSchema,
  FullSaleValidateSchema,
} from '@insure/domain/car'
import { PolicyReceiptSchema, QuestionDetailsReceiptSchema, savesThroughOf } from '@insure/domain/full-quote'
import { motorInputOf, rateMotorPerExcess } from '@insure/domain/rating'
import { insurerOf } from '@insure/domain/company'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { REF } from '@insure/domain/rating'
import { and, eq } from 'drizzle-orm'
import { documents, leads, quoteSources } from '../../db/schema/index.ts'
import { coverLetterFileName } from '../documents/cover-letter-pdf.ts'
import { PDF_CONTENT_TYPE } from '../documents/policy-schedule-pdf.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { VehicleSchema } from '../vehicle/vehicle.routes.ts'
import { purchaseQuote } from '../quote/purchase.service.ts'
import { QUOTE_PURCHASED_MESSAGE, loadQuote, pageOfCall, requireOpen } from '../quote/quote.service.ts'
import { saveCarPage } from './car-pages.ts'
import { carAnswersOf, carLookupsOf, carQuoteOf } from './car-quote.ts'

export const FULL_SALE = '/wyzeapi/wtf/sti/car/full-sale'

/** Said when the register does not know a valid number: the page offers the vehicle search instead. */
export const REGISTRATION_NOT_FOUND_MESSAGE =
  'We could not find this registration number. Search for your car by its year and description instead.'
export const CANNOT_PRICE_MESSAGE = 'This car quote is missing answers it is priced on.'
/** The lead's source for a sale the site could not finish. */
export const CAR_MANUAL_DROPOFF = 'CAR_MANUAL_DROPOFF'

export const DropoffReceiptSchema = z.object({
  hashedLeadId: z.string(),
  carFullSaleSessionId: z.string(),
  /** When the call comes (ISO instant), and the sentence that says so. */
  expectedCallAt: z.string(),
  message: z.string(),
})

export const NOT_BOUGHT_HERE_MESSAGE = 'This car quote is not bought through the full sale.'

export const NO_POLICY_YET_MESSAGE =
  'The letter confirms cover: it can be sent once the car policy is bought.'

export const LetterReceiptSchema = z.object({
  hashedDocumentId: z.string(),
  policyNumber: z.string(),
  /** Where the letter was sent: the finance house's address as given. */
  sentTo: z.string(),
})

export const AGENT_SOURCE_MESSAGE = "Only an agent's session can say a lead came from an agent."

const SessionIdSchema = z.string().min(1).max(64)

const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
}

export const RegistrationAnswerSchema = z.object({
  /** The number as the register is searched by: upper case, no spaces or hyphens. */
  registration: z.string(),
  province: z.string(),
  kind: z.enum(['STANDARD', 'PERSONALISED']),
  found: z.boolean(),
  vehicle: VehicleSchema.extend({ colour: z.string().nullable() }).nullable(),
  /** REGISTRATION_NOT_FOUND_MESSAGE when not found, else null. */
  message: z.string().nullable(),
})

export const CarPremiumSchema = z.object({
  /** The voluntary excess chosen: its key (NONE for none) and amount in cents. */
  voluntaryExcessKey: z.string(),
  voluntaryExcessCents: z.number().int(),
  /** Basic and voluntary excess together, and their key as accept records it. */
  excessCents: z.number().int(),
  excessKey: z.string(),
  premiumCents: z.number().int(),
  coverCents: z.number().int(),
})
export const CarPremiumsSchema = z.object({
  carFullSaleSessionId: z.string(),
  tableVersion: z.string(),
  premiums: z.array(CarPremiumSchema),
})

/**
 * Forms spec §7 Car full sale: `…/full-sale/*` under A/wtf/sti/car/. Requests carry the
 * carFullSaleSessionId, the car quote's id; every call asks its owner first (car-quote.ts).
 */
const fullSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${FULL_SALE}/registration`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          'The vehicle a registration number is registered to, with its province; found false (and the vehicle search to use) when the register does not know it',
        querystring: z.object({ regNumber: z.string().max(40), carFullSaleSessionId: SessionIdSchema }),
        response: { 200: okEnvelope(RegistrationAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const { regNumber, carFullSaleSessionId } = request.query
      await carQuoteOf(app, request, carFullSaleSessionId, 'read')
      const registration = registrationOf(regNumber)
      if (!registration) {
        throw new ApiError(400, MESSAGES.validation, [
          { path: 'regNumber', message: REGISTRATION_INVALID_MESSAGE },
        ])
      }
      const registered = await app.vehicleRegister.find(registration)
      const vehicle = registered
        ? await app.vehicles.byCodeAndYear(registered.vehicleCode, registered.year)
        : undefined
      return ok({
        registration: registration.number,
        province: registration.province,
        kind: registration.kind,
        found: vehicle !== undefined,
        vehicle: vehicle ? { ...vehicle, colour: registered?.colour ?? null } : null,
        message: vehicle ? null : REGISTRATION_NOT_FOUND_MESSAGE,
      })
    },
  )

  app.post(
    `${FULL_SALE}/premiums`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          "The car quote's premium for each voluntary excess of the rating tables in force, on its answers so far (tracking included)",
        body: z.object({ carFullSaleSessionId: SessionIdSchema }),
        response: { 200: okEnvelope(CarPremiumsSchema), ...errors },
      },
    },
    async (request) => {
      const { carFullSaleSessionId } = request.body
      const answers = await carAnswersOf(app, request, carFullSaleSessionId)
      const today = new Date()
      const [tables, lookups] = await Promise.all([
        app.journeys.ratingTablesOn(toLocalIsoDate(today)),
        carLookupsOf(app, answers),
      ])
      const read = motorInputOf('car', answers, lookups, today)
      if (!read.ok) {
        throw new ApiError(
          409,
          CANNOT_PRICE_MESSAGE,
          read.problems.map((problem) => ({ path: problem.ref, message: problem.message })),
        )
      }
      return ok({
        carFullSaleSessionId,
        tableVersion: tables.version,
        premiums: rateMotorPerExcess(read.input, tables.motor).map(({ voluntaryExcess, price }) => ({
          voluntaryExcessKey: voluntaryExcess.key,
          voluntaryExcessCents: voluntaryExcess.cents,
          excessCents: price.excess,
          excessKey: price.excessKey,
          premiumCents: price.premium,
          coverCents: price.cover,
        })),
      })
    },
  )

  app.post(
    `${FULL_SALE}/validate`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          "Saves a car page's answers as questionDetails does (re-rated), after the car's rule: what cannot be insured online is 409 with its sentences",
        body: FullSaleValidateSchema,
        response: { 200: okEnvelope(QuestionDetailsReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const { carFullSaleSessionId, hashedPageId, answeredQuestions } = request.body
      await carQuoteOf(app, request, carFullSaleSessionId, 'change')
      const quote = await loadQuote(app, carFullSaleSessionId)
      requireOpen(quote)
      return ok(await saveCarPage(app, quote, pageOfCall(quote, hashedPageId), answeredQuestions))
    },
  )

  app.post(
    `${FULL_SALE}/purchase`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          'Buys the car quote: the debit order, then the policy with its schedule (the purchase of quote/purchase; once per quote)',
        body: FullSalePurchaseSchema,
        response: { 200: okEnvelope(PolicyReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const { carFullSaleSessionId, ...order } = request.body
      await carQuoteOf(app, request, carFullSaleSessionId, 'change')
      const quote = await loadQuote(app, carFullSaleSessionId)
      // The quote's banking page names this call (a car quote of an older journey names another).
      const banking = quote.journey.pages.find((page) => page.kind === 'BANKING_DETAILS')
      if (!banking || savesThroughOf(banking) !== 'carFullSalePurchase')
        throw new ApiError(409, NOT_BOUGHT_HERE_MESSAGE)
      const agentId = app.agentSessions.agentOf(request)?.agentId ?? null
      return ok(await purchaseQuote(app, quote, order, agentId))
    },
  )

  app.post(
    `${FULL_SALE}/sourceUpdate`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          'Records where the car lead came from: a campaign (with its ucid), direct traffic, an agent (an agent session only) or online; the latest word is kept',
        body: SourceUpdateSchema,
        response: {
          200: okEnvelope(
            z.object({ carFullSaleSessionId: z.string(), source: z.string(), ucid: z.string().nullable() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { carFullSaleSessionId, source } = request.body
      await carQuoteOf(app, request, carFullSaleSessionId, 'change')
      // The agent comes from the agent session, never from what a body says (DESIGN, Agent).
      if (source === 'AGENT' && !app.agentSessions.agentOf(request))
        throw new ApiError(403, AGENT_SOURCE_MESSAGE)
      const ucid = source === 'UCID' ? (request.body.ucid ?? null) : null
      await app.db
        .insert(quoteSources)
        .values({ quoteHashedId: carFullSaleSessionId, source, ucid })
        .onConflictDoUpdate({
          target: quoteSources.quoteHashedId,
          set: { source, ucid, updatedAt: new Date() },
        })
      return ok({ carFullSaleSessionId, source, ucid })
    },
  )

  app.post(
    `${FULL_SALE}/carManualDropoff`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          'A car sale the site cannot finish becomes a call-centre lead naming the quote; answers when the call comes (one lead per quote: again updates it)',
        body: ManualDropoffSchema,
        response: { 200: okEnvelope(DropoffReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const quote = await carQuoteOf(app, request, body.carFullSaleSessionId, 'change')
      if (quote.state.policy) throw new ApiError(409, QUOTE_PURCHASED_MESSAGE)
      const now = new Date()
      const callAt = expectedCallAt(now, body.requestedSlot)
      const contact = {
        name: body.name,
        surname: body.surname,
        mobile: body.mobile,
        email: body.email || null,
        requestedSlotAt: body.requestedSlot
          ? new Date(`${body.requestedSlot.date}T${body.requestedSlot.time}:00+02:00`)
          : null,
        expectedCallAt: callAt,
      }
      const [lead] = await app.db
        .insert(leads)
        .values({
          hashedId: newHashedId(),
          source: CAR_MANUAL_DROPOFF,
          companyCode: quote.row.companyCode,
          productCode: quote.row.productCode,
          quoteHashedId: quote.row.hashedId,
          ...contact,
        })
        .onConflictDoUpdate({
          target: [leads.quoteHashedId, leads.source],
          set: { ...contact, updatedAt: now },
        })
        .returning({ hashedId: leads.hashedId })
      return ok({
        hashedLeadId: lead!.hashedId,
        carFullSaleSessionId: quote.row.hashedId,
        expectedCallAt: callAt.toISOString(),
        message: expectedCallMessage(callAt),
      })
    },
  )

  app.post(
    `${FULL_SALE}/letterNotification`,
    {
      schema: {
        tags: ['car full sale'],
        summary:
          'Sends the finance house a confirmation-of-cover PDF for the car policy: stored as a document of the policy with its e-mail in the outbox (the same finance account again: the letter already sent)',
        body: LetterNotificationSchema,
        response: { 200: okEnvelope(LetterReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const { carFullSaleSessionId, financeHouse } = request.body
      const quote = await carQuoteOf(app, request, carFullSaleSessionId, 'change')
      const policy = quote.state.policy
      if (!policy) throw new ApiError(409, NO_POLICY_YET_MESSAGE)
      const maskedAccountNumber = maskFinanceAccount(financeHouse.accountNumber)
      const sentTo = financeHouse.email
      // A retry (the same house and account) answers the letter already sent rather than a second one.
      const earlier = await app.db
        .select({ hashedId: documents.hashedId, source: documents.source })
        .from(documents)
        .where(and(eq(documents.policyHashedId, policy.hashedId), eq(documents.kind, 'COVER_LETTER')))
      const same = earlier.find(({ source }) => {
        const house = (source as CoverLetter | null)?.financeHouse
        return house?.name === financeHouse.name && house.maskedAccountNumber === maskedAccountNumber
      })
      if (same) return ok({ hashedDocumentId: same.hashedId, policyNumber: policy.policyNumber, sentTo })

      const vehicleAnswer = quote.state.answers[REF.vehicle]?.values ?? {}
      const vehicle = await app.vehicles.byCodeAndYear(
        vehicleAnswer.vehicle ?? '',
        Number(vehicleAnswer.year),
      )
      const company = await app.companies.find(quote.row.companyCode)
      const contact = quote.state.contact
      const letter: CoverLetter = {
        policyNumber: policy.policyNumber,
        issuedAt: new Date().toISOString(),
        company: { name: company!.name, brandColour: company!.configuration.brand_colour },
        insurer: insurerOf(company!.configuration.insurers, 'car'),
        product: { displayName: PRODUCT_CATALOGUE.car.displayName },
        policyholder: contact ? `${contact.name} ${contact.surname}` : null,
        vehicle: vehicle ? `${vehicle.year} ${vehicle.description}` : 'the insured vehicle',
        commencementDate: policy.commencementDate,
        premiumCents: policy.premiumCents,
        coverCents: policy.totalCoverCents,
        financeHouse: { name: financeHouse.name, maskedAccountNumber },
      }
      const hashedDocumentId = await app.db.transaction(async (tx) => {
        const documentHashedId = await app.documents.storeDocument(tx, {
          policyHashedId: policy.hashedId,
          kind: 'COVER_LETTER',
          wordingVersion: policy.wordingVersion,
          fileName: coverLetterFileName(policy.policyNumber),
          contentType: PDF_CONTENT_TYPE,
          content: null,
          source: letter,
        })
        // The e-mail waits in the outbox until the PDF thread has drawn its attachment.
        await app.emailOutbox.enqueueEmail(tx, {
          to: sentTo,
          subject: `Confirmation of cover: policy ${policy.policyNumber}`,
          text: coverLetterText(letter)
            .map((section) => [section.heading, ...section.paragraphs].join('\n\n'))
            .join('\n\n'),
          html: null,
          documentHashedIds: [documentHashedId],
        })
        return documentHashedId
      })
      app.documentRenderer.kick()
      return ok({ hashedDocumentId, policyNumber: policy.policyNumber, sentTo })
    },
  )
}

export default fullSaleRoutes
