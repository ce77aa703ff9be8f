import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { saIdControlDigit } from '@insure/domain/sa-id'
import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { formSubmissions } from '../src/db/schema/index.ts'
import type { TestApp, clientCredentials } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/** A valid ID number (checksum and date of birth) from its date of birth and sequence. */
export function testIdNumber(yymmdd = '850615', sequence = '5009'): string {
  const firstTwelve = `${yymmdd}${sequence}08`
  return `${firstTwelve}${saIdControlDigit(firstTwelve)}`
}

export const CAR = PRODUCT_CATALOGUE.car.hashedProductId
export const LEGAL = PRODUCT_CATALOGUE.legal.hashedProductId
export const VAP = PRODUCT_CATALOGUE.vap.hashedProductId
export const LIFE = PRODUCT_CATALOGUE.life.hashedProductId

/** A call-back payload as the site sends it (forms spec §3 Callback payload). */
export function callbackPayload(hashedSessionId: string, change: Record<string, unknown> = {}) {
  return {
    hashedProductId: CAR,
    contactNumber: '082 123 4567',
    hashedSessionId,
    firstName: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@example.co.za',
    reason: 'Sales',
    citizenId: null,
    preferredCallbackGender: 'a',
    ...change,
  }
}

/** A contact-us payload as the contact form sends it (forms spec §3 Contact-us payload). */
export function contactUsPayload(hashedSessionId: string, change: Record<string, unknown> = {}) {
  return {
    firstName: 'Thandi',
    surname: 'Nkosi',
    contactNumber: '0831234567',
    email: null,
    hashedProductId: CAR,
    department: 'quotes',
    message: 'Please call me about cover for my new car.',
    hashedSessionId,
    preferredCallbackGender: 'a',
    ...change,
  }
}

/** A claim submission as the claim form sends it (forms spec §3 Claim form submission). */
export function claimPayload(hashedSessionId: string, change: Record<string, unknown> = {}) {
  return {
    name: 'Pieter',
    surname: 'van der Merwe',
    idNumber: testIdNumber(),
    policyNumber: '0841234567',
    contactNumber: '0841234567',
    email: 'pieter@example.co.za',
    hashedSessionId,
    hashedProductId: CAR,
    internalName: 'CAR',
    ...change,
  }
}

/** Posts as the site does: API key, rate token, XSRF cookie and header. */
/** POSTs as the browser of `credentials`, keeping the cookies the answer sets. */
export function poster(app: TestApp, credentials: Credentials) {
  return async (url: string, payload: unknown, extraHeaders: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...credentials.headers('POST'), ...extraHeaders },
      payload: payload as object,
    })
    credentials.remember(response)
    return response
  }
}

/** A stored session of `companyCode`, as session/create makes it. */
export async function newSession(
  app: TestApp,
  credentials: Credentials,
  companyCode = 'IWYZE',
  featureFlags: readonly string[] = [],
) {
  const response = await poster(app, credentials)(
    '/wyzeapi/session/create',
    featureFlags.length > 0 ? { companyCode, featureFlags } : { companyCode },
  )
  // session/create answers the id as a list of one (forms spec §7).
  return (response.json() as { data: { hashedSessionId: string[] } }).data.hashedSessionId[0]!
}

export function submissionsOf(db: Database, hashedSessionId: string) {
  return db.select().from(formSubmissions).where(eq(formSubmissions.sessionHashedId, hashedSessionId))
}
