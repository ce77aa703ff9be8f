import { z } from '../zod-config/index.ts'
import { FeatureFlagSchema } from '../catalogue/schema.ts'
import { DebitOrderSchema } from '../debit-order/index.ts'
import { MEDICAL_AID_PLANS } from '../medical-aid/index.ts'
import { JourneyQuestionSchema, SubmittedQuestionSchema } from '../quick-quote/schema.ts'
import { PAGE_KINDS } from './journey.ts'
import {
  ContactFieldsSchema,
  DisclaimerAnswerSchema,
  MAX_BENEFICIARY_ROWS,
  PageSettingsSchema,
  PayerSchema,
  QuoteAddressesSchema,
} from './pages/index.ts'
import { TraceStepSchema } from '../rating/trace.ts'
import { PricedOptionSchema } from './options.ts'
import { AddOnChoiceSchema, PricedAddOnSchema, VAP_ADD_ON_CODES } from '../vap/add-ons.ts'
import { SELECTED_PRODUCTS } from './selling.ts'

/**
 * Schemas of the calls of forms spec §7 "Quote, purchase, resume". The spec gives their paths and
 * request fields and leaves the responses to us: they are designed here once, used as the API's
 * request and response schemas (so /docs documents them) and by the site.
 */

const HashedIdSchema = z.string().trim().min(1).max(128)
const OptionalSessionIdSchema = HashedIdSchema.nullish()

// ---- The journey and the quote's state

/**
 * When a page is shown: always (no condition), when an answer has one of some codes (a question's
 * answer decides, e.g. a building page only for buildings cover), or when a feature flag is on or off.
 */
export const PageConditionSchema = z.union([
  z.object({ ref: z.string(), anyOf: z.array(z.string()) }),
  z.object({ flag: FeatureFlagSchema, on: z.boolean() }),
])

export type PageCondition = z.infer<typeof PageConditionSchema>

export const FullQuotePageSchema = z.object({
  code: z.string(),
  description: z.string(),
  index: z.number().int(),
  hashedPageId: z.string(),
  icon: z.string().nullable(),
  kind: z.enum(PAGE_KINDS),
  questions: z.array(JourneyQuestionSchema),
  showWhen: PageConditionSchema.nullable(),
  settings: PageSettingsSchema,
})
/** A page of a journey (forms spec §3 Page: code, description, index, hashedPageId, icon), its kind and settings. */
export type FullQuotePage = z.infer<typeof FullQuotePageSchema>
export { PageSettingsSchema, type PageSettings } from './pages/index.ts'

/** The canonical answers (AnswersByRef): by externalReferenceId, the codes chosen and the values typed. */
export const AnswersByRefSchema = z.record(
  z.string(),
  z.object({ codes: z.array(z.string()), values: z.record(z.string(), z.string()) }),
)

/** A price in cents, as rated on a table version. */
export const QuotePriceSchema = z.object({
  premiumCents: z.number().int(),
  coverCents: z.number().int(),
  excessCents: z.number().int(),
  excessKey: z.string(),
  tableVersion: z.string(),
  /** How the premium was worked out, step by step, on the tables of tableVersion (issue 25). */
  steps: z.array(TraceStepSchema),
})
export type QuotePrice = z.infer<typeof QuotePriceSchema>

export const QUOTE_STATUS_VALUES = ['OPEN', 'NOT_QUALIFIED', 'PURCHASED'] as const
export type QuoteStatusValue = (typeof QUOTE_STATUS_VALUES)[number]

/** The contact as shown back: the ID number masked (it was received once, it is not sent again). */
export const ContactSummarySchema = z.object({
  hashedContactId: z.string(),
  title: z.string().nullable(),
  name: z.string().nullable(),
  fullNames: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Masked: `•••••••••5087`. */
  citizenId: z.string().nullable(),
  occupation: z.string().nullable(),
  maritalStatus: z.string().nullable(),
})

/** The addresses an address page stored, as getQuoteStatus gives them back to draw the page again. */
export const SavedAddressesSchema = z.object({
  residence: z.object({
    streetNo: z.string(),
    street: z.string(),
    isComplexOrFlat: z.boolean(),
    unitNo: z.string().nullable(),
    buildingName: z.string().nullable(),
    afrigisCode: z.string(),
    postArea: z.string().nullable(),
    town: z.string().nullable(),
    province: z.string().nullable(),
  }),
  postal: z
    .object({
      poBox: z.string(),
      number: z.string().nullable(),
      area: z.string(),
      city: z.string(),
      county: z.string(),
      code: z.string(),
    })
    .nullable(),
})
export type SavedAddresses = z.infer<typeof SavedAddressesSchema>

/** What a GAP quote's medical aid page stored, its membership number masked (null before it is answered). */
export const SavedMedicalAidSchema = z.object({
  name: z.string(),
  option: z.string(),
  number: z.string(),
  inceptionDate: z.string(),
  plan: z.enum(MEDICAL_AID_PLANS),
})
export type SavedMedicalAid = z.infer<typeof SavedMedicalAidSchema>

/**
 * The answer of getQuoteStatus and resume-quote: everything the page server needs to render any
 * page of the quote — its journey (the version it is answered on), its answers and progress, its
 * price, what was accepted and, once bought, the policy.
 */
export const QuoteStatusSchema = z.object({
  hashedQuoteId: z.string(),
  /** The quick quote it was made from (addContact names the quote by it). */
  hashedQuickQuoteSessionId: z.string(),
  hashedProductId: z.string(),
  productCode: z.string(),
  companyCode: z.string(),
  status: z.enum(QUOTE_STATUS_VALUES),
  /** Where a quote that does not qualify sends the person (shell spec §2), else null. */
  declineRoute: z.string().nullable(),
  journey: z.object({ version: z.string(), pages: z.array(FullQuotePageSchema) }),
  answers: AnswersByRefSchema,
  /** The codes of the pages recorded as done. */
  done: z.array(z.string()),
  flags: z.array(FeatureFlagSchema),
  /** The page a reload, a resume link or an agent's hand-over lands on. */
  firstIncompletePage: z.string(),
  price: QuotePriceSchema.nullable(),
  /** The price changed since it was last shown or accepted (a newer rating table, changed answers). */
  priceChanged: z.boolean(),
  acceptance: z
    .object({
      premiumCents: z.number().int(),
      totalCoverCents: z.number().int(),
      selectedProduct: z.string().nullable(),
      /** The VAP add-ons accepted with it (aof_vaps), by product code. */
      addOns: z.array(z.string()),
      current: z.boolean(),
    })
    .nullable(),
  contact: ContactSummarySchema.nullable(),
  /** What the address page stored (null before it is answered): a person who comes back sees it. */
  addresses: SavedAddressesSchema.nullable(),
  /** What the medical aid page stored (GAP): a person who comes back sees it, the number masked. */
  medicalAid: SavedMedicalAidSchema.nullable(),
  policy: z
    .object({
      policyNumber: z.string(),
      hashedPolicyId: z.string(),
      premiumCents: z.number().int(),
      commencementDate: z.string(),
    })
    .nullable(),
  pageHistory: z.array(z.object({ hashedPageId: z.string(), code: z.string() })),
  /** What the disclaimer page stored (right or wrong): Back shows it. */
  disclaimerAnswers: z.array(
    z.object({ disclaimerType: z.string(), order: z.number().int(), answer: z.string() }),
  ),
  /** What the beneficiaries page stored, field by field as the page sends them: Back shows it. */
  beneficiaries: z.array(z.record(z.string(), z.string())),
  /**
   * The quick quote's suburb (home contents, business), which the address page starts from (issue
   * 25: not asked twice); null when the quick quote asked none. Optional: older answers lack it.
   */
  carriedSuburb: z
    .object({ id: z.number().int(), suburb: z.string(), town: z.string(), province: z.string() })
    .nullish(),
})
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>

// ---- Starting a quote

/**
 * POST A/quote/addQuote: a quote from a quick quote (one per quick quote: a repeat answers the same).
 * An agent is the API's agent session, never a field here (issue 22): an `agentId` sent is dropped.
 */
export const AddQuoteRequestSchema = z.object({
  hashedQuickQuoteSessionId: HashedIdSchema,
  hashedSessionId: OptionalSessionIdSchema,
  hashedPageId: HashedIdSchema.nullish(),
  policyNumber: z.string().max(40).nullish(),
  reUnderwrite: z.boolean().optional(),
})
export type AddQuoteRequest = z.infer<typeof AddQuoteRequestSchema>

export const QuoteReceiptSchema = z.object({
  hashedQuoteId: z.string(),
  status: z.enum(QUOTE_STATUS_VALUES),
  /** The code of the page to go to. */
  nextPage: z.string(),
})
export type QuoteReceipt = z.infer<typeof QuoteReceiptSchema>

/** POST A/quote/quoteSession/create: a visit to a quote (its page history is kept per visit). */
export const QuoteSessionCreateRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedQuoteId: HashedIdSchema,
})
export const QuoteSessionReceiptSchema = z.object({ hashedQuoteSessionId: z.string() })

/** POST A/quote/getQuoteStatus/{id}: the quote's state; a page shown is added to the page history. */
export const QuoteStatusRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedQuoteSessionId: HashedIdSchema.nullish(),
  /** The page about to be shown, recorded in the page history. */
  visitedPage: z.string().max(64).nullish(),
})

// ---- Questions pages

/** POST A/wtf/questionDetails/{id}?ratePerCommencementDate: the answers of one questions page. */
export const QuestionDetailsRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedPageId: HashedIdSchema,
  answeredQuestions: z.array(SubmittedQuestionSchema).max(40),
})
export type QuestionDetailsRequest = z.infer<typeof QuestionDetailsRequestSchema>

export const QuestionDetailsReceiptSchema = z.object({
  status: z.enum(QUOTE_STATUS_VALUES),
  nextPage: z.string(),
  declineRoute: z.string().nullable(),
  price: QuotePriceSchema.nullable(),
})
export type QuestionDetailsReceipt = z.infer<typeof QuestionDetailsReceiptSchema>

/** POST A/quote and PUT A/quote/lifeReQuote: a life quote re-underwritten. */
export const ReUnderwriteRequestSchema = z.object({
  hashedQuoteId: HashedIdSchema,
  hashedSessionId: OptionalSessionIdSchema,
  reUnderwrite: z.boolean().optional(),
})

// ---- Contact, addresses, beneficiaries

/**
 * POST A/contact/addContact (contact, session id, hashed page id, hashed quick quote session id).
 * The contact's fields are checked by the page's contact rule (forms spec §5: full, mini,
 * alternative mini), with the spec's messages; the envelope's errors name `contact.<field>`.
 */
export const AddContactRequestSchema = z.object({
  contact: ContactFieldsSchema,
  hashedSessionId: OptionalSessionIdSchema,
  hashedPageId: HashedIdSchema,
  hashedQuickQuoteSessionId: HashedIdSchema,
})
export type AddContactRequest = z.infer<typeof AddContactRequestSchema>

/** PUT A/contact/updateContact (and /noQuirc): the quote's contact changed, or its addresses given. */
export const UpdateContactRequestSchema = z.object({
  contact: ContactFieldsSchema,
  /** The Contact entity's addresses, from an address page. */
  addresses: QuoteAddressesSchema.nullish(),
  hashedSessionId: OptionalSessionIdSchema,
  hashedQuoteId: HashedIdSchema,
  hashedPageId: HashedIdSchema,
})
export type UpdateContactRequest = z.infer<typeof UpdateContactRequestSchema>

export const ContactReceiptSchema = z.object({ hashedContactId: z.string(), nextPage: z.string() })

/** POST A/beneficiary/v2/addBeneficiary: the beneficiaries of the page's rule, summing to 100 %. */
export const AddBeneficiariesRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedQuoteId: HashedIdSchema,
  hashedPageId: HashedIdSchema,
  /** Checked by the page's rule (beneficiarySchemaOf); the errors name `beneficiaries.<n>.<field>`. */
  beneficiaries: z.array(z.record(z.string(), z.unknown())).max(MAX_BENEFICIARY_ROWS),
})
export type AddBeneficiariesRequest = z.infer<typeof AddBeneficiariesRequestSchema>

/** POST A/quote/life/{id}/addresses-and-beneficiaries: the life quote's address page and beneficiaries. */
export const LifeAddressesAndBeneficiariesRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedPageId: HashedIdSchema,
  addresses: QuoteAddressesSchema.nullish(),
  beneficiaries: z.array(z.record(z.string(), z.unknown())).max(MAX_BENEFICIARY_ROWS).nullish(),
})

export const PageReceiptSchema = z.object({ nextPage: z.string() })
export type PageReceipt = z.infer<typeof PageReceiptSchema>

// ---- Premium, acceptance, disclaimers, purchase

/** GET A/quote/getRatings/{id}: the full premium, what it covers and its excess. */
export const QuoteRatingsSchema = z.object({
  price: QuotePriceSchema,
  priceChanged: z.boolean(),
  /**
   * Life with the adb flag: the accidental death benefit for the same cover, offered on the premium
   * page instead of life cover (accept's selectedProduct ADB); null when not offered.
   */
  accidentalDeathBenefit: z
    .object({ premiumCents: z.number().int(), coverCents: z.number().int() })
    .nullable(),
  /** The quick quote's premium, for "your premium changed". */
  quickQuotePremiumCents: z.number().int().nullable(),
  /** Every priced option the premium page offers (a cover, an excess); accept records the one chosen. */
  options: z.array(PricedOptionSchema),
  /** The VAPs offered as add-ons (aof_vaps, decision 011) with their prices; none without the flag. */
  addOns: z.array(PricedAddOnSchema),
})
export type QuoteRatings = z.infer<typeof QuoteRatingsSchema>

/**
 * PUT A/quote/accept (premium, totalCover, policyNumber, selectedProduct ADB or LIFE, reAccept; or
 * excess). The figures are those shown: they must be the server's rating (else 409, and nothing is
 * recorded); what is recorded is the server's.
 */
export const AcceptQuoteRequestSchema = z.object({
  hashedQuoteId: HashedIdSchema,
  hashedSessionId: OptionalSessionIdSchema,
  premium: z.number().int().min(0).max(100_000_000_00),
  totalCover: z.number().int().min(0).max(100_000_000_000_00),
  policyNumber: z.string().max(40).nullish(),
  /** One of the covers the quote offers (selectionsOffered); none for a product without a choice. */
  selectedProduct: z.enum(SELECTED_PRODUCTS).nullish(),
  reAccept: z.boolean().optional(),
  excess: z.number().int().min(0).max(100_000_000_00).nullish(),
  /**
   * The VAP add-ons chosen (aof_vaps): each offered by the quote (else 400 beside it) at the premium
   * shown (else 409). `premium` stays the figure of the option chosen; the premium recorded is it
   * plus the add-ons', on one debit order.
   */
  addOns: z.array(AddOnChoiceSchema).max(VAP_ADD_ON_CODES.length).optional(),
})
export type AcceptQuoteRequest = z.infer<typeof AcceptQuoteRequestSchema>

export const AcceptanceReceiptSchema = z.object({
  /** The monthly premium recorded: the option's, plus its add-ons' when any were chosen. */
  premiumCents: z.number().int(),
  totalCoverCents: z.number().int(),
  selectedProduct: z.string().nullable(),
  /** The add-ons recorded with it (aof_vaps), by product code. */
  addOns: z.array(z.string()),
  nextPage: z.string(),
})

/** POST A/disclaimer: an answer per disclaimer question (its disclaimer type and order). */
export const DisclaimerAnswersRequestSchema = z.object({
  hashedSessionId: OptionalSessionIdSchema,
  hashedQuoteId: HashedIdSchema,
  answers: z.array(DisclaimerAnswerSchema).max(40),
})
export type DisclaimerAnswersRequest = z.infer<typeof DisclaimerAnswersRequestSchema>

/**
 * PUT A/quote/purchase and PUT A/quote/life/purchase: the debit order, then the policy. The agent
 * selling it is the API's agent session, never a field here (issue 22): an `agentId` sent is dropped.
 */
export const PurchaseRequestSchema = z.object({
  hashedQuoteId: HashedIdSchema,
  hashedSessionId: OptionalSessionIdSchema,
  bankDetails: DebitOrderSchema,
  /**
   * Someone else pays the premium (forms spec §3, Payer): who, and their consent. `bankDetails` is
   * then their account, and the debit order mandate theirs. Absent or null: the policyholder pays.
   */
  payer: PayerSchema.nullish(),
  hivAccept: z.boolean().optional(),
  lifeAccept: z.boolean().optional(),
  financeAccept: z.boolean().optional(),
})
export type PurchaseRequest = z.infer<typeof PurchaseRequestSchema>
export type PurchaseRequestInput = z.input<typeof PurchaseRequestSchema>
/** What a purchase buys with, whichever call names the quote (quote/purchase, the car full sale's). */
export type PurchaseOrder = Pick<
  PurchaseRequest,
  'bankDetails' | 'hivAccept' | 'lifeAccept' | 'financeAccept' | 'payer'
>

export const PolicyReceiptSchema = z.object({
  policyNumber: z.string(),
  hashedPolicyId: z.string(),
  premiumCents: z.number().int(),
  commencementDate: z.string(),
  firstStrikeDate: z.string(),
  /** The policy schedule, GET A/documents/{id}; null until documents are made. */
  scheduleDocumentId: z.string().nullable(),
})
export type PolicyReceipt = z.infer<typeof PolicyReceiptSchema>

/** GET A/pages/{id}/script?companyCode: what the agent says on a page (call centre, shell spec §6). */
export const PageScriptSchema = z.object({
  hashedPageId: z.string(),
  code: z.string(),
  companyCode: z.string(),
  title: z.string(),
  /** The lines the agent reads, in order. */
  lines: z.array(z.string()),
})
export type PageScript = z.infer<typeof PageScriptSchema>

// ---- Validated pages: POST A/quote/validate

/** The medical aid page's fields as sent: strings the page's rule (checkMedicalAid) checks. */
const MedicalAidFieldsSchema = z.object({
  name: z.string().max(200).nullish(),
  option: z.string().max(200).nullish(),
  number: z.string().max(100).nullish(),
  inceptionDate: z.string().max(20).nullish(),
})

/**
 * VAP's vehicle page as the Car for VAP entity (forms spec §3): the five yes/no answers it asks, as
 * the page's questions (VAP_VEHICLE_REFS). Make, model, year and value are the quick quote's vehicle:
 * not sent, so a page cannot price a car other than the one quoted.
 */
const CarForVapFieldsSchema = z.object({
  owner: z.boolean().nullish(),
  taxi: z.boolean().nullish(),
  existingDamage: z.boolean().nullish(),
  registeredInSA: z.boolean().nullish(),
  isLimoOrPanelVan: z.boolean().nullish(),
})

/**
 * POST A/quote/validate (forms spec §7: GAP with medicalAidScheme, or VAP with address and car): a
 * page the API checks by what the body carries. Each part is checked by its page's domain rule, with
 * the spec's messages under `<part>.<field>`.
 */
export const ValidateRequestSchema = z.object({
  hashedQuoteId: HashedIdSchema,
  hashedPageId: HashedIdSchema,
  hashedSessionId: OptionalSessionIdSchema,
  /** GAP's medical aid page: the scheme, option (plan), membership number and inception date. */
  medicalAidScheme: MedicalAidFieldsSchema.nullish(),
  /** VAP's vehicle page: refused with a sentence (vapRefusals) for a car VAP cannot cover online. */
  car: CarForVapFieldsSchema.nullish(),
  /** VAP's address page: the residence, and the postal address when the page asks it. */
  address: QuoteAddressesSchema.nullish(),
  /** A car full sale page (vehicle, regular driver): its answers, as questionDetails takes them. */
  carPage: z.object({ answeredQuestions: z.array(SubmittedQuestionSchema).max(40) }).nullish(),
})
export type ValidateRequest = z.infer<typeof ValidateRequestSchema>

export const ValidateReceiptSchema = z.object({
  /** The code of the page to go to. */
  nextPage: z.string(),
  /** The quote's price after the page (a changed medical aid plan re-rates GAP). */
  price: QuotePriceSchema.nullable(),
  /** The price changed: the premium is to be accepted again. */
  priceChanged: z.boolean(),
})
export type ValidateReceipt = z.infer<typeof ValidateReceiptSchema>
