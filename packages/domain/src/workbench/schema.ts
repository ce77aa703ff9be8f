import { z } from '../zod-config/index.ts'
import { CONTACT_GENDERS, CompanyCodeSchema, ProductCodeSchema } from '../catalogue/index.ts'
import { PhoneNumberSchema } from '../phone/index.ts'
import { JourneyPageSchema, JourneyQuestionSchema, SubmittedQuestionSchema } from '../quick-quote/schema.ts'
import { CONNEX_FIELD_MAX_CHARS, WORKBENCH_STATUSES, type ConnexField } from './rules.ts'

/** Schemas of the workbench token calls (shell spec §3, §7): issue (ours), verify (the spec's). */

const text = (max: number) => z.string().trim().max(max)
const hashedId = z.string().min(1).max(64)

/** The connected-dialler parameters: every one optional, each bounded. */
export const ConnexDataSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(CONNEX_FIELD_MAX_CHARS).map(([field, max]) => [field, text(max).optional()]),
  ) as Record<ConnexField, z.ZodOptional<z.ZodString>>,
)

/** POST A/wtf/token/verify (shell spec §7): the token, the session id and the connex parameters. */
export const WorkbenchTokenVerifyRequestSchema = z.object({
  token: z.string().min(1).max(256),
  /** Call-centre mode creates no server session, so the site may have none to send. */
  hashedSessionId: z.string().max(128).nullish(),
  connexData: ConnexDataSchema.default({}),
})
export type WorkbenchTokenVerifyRequest = z.input<typeof WorkbenchTokenVerifyRequestSchema>

/** The contact the workbench keeps with a token (personal information: never logged). */
export const StoredWorkbenchContactSchema = z.strictObject({
  name: text(100).optional(),
  surname: text(100).optional(),
  /** A phone number by the forms' pattern (forms spec §5); the API stores it in E.164. */
  mobile: PhoneNumberSchema.optional(),
  email: text(254).optional(),
  idNumber: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'Id Number must be 13 digits')
    .optional(),
  /** f, m or anything else (shell spec §4). */
  gender: text(8).optional(),
})

/** POST A/wtf/token/issue (test and call-centre mode): what the workbench issues a token for. */
export const WorkbenchTokenIssueRequestSchema = z.object({
  agentId: z.string().trim().min(1).max(64),
  /** The agent's user name, sent to tracking (shell spec §7); the agent id when not given. */
  agentUsername: z.string().trim().min(1).max(100).optional(),
  productCode: ProductCodeSchema,
  companyCode: CompanyCodeSchema.optional(),
  /** The quick quote to continue; none for a new quote. */
  hashedQuickQuoteId: hashedId.nullish(),
  /** The last page the quote reached (its hashedPageId); none: the quick quote. */
  hashedPageId: hashedId.nullish(),
  gapQuoteSessionId: hashedId.nullish(),
  contact: StoredWorkbenchContactSchema.optional(),
})
export type WorkbenchTokenIssueRequest = z.input<typeof WorkbenchTokenIssueRequestSchema>

export const WorkbenchTokenIssuedSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** Where the agent's browser opens the token. */
  launchPath: z.string(),
})
export type WorkbenchTokenIssued = z.infer<typeof WorkbenchTokenIssuedSchema>

/** A quick quote the token continues: its price in cents (premium, cover, excess; null when not quoted). */
export const WorkbenchQuoteSchema = z.object({
  hashedQuickQuoteSessionId: z.string(),
  productCode: z.string(),
  hashedProductId: z.string(),
  outcome: z.enum(['QUOTED', 'NOT_QUALIFIED']),
  premium: z.number().int().nullable(),
  cover: z.number().int().nullable(),
  excess: z.number().int().nullable(),
  excessKey: z.string().nullable(),
  tableVersion: z.string(),
  createdAt: z.string(),
})
export type WorkbenchQuote = z.infer<typeof WorkbenchQuoteSchema>

export const WorkbenchContactSchema = z.object({
  name: z.string().nullable(),
  surname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  idNumber: z.string().nullable(),
  gender: z.enum(CONTACT_GENDERS),
})

/** Shell spec §3 Workbench token data: the answer of POST A/wtf/token/verify. */
/** A suburb as the suburb search lists it (GET A/sti/suburbs-lookup). */
export const RestoredSuburbSchema = z.object({
  id: z.number().int(),
  suburb: z.string(),
  town: z.string(),
  province: z.string(),
  boxCode: z.string().nullable(),
  streetCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})

/** A vehicle as the vehicle search lists it (GET A/wtf/autocomplete/vehicleSearch). */
export const RestoredVehicleSchema = z.object({
  code: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  description: z.string(),
  bodyType: z.string(),
  engineCc: z.number().int(),
  valueCents: z.number().int(),
})

export const WorkbenchTokenDataSchema = z.object({
  /** id/value pairs (USERNAME, AGENT_ID, COMPANY_CODE, PRODUCT_CODE, LEAD_ID); see metadataRecord. */
  metadata: z.array(z.object({ id: z.string(), value: z.string() })),
  quotes: z.array(WorkbenchQuoteSchema),
  /** The product's quick-quote questions, grouped by flow (each group's flow; null: no flow). */
  quickQuoteQuestions: z.array(
    z.object({ flow: z.string().nullable(), questions: z.array(JourneyQuestionSchema) }),
  ),
  /** The answers of the quote continued; null for a new quote. */
  quoteDetails: z
    .object({
      hashedQuickQuoteSessionId: z.string(),
      productCode: z.string(),
      answers: z.array(SubmittedQuestionSchema),
      /**
       * What the suburb and vehicle answers name, by question id: the widgets show the suburb or
       * vehicle, which the stored answer (an id, a code) does not carry (issue 18: a continued quote
       * lost them).
       */
      lookups: z.object({
        suburbs: z.record(z.string(), RestoredSuburbSchema),
        vehicles: z.record(z.string(), z.object({ year: z.number().int(), vehicle: RestoredVehicleSchema })),
      }),
      /** The full quote made from the quick quote, when the person got that far. */
      fullQuote: z
        .object({
          hashedQuoteId: z.string(),
          firstIncompletePage: z.string(),
          /**
           * The page a launch lands on (code). A GAP quote named by gapQuoteSessionId: the last page of
           * its history that may be opened, else personal information (resumePageOf); otherwise the
           * first page still to answer.
           */
          resumePage: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  /** The continued quote's cover with two decimals; null for a new quote. */
  qqValue: z.object({ cover: z.string().nullable() }),
  contact: WorkbenchContactSchema,
  /** The last page the quote reached; null: none yet (the quick quote). */
  pageHistory: z.object({ hashedPageId: z.string().nullable() }),
  pages: z.array(JourneyPageSchema),
  productInfo: z.object({
    productId: z.number().int(),
    hashedProductId: z.string(),
    productCode: z.string(),
  }),
  status: z.enum(WORKBENCH_STATUSES),
  gapQuoteSessionId: z.string().nullable(),
  /** The connex parameters the dialler sent with this launch, as received. */
  payload: ConnexDataSchema,
  agentId: z.string(),
})
export type WorkbenchTokenData = z.infer<typeof WorkbenchTokenDataSchema>

/** GET A/wtf/agent-session (issue 22): who this browser's agent session proves. */
export const AgentSessionSchema = z.object({
  agentId: z.string(),
  agentUsername: z.string(),
  /** The quick quote the launch token named; null for a new quote. */
  quickQuoteHashedId: z.string().nullable(),
})
export type AgentSessionInfo = z.infer<typeof AgentSessionSchema>
