import type { ProductCode } from '@insure/domain/catalogue'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import { DEFAULT_DISCLAIMER_QUESTION_ORDER, type Disclaimer } from '@insure/domain/company'
import { AlternativeMiniContactSchema, FullContactSchema, MiniContactSchema } from '@insure/domain/contact'
import {
  AddBeneficiariesRequestSchema,
  AddContactRequestSchema,
  BENEFIT_TOTAL_MESSAGE,
  ContactReceiptSchema,
  DisclaimerAnswersRequestSchema,
  LifeAddressesAndBeneficiariesRequestSchema,
  DISCLAIMER_UNANSWERED_MESSAGE,
  NO_BENEFICIARY_MESSAGE,
  PageReceiptSchema,
  QuoteAddressesSchema,
  TOO_MANY_BENEFICIARIES_MESSAGE,
  UpdateContactRequestSchema,
  beneficiarySchemaOf,
  disclaimersOnPage,
  firstIncompletePage,
  identityMismatches,
  nextPage,
  type ContactFields,
  type ContactRule,
  type FullQuotePage,
  type PageError,
  isRecordedPageKind,
} from '@insure/domain/full-quote'
import { isMasked } from '@insure/domain/masking'
import { parseSaIdNumber } from '@insure/domain/sa-id'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { loadQuote, pageOfCall, requireOpen, withPageDone, type LoadedQuote } from './quote.service.ts'

export const NOT_THIS_PAGE_MESSAGE = 'This call does not save this page.'
/** Ours: the occupation comes from the list (GET A/wtf/occupations). */
export const UNKNOWN_OCCUPATION_MESSAGE = 'Select an occupation from the list'
export const UNKNOWN_DISCLAIMER_QUESTION_MESSAGE = 'This is not one of the questions asked.'

const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
}

const CONTACT_SCHEMAS = {
  FULL: FullContactSchema,
  MINI: MiniContactSchema,
  ALTERNATIVE_MINI: AlternativeMiniContactSchema,
} as const

function refuse(errorsFound: readonly PageError[]): never {
  throw new ApiError(400, MESSAGES.validation, [...errorsFound])
}

/** The zod issues of a part of a request, as the envelope's errors under `prefix`. */
function issuesOf(error: z.ZodError, prefix: string): PageError[] {
  return error.issues.map((issue) => ({ path: [prefix, ...issue.path].join('.'), message: issue.message }))
}

/**
 * The next page after `page` once its save has recorded it done, or the first still to answer.
 * Every save here records its page's kind and changes no other page's state.
 */
export function nextAfter(quote: LoadedQuote, page: FullQuotePage): string {
  const saved = isRecordedPageKind(page.kind) ? withPageDone(quote, page.kind) : quote
  const next = nextPage(saved.journey, saved.progress, page.code)
  const first = firstIncompletePage(saved.journey, saved.progress)
  return next && next.index <= first.index ? next.code : first.code
}

/** The quote's disclaimers a page shows: the product's of the page's types, from the company's configuration. */
export async function disclaimersOf(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
): Promise<Disclaimer[]> {
  const company = await app.companies.find(quote.row.companyCode)
  const all =
    company?.configuration.product_content?.[quote.row.productCode as ProductCode]?.disclaimers ?? []
  return disclaimersOnPage(all, page)
}

/**
 * The pages of the full quote that are not questions (forms spec §7): the contact (addContact,
 * updateContact), addresses, beneficiaries and the disclaimers. Each validates with the domain's
 * rules and the spec's messages, stores its typed rows and the page as done in one transaction, and
 * names the next page.
 */
const quotePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Validates and stores the contact of a personal-information page. */
  async function saveContact(
    quote: LoadedQuote,
    page: FullQuotePage,
    sent: ContactFields,
    checkIdentity: boolean,
  ) {
    const rule: ContactRule = page.settings.contactRule ?? 'MINI'
    const stored = quote.state.contact
    // A masked ID number sent back unchanged keeps the one received before.
    const citizenId = sent.citizenId && isMasked(sent.citizenId) ? (stored?.citizenId ?? '') : sent.citizenId
    const fields = { ...sent, citizenId }
    const parsed = CONTACT_SCHEMAS[rule].safeParse(fields)
    if (!parsed.success) refuse(issuesOf(parsed.error, 'contact'))
    const contact = parsed.data as z.infer<(typeof CONTACT_SCHEMAS)['FULL']> &
      Partial<z.infer<(typeof CONTACT_SCHEMAS)['ALTERNATIVE_MINI']>>
    if (contact.occupation && !(await app.occupations.byTitle(contact.occupation))) {
      refuse([{ path: 'contact.occupation', message: UNKNOWN_OCCUPATION_MESSAGE }])
    }
    if (checkIdentity) {
      const mismatches = identityMismatches(quote.progress.answers, contact.citizenId, 'contact.citizenId')
      if (mismatches.length > 0) refuse(mismatches)
    }
    const details = parseSaIdNumber(contact.citizenId)
    const contactHashedId =
      quote.row.contactHashedId ??
      (quote.row.sessionHashedId
        ? (await app.sessions.findByHashedId(quote.row.sessionHashedId))?.contactHashedId
        : null) ??
      newHashedId()
    await app.quotes.saveContact(quote.row.hashedId, contactHashedId, {
      citizenId: contact.citizenId,
      title: contact.title ?? null,
      name: contact.name,
      fullNames: contact.fullNames ?? null,
      surname: contact.surname,
      email: contact.email ?? null,
      mobile: toE164PhoneNumber(contact.mobile),
      gender: details?.gender ?? sent.gender ?? null,
      dateOfBirth: details?.dateOfBirth ?? null,
      type: sent.type ?? null,
      occupation: contact.occupation ?? null,
      maritalStatus: contact.maritalStatus ?? null,
      communicateByPost: sent.communicateByPost ?? null,
      communicateByEmail: sent.communicateByEmail ?? null,
      consent: sent.consent ?? null,
      message: sent.message ?? null,
    })
    return contactHashedId
  }

  /** Validates and stores the addresses of an address page. */
  async function saveAddresses(quote: LoadedQuote, page: FullQuotePage, sent: unknown) {
    const parsed = QuoteAddressesSchema.safeParse(sent)
    if (!parsed.success) refuse(issuesOf(parsed.error, 'addresses'))
    const { residence, postal } = parsed.data
    if (page.settings.asksPostalAddress && !postal) {
      refuse([{ path: 'addresses.postal', message: 'Give your postal address.' }])
    }
    await app.quotes.saveAddresses(quote.row.hashedId, [
      {
        contactHashedId: quote.row.contactHashedId,
        addressType: 'RESIDENCE',
        streetNo: residence.streetNo,
        street: residence.street,
        unitNo: residence.unitNo ?? null,
        isComplexOrFlat: residence.isComplexOrFlat,
        buildingName: residence.buildingName ?? null,
        afrigisCode: residence.afrigisCode,
        postArea: residence.postArea ?? null,
        postalRegion: residence.postalRegion ?? null,
        town: residence.town ?? null,
        province: residence.province ?? null,
      },
      ...(postal
        ? [
            {
              contactHashedId: quote.row.contactHashedId,
              addressType: 'MAILING' as const,
              poBox: postal.poBox,
              postalNumber: postal.number ?? null,
              postalArea: postal.area,
              postalCode: postal.code,
              city: postal.city,
              county: postal.county,
            },
          ]
        : []),
    ])
  }

  /** Validates the beneficiaries by the page's rule (percentages summing to 100) and stores them. */
  async function saveBeneficiaries(
    quote: LoadedQuote,
    page: FullQuotePage,
    sent: readonly Record<string, unknown>[],
  ) {
    const rule = page.settings.beneficiaryRule ?? 'OTHER'
    const max = page.settings.maxBeneficiaries ?? 10
    if (sent.length === 0 && !page.settings.beneficiariesOptional) {
      refuse([{ path: 'beneficiaries', message: NO_BENEFICIARY_MESSAGE }])
    }
    if (sent.length > max)
      refuse([
        { path: 'beneficiaries', message: TOO_MANY_BENEFICIARIES_MESSAGE.replace('{max}', String(max)) },
      ])
    const schema = beneficiarySchemaOf(rule)
    const found: PageError[] = []
    const parsed = sent.map((beneficiary, index) => {
      const result = schema.safeParse(beneficiary)
      if (!result.success) found.push(...issuesOf(result.error, `beneficiaries.${index}`))
      return result.success ? result.data : null
    })
    if (found.length > 0) refuse(found)
    const valid = parsed as NonNullable<(typeof parsed)[number]>[]
    const total = valid.reduce((sum, beneficiary) => sum + beneficiary.benefitPercentage, 0)
    if (valid.length > 0 && Math.abs(total - 100) > 0.001)
      refuse([{ path: 'beneficiaries', message: BENEFIT_TOTAL_MESSAGE }])
    await app.quotes.saveBeneficiaries(
      quote.row.hashedId,
      valid.map((beneficiary) => ({
        rule,
        name: beneficiary.name,
        surname: beneficiary.surname,
        gender: beneficiary.gender,
        dateOfBirth: beneficiary.dateOfBirth,
        benefitPercentage: beneficiary.benefitPercentage.toFixed(2),
        relation: 'relation' in beneficiary ? beneficiary.relation : null,
        beneficiaryDesignation:
          'beneficiaryDesignation' in beneficiary ? beneficiary.beneficiaryDesignation : null,
      })),
    )
  }

  /** The asker's open quote and the page a save names: every call here changes the quote. */
  async function openQuoteAndPage(
    request: FastifyRequest,
    hashedQuoteId: string,
    hashedPageId: string,
    kinds: FullQuotePage['kind'][],
    by: 'quote' | 'quickQuote' = 'quote',
  ) {
    await app.quoteOwners.requireQuote(request, hashedQuoteId, 'change', by)
    const quote = await loadQuote(app, hashedQuoteId, by)
    requireOpen(quote)
    const page = pageOfCall(quote, hashedPageId)
    if (!kinds.includes(page.kind)) {
      throw new ApiError(400, MESSAGES.validation, [{ path: 'hashedPageId', message: NOT_THIS_PAGE_MESSAGE }])
    }
    return { quote, page }
  }

  app.post(
    '/wyzeapi/contact/addContact',
    {
      schema: {
        tags: ['quote'],
        summary: "The quote's contact from its personal-information page, checked by the page's contact rule",
        body: AddContactRequestSchema,
        response: { 200: okEnvelope(ContactReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      // addContact names the quote by its quick quote (forms spec §7).
      const { quote, page } = await openQuoteAndPage(
        request,
        body.hashedQuickQuoteSessionId,
        body.hashedPageId,
        ['PERSONAL_INFORMATION'],
        'quickQuote',
      )
      const hashedContactId = await saveContact(quote, page, body.contact, true)
      return ok({ hashedContactId, nextPage: nextAfter(quote, page) })
    },
  )

  for (const [path, checkIdentity] of [
    ['/wyzeapi/contact/updateContact', true],
    ['/wyzeapi/contact/updateContact/noQuirc', false],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: ['quote'],
          summary: checkIdentity
            ? "Changes the quote's contact (its ID number checked against the quote's answers) or gives its addresses"
            : "Changes the quote's contact without checking its ID number against the answers (an agent who checked it)",
          body: UpdateContactRequestSchema,
          response: { 200: okEnvelope(ContactReceiptSchema), ...errors },
        },
      },
      async (request) => {
        const body = request.body
        const { quote, page } = await openQuoteAndPage(request, body.hashedQuoteId, body.hashedPageId, [
          'PERSONAL_INFORMATION',
          'ADDRESS',
        ])
        let hashedContactId = quote.row.contactHashedId
        if (page.kind === 'PERSONAL_INFORMATION') {
          hashedContactId = await saveContact(quote, page, body.contact, checkIdentity)
        } else {
          await saveAddresses(quote, page, body.addresses)
        }
        return ok({
          hashedContactId: hashedContactId ?? '',
          nextPage: nextAfter(quote, page),
        })
      },
    )
  }

  app.post(
    '/wyzeapi/beneficiary/v2/addBeneficiary',
    {
      schema: {
        tags: ['quote'],
        summary: "The quote's beneficiaries, checked by the page's rule; their percentages add up to 100",
        body: AddBeneficiariesRequestSchema,
        response: { 200: okEnvelope(PageReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const { quote, page } = await openQuoteAndPage(request, body.hashedQuoteId, body.hashedPageId, [
        'BENEFICIARIES',
      ])
      await saveBeneficiaries(quote, page, body.beneficiaries)
      return ok({ nextPage: nextAfter(quote, page) })
    },
  )

  app.post(
    '/wyzeapi/quote/life/:id/addresses-and-beneficiaries',
    {
      schema: {
        tags: ['quote'],
        summary: "A life quote's address page or beneficiaries page, by the page named",
        params: z.object({ id: z.string().trim().min(1).max(128) }),
        body: LifeAddressesAndBeneficiariesRequestSchema,
        response: { 200: okEnvelope(PageReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const { quote, page } = await openQuoteAndPage(request, request.params.id, body.hashedPageId, [
        'ADDRESS',
        'BENEFICIARIES',
      ])
      if (page.kind === 'ADDRESS') await saveAddresses(quote, page, body.addresses)
      else await saveBeneficiaries(quote, page, body.beneficiaries ?? [])
      return ok({ nextPage: nextAfter(quote, page) })
    },
  )

  app.post(
    '/wyzeapi/disclaimer',
    {
      schema: {
        tags: ['quote'],
        summary:
          "Answers to the disclaimers' questions; a wrong answer is refused with its invalid_answer_content and stops the purchase",
        body: DisclaimerAnswersRequestSchema,
        response: { 200: okEnvelope(PageReceiptSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body
      await app.quoteOwners.requireQuote(request, body.hashedQuoteId, 'change')
      const quote = await loadQuote(app, body.hashedQuoteId)
      requireOpen(quote)
      const page = quote.journey.pages.find((candidate) => candidate.kind === 'DISCLAIMER')
      if (!page) throw new ApiError(409, 'This quote has no disclaimers to answer.')
      pageOfCall(quote, page.hashedPageId)
      const disclaimers = await disclaimersOf(app, quote, page)
      const asked = disclaimers.flatMap((disclaimer) =>
        disclaimer.questions.map((question) => ({
          disclaimer,
          question,
          order: question.order ?? DEFAULT_DISCLAIMER_QUESTION_ORDER,
        })),
      )
      const key = (type: string, order: number) => `${type}.${order}`
      const found: PageError[] = []
      for (const answer of body.answers) {
        if (
          !asked.some(
            ({ disclaimer, order }) =>
              disclaimer.disclaimer_type === answer.disclaimerType && order === answer.order,
          )
        ) {
          found.push({
            path: `answers.${key(answer.disclaimerType, answer.order)}`,
            message: UNKNOWN_DISCLAIMER_QUESTION_MESSAGE,
          })
        }
      }
      const rows = asked.map(({ disclaimer, question, order }) => {
        const answer = body.answers
          .find(
            (candidate) =>
              candidate.disclaimerType === disclaimer.disclaimer_type && candidate.order === order,
          )
          ?.answer.toUpperCase()
        const path = `answers.${key(disclaimer.disclaimer_type, order)}`
        if (answer !== 'YES' && answer !== 'NO') found.push({ path, message: DISCLAIMER_UNANSWERED_MESSAGE })
        else if (answer !== question.expected_answer)
          found.push({ path, message: question.invalid_answer_content })
        return {
          disclaimerType: disclaimer.disclaimer_type,
          questionOrder: order,
          questionContent: question.question_content,
          answer: answer ?? '',
          valid: answer === question.expected_answer,
        }
      })
      const unanswered = found.some(
        (error) =>
          error.message === DISCLAIMER_UNANSWERED_MESSAGE ||
          error.message === UNKNOWN_DISCLAIMER_QUESTION_MESSAGE,
      )
      // Answers given are kept (what the person declared), the page done only when all are the valid
      // ones; a wrong answer stops the purchase with its sentence.
      if (!unanswered) await app.quotes.saveDisclaimerAnswers(quote.row.hashedId, rows)
      if (found.length > 0) refuse(found)
      return ok({ nextPage: nextAfter(quote, page) })
    },
  )
}

export default quotePagesRoutes
