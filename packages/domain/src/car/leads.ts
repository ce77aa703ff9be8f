/**
 * Where a car sale's lead came from (sourceUpdate) and the call-centre lead a sale the site cannot
 * finish becomes (carManualDropoff): who to call, about which quote, and when they will be called.
 */
import { formatIsoDateInWords } from '../calendar/index.ts'
import { isSouthAfricanPublicHoliday } from '../debit-order/dates/index.ts'
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../email/index.ts'
import { requiredText, withoutMarkup } from '../field/index.ts'
import { PHONE_NUMBER_INVALID_MESSAGE, PhoneNumberSchema } from '../phone/index.ts'
import { z } from '../zod-config/index.ts'

/**
 * Where a lead came from: a campaign's ucid (shell spec: `ucid` in the URL), someone who came to the
 * site directly, an agent's call, or the site's own pages.
 */
export const LEAD_SOURCES = ['UCID', 'DIRECT_TRAFFIC', 'AGENT', 'ONLINE'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

export const LEAD_SOURCE_INVALID_MESSAGE =
  'Choose where the lead came from: ucid, direct traffic, agent or online.'
export const UCID_REQUIRED_MESSAGE = 'A lead from a campaign needs its ucid.'
export const UCID_INVALID_MESSAGE = 'A ucid is letters, digits, hyphens and underscores, at most 64.'
export const DROPOFF_NAME_MESSAGE = 'Name and Surname must be valid'
export const SLOT_INVALID_MESSAGE = 'Choose a day and a time for the call, as YYYY-MM-DD and HH:MM.'

/** A campaign's id as it arrives in a URL: a token, nothing that could be markup. */
const UcidSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, UCID_INVALID_MESSAGE)

/** sourceUpdate's body: the source, with its ucid when it is a campaign's. */
export const SourceUpdateSchema = z
  .object({
    carFullSaleSessionId: z.string().min(1).max(64),
    source: z.enum(LEAD_SOURCES, { error: LEAD_SOURCE_INVALID_MESSAGE }),
    ucid: UcidSchema.nullish(),
  })
  .superRefine((body, context) => {
    if (body.source === 'UCID' && !body.ucid)
      context.addIssue({ code: 'custom', path: ['ucid'], message: UCID_REQUIRED_MESSAGE })
  })
export type SourceUpdate = z.infer<typeof SourceUpdateSchema>

/** What the site knows of a visit when its car full sale starts (BUY NOW). */
export interface VisitOrigin {
  /** The session's campaign id (shell spec §3: uci), if the visit came through a campaign. */
  ucid: string | null
  /** The quote is started by an agent, in call-centre mode with an agent's session. */
  agent: boolean
  /** The session must count as direct traffic (shell spec §3: mustUseDirectTrafficUcid). */
  mustUseDirectTrafficUcid: boolean
}

/**
 * Where a car lead came from, as sourceUpdate records it: a campaign's ucid when the session holds
 * one (the campaign paid for the visit); else an agent's quote in call-centre mode; else direct
 * traffic when the session says so; else the site's own pages (online). A ucid that is not a token
 * is no campaign.
 */
export function leadSourceOf(origin: VisitOrigin): { source: LeadSource; ucid: string | null } {
  const ucid = origin.ucid === null ? null : UcidSchema.safeParse(origin.ucid)
  if (ucid?.success) return { source: 'UCID', ucid: ucid.data }
  if (origin.agent) return { source: 'AGENT', ucid: null }
  if (origin.mustUseDirectTrafficUcid) return { source: 'DIRECT_TRAFFIC', ucid: null }
  return { source: 'ONLINE', ucid: null }
}

const nameField = withoutMarkup(requiredText(DROPOFF_NAME_MESSAGE), DROPOFF_NAME_MESSAGE)

/** A time the person asks to be called: a South African calendar day and a time of day. */
export const RequestedSlotSchema = z.object({
  date: z.iso.date({ error: SLOT_INVALID_MESSAGE }),
  time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, SLOT_INVALID_MESSAGE),
})
export type RequestedSlot = z.infer<typeof RequestedSlotSchema>

/** carManualDropoff's body: who to call and, if they chose one, when. */
export const ManualDropoffSchema = z.object({
  carFullSaleSessionId: z.string().min(1).max(64),
  name: nameField,
  surname: nameField,
  mobile: PhoneNumberSchema,
  email: z
    .string()
    .trim()
    .refine((value) => isValidEmail(value, { optional: true }), EMAIL_INVALID_MESSAGE)
    .nullish(),
  requestedSlot: RequestedSlotSchema.nullish(),
})
export type ManualDropoff = z.infer<typeof ManualDropoffSchema>
export { PHONE_NUMBER_INVALID_MESSAGE }

/**
 * The call centre's hours, South African time, in minutes after midnight: the Consumer Protection
 * Act's hours for calls a person did not start (regulation 4: weekdays 08:00 to 20:00, Saturdays
 * 09:00 to 13:00, never on Sundays or public holidays). A person who asks to be called did start it,
 * but a lead may be worked later as marketing, so the stricter hours hold for all.
 */
const OPENING: Readonly<Record<number, { from: number; to: number } | undefined>> = {
  1: { from: 8 * 60, to: 20 * 60 },
  2: { from: 8 * 60, to: 20 * 60 },
  3: { from: 8 * 60, to: 20 * 60 },
  4: { from: 8 * 60, to: 20 * 60 },
  5: { from: 8 * 60, to: 20 * 60 },
  6: { from: 9 * 60, to: 13 * 60 },
}
/** How long after the lead the earliest call comes: time for it to reach an agent. */
export const CALL_LEAD_TIME_MINUTES = 30
const SA_OFFSET_MINUTES = 120
const MINUTE_MS = 60_000

const toSaMinutes = (instant: Date) => Math.floor(instant.getTime() / MINUTE_MS) + SA_OFFSET_MINUTES
const fromSaMinutes = (minutes: number) => new Date((minutes - SA_OFFSET_MINUTES) * MINUTE_MS)

/**
 * When the person will be called: the time they asked for when it is in the call centre's hours and
 * at least CALL_LEAD_TIME_MINUTES away, else the first time in the hours after it (or after now plus
 * the lead time, when they asked for none or for a time already gone).
 */
export function expectedCallAt(now: Date, slot: RequestedSlot | null | undefined): Date {
  const earliest = toSaMinutes(now) + CALL_LEAD_TIME_MINUTES
  const asked = slot ? toSaMinutes(new Date(`${slot.date}T${slot.time}:00+02:00`)) : earliest
  let candidate = Math.max(asked, earliest)
  // A slot at most a year ahead: the search ends within the days looked at.
  for (let day = 0; day < 400; day++) {
    const dayStart = Math.floor(candidate / 1440) * 1440
    const date = new Date(dayStart * MINUTE_MS).toISOString().slice(0, 10)
    const weekday = new Date(dayStart * MINUTE_MS).getUTCDay()
    const hours = isSouthAfricanPublicHoliday(date) ? undefined : OPENING[weekday]
    const minute = candidate - dayStart
    if (hours && minute < hours.to) return fromSaMinutes(dayStart + Math.max(minute, hours.from))
    candidate = dayStart + 1440
  }
  throw new RangeError('No call-centre hours within 400 days')
}

/** What the visitor is told: "We will call you on 30 November 2026 at 09:00." */
export function expectedCallMessage(at: Date): string {
  const local = new Date(at.getTime() + SA_OFFSET_MINUTES * MINUTE_MS).toISOString()
  return `We will call you on ${formatIsoDateInWords(local.slice(0, 10))} at ${local.slice(11, 16)}.`
}
