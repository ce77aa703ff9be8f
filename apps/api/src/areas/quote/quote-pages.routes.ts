import type { ProductCode } from '@insure/domain/catalogue'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import type { Disclaimer } from '@insure/domain/company'
import {
  AddBeneficiariesRequestSchema,
  AddContactRequestSchema,
  ContactReceiptSchema,
  DisclaimerAnswersRequestSchema,
  LifeAddressesAndBeneficiariesRequestSchema,
  PageReceiptSchema,
  UNKNOWN_DISCLAIMER_QUESTION_MESSAGE,
  UpdateContactRequestSchema,
  carryForward,
  checkDisclaimerAnswers,
  disclaimersOnPage,
  identityMismatches,
  isRecordedPageKind,
  pageAfterSave,
  validatePage,
  type ContactFields,
  type FullQuotePage,
  type PageCheck,
  type PageError,
  type PageKind,
} from '@insure/domain/full-quote'
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
export { UNKNOWN_DISCLAIMER_QUESTION_MESSAGE }

const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
}

function refuse(errorsFound: readonly PageError[]): never {
  throw new ApiError(400, MESSAGES.validation, [...errorsFound])
}

/** The page's rule's answer: its value, or 400 with its messages under the call's `prefix`. */
function checked<T>(check: PageCheck<T>, prefix: string): T {
  if (check.ok) return check.value
  refuse(
    check.errors.map((error) => ({
      path: [prefix, error.path].filter(Boolean).join('.'),
      message: error.message,
    })),
  )
}

/** The next page after `page` once its save has recorded it done (pageAfterSave, the one rule). */
export function nextAfter(quote: LoadedQuote, page: FullQuotePage): string {
  const saved = isRecordedPageKind(page.kind) ? withPageDone(quote, page) : quote
  return pageAfterSave(saved.journey, saved.progress, page).code
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
 * Validates (the page's rule) and stores the addresses of an address page: updateContact's, life's
 * call and VAP's validate save it alike.
 */
export async function saveAddresses(
  app: FastifyInstance,
  quote: LoadedQuote,
  page: FullQuotePage,
  sent: unknown,
) {
  const { residence, postal } = checked(
    validatePage({ kind: 'ADDRESS', settings: page.settings }, sent ?? {}, undefined),
    'addresses',
  )
  await app.quotes.saveAddresses(quote.row.hashedId, completed(page), [
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

/**
 * The pages of the full quote that are not questions (forms spec §7): the contact (addContact,
 * updateContact), addresses, beneficiaries and the disclaimers. Each validates with the domain's
 * rules and the spec's messages, stores its typed rows and the page as done in one transaction, and
 * names the next page.
 */
const quotePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Validates (the page's rule, as the site's) and stores the contact of a personal-information page. */
  async function saveContact(
    quote: LoadedQuote,
    page: FullQuotePage,
    sent: ContactFields,
    checkIdentity: boolean,
  ) {
    // A masked ID number sent back unchanged keeps the one received before: the contact's, else the
    // one an earlier step gave (the quick quote's, shown on About you masked: not asked twice).
    const contact = checked(
      validatePage({ kind: 'PERSONAL_INFORMATION', settings: page.settings }, sent, {
        storedCitizenId:
          quote.state.contact?.citizenId ??
          carryForward({ answers: quote.progress.answers }).aboutYou.citizenId ??
          null,
      }),
      'contact',
    )
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
    await app.quotes.saveContact(quote.row.hashedId, completed(page), contactHashedId, {
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
      // Not sent: what was stored before stays (a page that does not ask them does not clear them).
      ...(sent.tiaPolicies != null ? { tiaPolicies: sent.tiaPolicies } : {}),
      ...(sent.mipPolicies != null ? { mipPolicies: sent.mipPolicies } : {}),
    })
    return contactHashedId
  }

  /** Validates the beneficiaries by the page's rule (the repeating group, shares adding up to 100) and stores them. */
  async function saveBeneficiaries(
    quote: LoadedQuote,
    page: FullQuotePage,
    sent: readonly Record<string, unknown>[],
  ) {
    const rule = page.settings.beneficiaryRule ?? 'OTHER'
    const valid = checked(
      validatePage(
        { kind: 'BENEFICIARIES', settings: page.settings },
        { beneficiaries: sent },
        // The policyholder is not their own beneficiary (issue 25): the contact holds who they are.
        { policyholder: quote.state.contact },
      ),
      '',
    )
    await app.quotes.saveBeneficiaries(
      quote.row.hashedId,
      completed(page),
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
    kinds: PageKind[],
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
          await saveAddresses(app, quote, page, body.addresses)
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
      if (page.kind === 'ADDRESS') await saveAddresses(app, quote, page, body.addresses)
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
      // The page's rule, as the site's; answers given are kept (what the person declared), the page
      // done only when all are the valid ones; a wrong answer stops the purchase with its sentence.
      const { errors: found, records, answeredAll } = checkDisclaimerAnswers(disclaimers, body.answers)
      if (answeredAll) await app.quotes.saveDisclaimerAnswers(quote.row.hashedId, completed(page), records)
      if (found.length > 0) refuse(found)
      return ok({ nextPage: nextAfter(quote, page) })
    },
  )
}

/** The page a save records as done. */
function completed(page: FullQuotePage) {
  if (!isRecordedPageKind(page.kind)) throw new Error(`A ${page.kind} page is not recorded as done`)
  return { code: page.code, kind: page.kind }
}

export default quotePagesRoutes
