import { createHmac } from 'node:crypto'
import { derivedKey } from '../../lib/derived-key.ts'

/** The purpose the contact reference's key is derived for (lib/derived-key.ts). */
const CONTACT_REFERENCE_PURPOSE = 'contact-reference'

/**
 * The contact reference of tracking (shell spec §7: "contactReferenceId (hash of the mobile
 * number)"): HMAC-SHA256, in hex, of the number's E.164 form under a key derived from TOKEN_SECRET.
 * One number gives one reference on a server, so that its events join; without the key the reference
 * tells nothing of the number. An unsalted SHA-256 did (issue 22: South Africa's mobile numbers are
 * few enough to hash them all, and one was found in 7.8 s on one core). The browser holds no key, so
 * the API computes it and the submission's receipt carries it.
 */
export function contactReferenceIdOf(tokenSecret: string, e164MobileNumber: string): string {
  return createHmac('sha256', derivedKey(tokenSecret, CONTACT_REFERENCE_PURPOSE))
    .update(e164MobileNumber)
    .digest('hex')
}

/** The purpose the citizen reference's key is derived for: its own key, so the two never coincide. */
const CITIZEN_REFERENCE_PURPOSE = 'citizen-reference'

/**
 * Analytics' citizenId (shell spec §7: "Analytics identifies the user by mobile and adds … citizenId"):
 * HMAC-SHA256, in hex, of the 13-digit ID number under its own key derived from TOKEN_SECRET.
 * Analytics needs a stable id for a person, not the number; the data layer never holds an ID number,
 * and without the key the reference tells nothing of it (ID numbers are as few as mobile numbers).
 */
export function citizenReferenceIdOf(tokenSecret: string, saIdNumber: string): string {
  return createHmac('sha256', derivedKey(tokenSecret, CITIZEN_REFERENCE_PURPOSE))
    .update(saIdNumber.replace(/\s+/g, ''))
    .digest('hex')
}
