import { z } from '../zod-config/index.ts'
import { EmailSchema, OptionalEmailSchema } from '../email/index.ts'

/**
 * Resuming a quote in a browser that does not hold its owner credential (issue 22, DESIGN.md Quote
 * owner): a six-digit one-time code sent to the e-mail or mobile stored on the quote proves the
 * person. The rules and the words a person reads live here, used by the API and the Continue page.
 */

export const RESUME_CODE_DIGITS = 6
/** A code is good for 10 minutes from when it is sent. */
export const RESUME_CODE_TTL_MS = 10 * 60 * 1000
/** Five wrong codes in a row lock the quote's resume… */
export const RESUME_CODE_MAX_WRONG_TRIES = 5
/** …for 15 minutes. */
export const RESUME_LOCK_MS = 15 * 60 * 1000
/** One code a minute at most: each one is an e-mail or SMS to the person. */
export const RESUME_CODE_RESEND_MS = 60 * 1000

export const RESUME_CHANNELS = ['EMAIL', 'SMS'] as const
export type ResumeChannel = (typeof RESUME_CHANNELS)[number]

export const RESUME_CODE_FORMAT_MESSAGE = 'Enter the six-digit code we sent you'
export const RESUME_CODE_EXPIRED_MESSAGE = 'This code has expired. Ask for a new code.'
export const RESUME_CODE_NOT_SENT_MESSAGE = 'Ask for a code first.'
export const RESUME_LOCKED_MESSAGE =
  'Too many wrong codes. To keep your quote safe it is locked for 15 minutes: try again after that.'
export const RESUME_CODE_TOO_SOON_MESSAGE =
  'We sent you a code less than a minute ago. Wait a minute before you ask for another one.'
export const RESUME_CHANNEL_UNKNOWN_MESSAGE =
  'We have no way to send a code there for this quote. Choose another way.'

/** What a person is told after a wrong code: how many tries are left. */
export function wrongResumeCodeMessage(triesLeft: number): string {
  return `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
}

export const ResumeChannelSchema = z.enum(RESUME_CHANNELS, {
  error: 'Choose where we send your code',
})

/** The code as a person types it: spaces are forgiven, anything but six digits is not. */
export const ResumeCodeSchema = z
  .string({ error: RESUME_CODE_FORMAT_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, RESUME_CODE_FORMAT_MESSAGE))

export const ResumeCodeRequestSchema = z.object({ channel: ResumeChannelSchema })
export const ResumeCodeVerifyRequestSchema = z.object({ code: ResumeCodeSchema })

/**
 * What the Continue page may show of a quote before the person is proven: the product and the first
 * letter of the name, nothing more (not even masked fragments of the e-mail or mobile).
 */
export const ResumeContinueSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  initial: z.string().max(1).nullable(),
  channels: z.array(ResumeChannelSchema),
  /** Until when wrong codes have locked it (ISO), or null. */
  lockedUntil: z.string().nullable(),
})
export type ResumeContinue = z.infer<typeof ResumeContinueSchema>

export const ResumeCodeSentSchema = z.object({
  channel: ResumeChannelSchema,
  expiresInSeconds: z.number().int(),
})

/**
 * Save and continue later (issue 25): every full-quote page can e-mail its owner the quote's resume
 * link. The address is the quote's contact's once About you is answered; before, the person types
 * one, and a resume code may later go there too. The link resumes under the rules above: in the
 * browser that owns the quote at once, elsewhere after a code.
 */
export const SAVE_FOR_LATER_EMAIL_MESSAGE = 'Enter the e-mail address we should send your link to'
export const SAVE_FOR_LATER_TOO_SOON_MESSAGE =
  'We sent you a link less than a minute ago. Wait a minute before you ask for another one.'
/** One link a minute at most, as a code: each one is an e-mail. */
export const SAVE_FOR_LATER_RESEND_MS = RESUME_CODE_RESEND_MS

export const SaveForLaterRequestSchema = z.object({
  /** Absent or empty: the quote's contact's address. */
  email: OptionalEmailSchema,
})
export type SaveForLaterRequest = z.infer<typeof SaveForLaterRequestSchema>

export const SaveForLaterSentSchema = z.object({
  /** Where the link went. Given back to the quote's owner only. */
  sentTo: z.string(),
  /** The link's path on the site (`/resume-quote/{id}`). */
  resumePath: z.string(),
})
export type SaveForLaterSent = z.infer<typeof SaveForLaterSentSchema>

/** The resume link's path on the site: opened, it resumes the quote (shell spec §2 resume-quote). */
export function resumePathOf(hashedQuoteId: string): string {
  return `/resume-quote/${encodeURIComponent(hashedQuoteId)}`
}

/** The address field of Save and continue later, before About you gave one: required, then valid. */
export const SaveForLaterAddressSchema = z.object({
  email: z
    .string({ error: SAVE_FOR_LATER_EMAIL_MESSAGE })
    .trim()
    .min(1, SAVE_FOR_LATER_EMAIL_MESSAGE)
    .pipe(EmailSchema),
})
