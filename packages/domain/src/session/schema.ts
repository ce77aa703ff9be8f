import { z } from '../zod-config/index.ts'
import { CompanyCodeSchema } from '../catalogue/index.ts'
import { SESSION_TEXT_MAX_CHARS } from './rules.ts'

const text = (max: number) => z.string().trim().max(max)

/**
 * The part of the Session entity (shell spec §3) that the server stores. The site sends its whole
 * session object; fields not listed here stay in the browser and are ignored by the server.
 */
export const SessionFieldsSchema = z.object({
  location: text(SESSION_TEXT_MAX_CHARS.location).optional(),
  browser: text(SESSION_TEXT_MAX_CHARS.browser).optional(),
  operatingSystem: text(SESSION_TEXT_MAX_CHARS.operatingSystem).optional(),
  uci: text(128).nullish(),
  companyCode: CompanyCodeSchema.optional(),
  featureFlags: z.array(text(64)).max(50).optional(),
  landingSlug: text(200).nullish(),
  currstep: text(100).nullish(),
  currstepIndex: z.number().int().min(0).max(1000).nullish(),
  selectedProduct: text(64).nullish(),
  callcentre: z.boolean().optional(),
  transactionOriginOnline: z.boolean().optional(),
  mustUseDirectTrafficUcid: z.boolean().optional(),
  createDateMilliseconds: z.number().int().nonnegative().optional(),
})
export type SessionFields = z.infer<typeof SessionFieldsSchema>

export const SessionCreateRequestSchema = SessionFieldsSchema
export type SessionCreateRequest = z.infer<typeof SessionCreateRequestSchema>

/**
 * A session keeps the company it was created with (issue 17): an update may name it (the site sends
 * its whole session) but not another, which the server refuses with 409.
 */
export const SessionUpdateRequestSchema = SessionFieldsSchema.extend({
  hashedSessionId: z.string().min(1).max(64),
  companyCode: CompanyCodeSchema.optional().describe(
    "The session's own company, or left out: a session keeps its company, another is refused with 409",
  ),
})
export type SessionUpdateRequest = z.infer<typeof SessionUpdateRequestSchema>

export const EnvironmentSchema = z.object({ key: z.string(), value: z.string() })

/** What session/update answers: the session's id, data.cid (the hashed contact id) and the environments. */
export const SessionReceiptSchema = z.object({
  hashedSessionId: z.string(),
  cid: z.string(),
  environments: z.array(EnvironmentSchema),
})
export type SessionReceipt = z.infer<typeof SessionReceiptSchema>

/**
 * What session/create answers (forms spec §7: "response data.hashedSessionId list and data.cid"):
 * the new session's id as a list of one, the contact id and the environments.
 */
export const SessionCreateReceiptSchema = SessionReceiptSchema.extend({
  hashedSessionId: z.array(z.string()).length(1),
})
export type SessionCreateReceipt = z.infer<typeof SessionCreateReceiptSchema>
