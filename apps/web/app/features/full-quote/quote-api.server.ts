/**
 * The full quote's calls as the page server makes them (forms spec §7), in one typed table: each
 * names its method, its path from its parameters, the body it takes and the schema of its answer.
 * `callQuoteApi` makes the call in process (`context.callApi`) and gives the answer parsed with the
 * domain's schema, or the refusal as it came (its status and envelope) for the page to show.
 */
import { AccountTypeListSchema, BankListSchema, type BankList } from '@insure/domain/bank'
import {
  CarRegistrationSchema,
  FullSalePurchaseSchema,
  FullSaleValidateSchema,
  LetterNotificationSchema,
  ManualDropoffSchema,
  SourceUpdateSchema,
} from '@insure/domain/car'
import { BeneficiaryDesignationsSchema, BeneficiaryRelationshipsSchema } from '@insure/domain/beneficiary'
import { LifeCommencementDatesSchema } from '@insure/domain/debit-order'
import { MedicalSchemeListSchema } from '@insure/domain/medical-aid'
import {
  ResumeCodeRequestSchema,
  ResumeCodeSentSchema,
  ResumeCodeVerifyRequestSchema,
  ResumeContinueSchema,
  SaveForLaterRequestSchema,
  SaveForLaterSentSchema,
} from '@insure/domain/quote-owner'
import {
  AcceptQuoteRequestSchema,
  AddQuoteRequestSchema,
  PriceQueryReceiptSchema,
  PriceQueryRequestSchema,
  AcceptanceReceiptSchema,
  AddBeneficiariesRequestSchema,
  AddContactRequestSchema,
  ContactReceiptSchema,
  DisclaimerAnswersRequestSchema,
  LifeAddressesAndBeneficiariesRequestSchema,
  PageReceiptSchema,
  PageScriptSchema,
  PolicyReceiptSchema,
  PurchaseRequestSchema,
  QuestionDetailsReceiptSchema,
  QuestionDetailsRequestSchema,
  QuoteRatingsSchema,
  QuoteReceiptSchema,
  QuoteSessionCreateRequestSchema,
  QuoteSessionReceiptSchema,
  QuoteStatusRequestSchema,
  QuoteStatusSchema,
  UpdateContactRequestSchema,
  ValidateReceiptSchema,
  ValidateRequestSchema,
} from '@insure/domain/full-quote'
import { RestoredSuburbSchema } from '@insure/domain/workbench'
import { z } from '@insure/domain/zod-config'
import type { SiteLoadContext } from '../../lib/load-context.ts'

type Method = 'GET' | 'POST' | 'PUT'

interface Endpoint<Params, Body, Answer> {
  method: Method
  path: (params: Params) => string
  /** Only to type the body sent: the API checks it. */
  body?: z.ZodType<unknown, Body>
  answer: z.ZodType<Answer>
}

function endpoint<Params = void, Body = undefined, Answer = unknown>(
  method: Method,
  path: (params: Params) => string,
  answer: z.ZodType<Answer>,
  body?: z.ZodType<unknown, Body>,
): Endpoint<Params, Body, Answer> {
  return { method, path, answer, ...(body ? { body } : {}) }
}

const id = (value: string) => encodeURIComponent(value)
type OfQuote = { hashedQuoteId: string }

/** The bank lists' calls: the banking page's settings name the list. */
const BANK_LIST_PATHS: Record<BankList, string> = {
  all: '/wyzeapi/wtf/getAllBanks',
  shortTerm: '/wyzeapi/wtf/getTiaBanks',
  life: '/wyzeapi/quote/life/banks',
  gap: '/wyzeapi/wtf/getGapBanks',
}

const SuburbSearchSchema = z.object({
  results: z.array(RestoredSuburbSchema).nullable(),
  message: z.string().nullable(),
})

export const QUOTE_API = {
  addQuote: endpoint('POST', () => '/wyzeapi/quote/addQuote', QuoteReceiptSchema, AddQuoteRequestSchema),
  resumeQuote: endpoint(
    'GET',
    ({ id: quoteId }: { id: string }) => `/wyzeapi/quote/resume-quote/${id(quoteId)}`,
    QuoteStatusSchema,
  ),
  resumeContinue: endpoint(
    'GET',
    ({ id: quoteId }: { id: string }) => `/wyzeapi/quote/resume-quote/${id(quoteId)}/continue`,
    ResumeContinueSchema,
  ),
  resumeCode: endpoint(
    'POST',
    ({ id: quoteId }: { id: string }) => `/wyzeapi/quote/resume-quote/${id(quoteId)}/code`,
    ResumeCodeSentSchema,
    ResumeCodeRequestSchema,
  ),
  resumeVerify: endpoint(
    'POST',
    ({ id: quoteId }: { id: string }) => `/wyzeapi/quote/resume-quote/${id(quoteId)}/verify`,
    QuoteStatusSchema,
    ResumeCodeVerifyRequestSchema,
  ),
  saveForLater: endpoint(
    'POST',
    ({ id: quoteId }: { id: string }) => `/wyzeapi/quote/resume-quote/${id(quoteId)}/save-for-later`,
    SaveForLaterSentSchema,
    SaveForLaterRequestSchema,
  ),
  createQuoteSession: endpoint(
    'POST',
    () => '/wyzeapi/quote/quoteSession/create',
    QuoteSessionReceiptSchema,
    QuoteSessionCreateRequestSchema,
  ),
  quoteStatus: endpoint(
    'POST',
    ({ hashedQuoteId }: OfQuote) => `/wyzeapi/quote/getQuoteStatus/${id(hashedQuoteId)}`,
    QuoteStatusSchema,
    QuoteStatusRequestSchema,
  ),
  questionDetails: endpoint(
    'POST',
    ({ hashedQuoteId }: OfQuote) => `/wyzeapi/wtf/questionDetails/${id(hashedQuoteId)}`,
    QuestionDetailsReceiptSchema,
    QuestionDetailsRequestSchema,
  ),
  disclaimer: endpoint(
    'POST',
    () => '/wyzeapi/disclaimer',
    PageReceiptSchema,
    DisclaimerAnswersRequestSchema,
  ),
  addContact: endpoint(
    'POST',
    () => '/wyzeapi/contact/addContact',
    ContactReceiptSchema,
    AddContactRequestSchema,
  ),
  updateContact: endpoint(
    'PUT',
    () => '/wyzeapi/contact/updateContact',
    ContactReceiptSchema,
    UpdateContactRequestSchema,
  ),
  addBeneficiary: endpoint(
    'POST',
    () => '/wyzeapi/beneficiary/v2/addBeneficiary',
    PageReceiptSchema,
    AddBeneficiariesRequestSchema,
  ),
  lifeAddressesAndBeneficiaries: endpoint(
    'POST',
    ({ hashedQuoteId }: OfQuote) => `/wyzeapi/quote/life/${id(hashedQuoteId)}/addresses-and-beneficiaries`,
    PageReceiptSchema,
    LifeAddressesAndBeneficiariesRequestSchema,
  ),
  validate: endpoint('POST', () => '/wyzeapi/quote/validate', ValidateReceiptSchema, ValidateRequestSchema),
  gapMedicalSchemes: endpoint('GET', () => '/wyzeapi/wtf/sti/gap/getMedicalSchemes', MedicalSchemeListSchema),
  ratings: endpoint(
    'GET',
    ({ hashedQuoteId }: OfQuote) => `/wyzeapi/quote/getRatings/${id(hashedQuoteId)}`,
    QuoteRatingsSchema,
    QuoteReceiptSchema,
  ),
  accept: endpoint('PUT', () => '/wyzeapi/quote/accept', AcceptanceReceiptSchema, AcceptQuoteRequestSchema),
  priceQuery: endpoint(
    'POST',
    () => '/wyzeapi/quote/priceQuery',
    PriceQueryReceiptSchema,
    PriceQueryRequestSchema,
  ),
  purchase: endpoint('PUT', () => '/wyzeapi/quote/purchase', PolicyReceiptSchema, PurchaseRequestSchema),
  lifePurchase: endpoint(
    'PUT',
    () => '/wyzeapi/quote/life/purchase',
    PolicyReceiptSchema,
    PurchaseRequestSchema,
  ),
  // The car full sale's pages (forms spec §7 …/full-sale/*): the quote is its carFullSaleSessionId.
  carFullSaleValidate: endpoint(
    'POST',
    () => '/wyzeapi/wtf/sti/car/full-sale/validate',
    QuestionDetailsReceiptSchema,
    FullSaleValidateSchema,
  ),
  carRegistration: endpoint(
    'GET',
    ({ regNumber, carFullSaleSessionId }: { regNumber: string; carFullSaleSessionId: string }) =>
      `/wyzeapi/wtf/sti/car/full-sale/registration?${new URLSearchParams({ regNumber, carFullSaleSessionId })}`,
    CarRegistrationSchema,
  ),
  carSourceUpdate: endpoint(
    'POST',
    () => '/wyzeapi/wtf/sti/car/full-sale/sourceUpdate',
    z.object({ carFullSaleSessionId: z.string(), source: z.string(), ucid: z.string().nullable() }),
    SourceUpdateSchema,
  ),
  carFullSalePurchase: endpoint(
    'POST',
    () => '/wyzeapi/wtf/sti/car/full-sale/purchase',
    PolicyReceiptSchema,
    FullSalePurchaseSchema,
  ),
  carManualDropoff: endpoint(
    'POST',
    () => '/wyzeapi/wtf/sti/car/full-sale/carManualDropoff',
    z.object({ expectedCallAt: z.string(), message: z.string() }),
    ManualDropoffSchema,
  ),
  letterNotification: endpoint(
    'POST',
    () => '/wyzeapi/wtf/sti/car/full-sale/letterNotification',
    z.object({ hashedDocumentId: z.string(), policyNumber: z.string(), sentTo: z.string() }),
    LetterNotificationSchema,
  ),
  banks: endpoint('GET', ({ list }: { list: BankList }) => BANK_LIST_PATHS[list], BankListSchema),
  accountTypes: endpoint('GET', () => '/wyzeapi/wtf/getAccountTypes', AccountTypeListSchema),
  commencementDates: endpoint('GET', () => '/wyzeapi/wtf/getCommencementDates', z.array(z.string())),
  gapCommencementDates: endpoint('GET', () => '/wyzeapi/wtf/getCommencementDatesGap', z.array(z.string())),
  lifeCommencementDates: endpoint(
    'POST',
    () => '/wyzeapi/quote/life/commencement-dates',
    LifeCommencementDatesSchema,
    z.object({ debitOrderDay: z.number().int() }),
  ),
  beneficiaryRelationships: endpoint(
    'GET',
    () => '/wyzeapi/beneficiary/relationships',
    BeneficiaryRelationshipsSchema,
  ),
  beneficiaryDesignations: endpoint(
    'GET',
    () => '/wyzeapi/beneficiary/designations',
    BeneficiaryDesignationsSchema,
  ),
  suburbs: endpoint(
    'GET',
    ({ searchTerm, limit }: { searchTerm: string; limit: number }) =>
      `/wyzeapi/sti/suburbs-lookup?${new URLSearchParams({ searchTerm, limit: String(limit) })}`,
    SuburbSearchSchema,
  ),
  pageScript: endpoint(
    'GET',
    ({ hashedPageId, companyCode }: { hashedPageId: string; companyCode: string }) =>
      `/wyzeapi/pages/${id(hashedPageId)}/script?${new URLSearchParams({ companyCode })}`,
    PageScriptSchema,
  ),
} as const

type QuoteApi = typeof QUOTE_API
export type QuoteCall = keyof QuoteApi
type ParamsOf<K extends QuoteCall> = QuoteApi[K] extends Endpoint<infer P, infer _B, infer _A> ? P : never
type BodyOf<K extends QuoteCall> = QuoteApi[K] extends Endpoint<infer _P, infer B, infer _A> ? B : never
export type AnswerOf<K extends QuoteCall> =
  QuoteApi[K] extends Endpoint<infer _P, infer _B, infer A> ? A : never

/** The API's answer as it came: its status and its envelope. */
export type ApiAnswer = { status: number; body: unknown }
export type QuoteApiResult<T> = { ok: true; data: T } | { ok: false; answer: ApiAnswer }

/**
 * One call of the table: its answer parsed with the domain's schema, or the refusal as it came. An
 * answer of 200 that does not match its schema is a broken contract, thrown (the page's 5xx).
 */
export async function callQuoteApi<K extends QuoteCall>(
  context: Pick<SiteLoadContext, 'callApi'>,
  name: K,
  ...[params, body]: ParamsOf<K> extends void
    ? [params?: void, body?: BodyOf<K>]
    : [params: ParamsOf<K>, body?: BodyOf<K>]
): Promise<QuoteApiResult<AnswerOf<K>>> {
  const call = QUOTE_API[name] as unknown as Endpoint<ParamsOf<K>, BodyOf<K>, AnswerOf<K>>
  const answer = await context.callApi(call.method, call.path(params as ParamsOf<K>), body)
  if (answer.status !== 200) return { ok: false, answer }
  const parsed = call.answer.safeParse((answer.body as { data?: unknown } | null)?.data)
  if (!parsed.success) throw new Error(`${name} answered what its schema does not allow`)
  return { ok: true, data: parsed.data }
}
