import type { AnswersByRef } from '@insure/domain/quick-quote'
import { REF, type RatingLookups } from '@insure/domain/rating'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../plugins/envelope.ts'
import type { QuoteAccess } from '../quote-owner/quote-owners.ts'

export const NOT_A_CAR_QUOTE_MESSAGE = 'This quote is not for car insurance.'

/**
 * The car quote a full-sale call names by its carFullSaleSessionId (the car quote's id), once the
 * asking browser is shown to own it (issue 22): another browser's read is 404, its change 403. A
 * quote of another product is 404: the full sale sells cars only.
 */
export async function carQuoteOf(
  app: FastifyInstance,
  request: FastifyRequest,
  carFullSaleSessionId: string,
  access: QuoteAccess,
) {
  await app.quoteOwners.requireQuote(request, carFullSaleSessionId, access)
  const found = await app.quotes.quoteWithState(carFullSaleSessionId)
  if (!found || found.row.productCode !== 'car') throw new ApiError(404, NOT_A_CAR_QUOTE_MESSAGE)
  return found
}
export type CarQuote = Awaited<ReturnType<typeof carQuoteOf>>

/**
 * What rating a car needs besides its answers, from the catalogues held in process (no database
 * read): the vehicle answer's catalogue row and the overnight suburb. Missing ones stay out, and the
 * rating reader names them.
 */
export async function carLookupsOf(app: FastifyInstance, answers: AnswersByRef): Promise<RatingLookups> {
  const vehicleAnswer = answers[REF.vehicle]?.values ?? {}
  const vehicle =
    vehicleAnswer.vehicle && vehicleAnswer.year
      ? await app.vehicles.byCodeAndYear(vehicleAnswer.vehicle, Number(vehicleAnswer.year))
      : undefined
  const suburbId = Number(answers[REF.overnightSuburb]?.values?.value)
  const suburb = Number.isInteger(suburbId) ? await app.suburbs.byId(suburbId) : undefined
  return {
    vehicle: vehicle ?? null,
    suburbs: suburb ? { [REF.overnightSuburb]: suburb } : {},
  }
}
