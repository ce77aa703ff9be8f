import type { AnswersByRef } from '@insure/domain/quick-quote'
import { REF, type RatingLookups } from '@insure/domain/rating'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PreparedStatement } from '../../db/prepared.ts'
import { ApiError } from '../../plugins/envelope.ts'
import { refusalOf, type QuoteAccess } from '../quote-owner/quote-owners.ts'

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

/**
 * The answers of a car quote and its product, by its id, if the browser whose owner digest is given
 * owns it: the ownership check (as `requireQuote` makes it) and the answers, by the quote's primary
 * key and the answers' index, in one statement prepared once (see db/prepared.ts). Its columns:
 * the product code, and the answers as JSON text of [externalReferenceId, answerCode, value].
 */
export const CAR_ANSWERS_STATEMENT: PreparedStatement = {
  name: 'car_answers_of_owner',
  text: `select q.product_code,
      coalesce((select json_agg(json_build_array(a.external_reference_id, a.answer_code, a.value))
        from quote_answers a where a.quote_hashed_id = q.hashed_id), '[]')::text
    from quotes q
    where q.hashed_id = $1
      and exists (select 1 from quote_owners o
        where o.quote_hashed_id = q.hashed_id and o.owner_digest = $2)`,
}

/**
 * The answers of a car quote the asking browser owns, for pricing, in one statement: the ownership
 * check and the answers (CAR_ANSWERS_STATEMENT). Premiums must stay within 50 ms p99 at 50
 * connections and 0.7× the bare INSERT, and on PGlite every statement queues on one database
 * thread: a second round trip for the owner cost a tenth of the throughput, and parsing and
 * planning the statement on every call (as Drizzle's driver does) another tenth.
 */
export async function carAnswersOf(
  app: FastifyInstance,
  request: FastifyRequest,
  carFullSaleSessionId: string,
): Promise<AnswersByRef> {
  const owner = app.quoteOwners.ownerOf(request)
  if (!owner) throw refusalOf('read')
  const [found] = await app.database.prepared(CAR_ANSWERS_STATEMENT, [carFullSaleSessionId, owner])
  if (!found) throw refusalOf('read')
  const [productCode, answersJson] = found
  if (productCode !== 'car') throw new ApiError(404, NOT_A_CAR_QUOTE_MESSAGE)
  const answers: Record<string, { codes: string[]; values: Record<string, string> }> = {}
  for (const [ref, code, value] of JSON.parse(answersJson ?? '[]') as [string, string, string | null][]) {
    const given = (answers[ref] ??= { codes: [], values: {} })
    if (value === null) given.codes.push(code)
    else given.values[code] = value
  }
  return answers
}
