import { z } from 'zod'
import { CompanyCodeSchema } from '../catalogue/index.ts'

/** Shell spec §4: a session older than 7 days is replaced by a new one. */
export const SESSION_TTL_MS = 604_800_000
/** Shell spec §3: the browser keeps its session in session storage under this key. */
export const SESSION_STORAGE_KEY = 'session'

const text = (max: number) => z.string().trim().max(max)

/** Longest page URL, user agent and platform the server keeps; the site trims to these before sending. */
export const SESSION_TEXT_MAX_CHARS = { location: 2048, browser: 512, operatingSystem: 128 } as const

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

export const SessionUpdateRequestSchema = SessionFieldsSchema.extend({
  hashedSessionId: z.string().min(1).max(64),
})
export type SessionUpdateRequest = z.infer<typeof SessionUpdateRequestSchema>

export const EnvironmentSchema = z.object({ key: z.string(), value: z.string() })

/** Forms spec §7: session/create answers data.hashedSessionId and data.cid (the hashed contact id). */
export const SessionReceiptSchema = z.object({
  hashedSessionId: z.string(),
  cid: z.string(),
  environments: z.array(EnvironmentSchema),
})
export type SessionReceipt = z.infer<typeof SessionReceiptSchema>

/** True when a session created at `createdAtMs` has outlived SESSION_TTL_MS at `nowMs`. */
export function isSessionExpired(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs > SESSION_TTL_MS
}
