import {
  MAX_POLICIES_PER_LIST,
  POLICY_NUMBER_INVALID_MESSAGE,
  TOO_MANY_POLICIES_MESSAGE,
} from '@insure/domain/contact'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { idNumberFor, pageOf, quoteClient, walkQuote } from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { contacts, quotes } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'

/**
 * Issue 24, forms spec §3 (Contact: …, tiaPolicies, mipPolicies): the contact calls take the policy
 * numbers the person holds with the short-term (TIA) and life (MIP) insurers, and store them.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let client: ReturnType<typeof quoteClient>
let stranger: ReturnType<typeof quoteClient>

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  client = quoteClient(testApp.app, await agentCredentials(testApp.app))
  stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
})
afterAll(() => testApp.close())

/** A funeral quote at its personal-information page, and the contact its page would send. */
async function atPersonalInformation() {
  const quote = await client.startQuote('funeral')
  const status = await walkQuote(client, quote, 'PERSONAL_INFORMATION')
  const page = pageOf(status, status.firstIncompletePage)
  const contact = {
    title: 'Mr', // idNumberFor gives a man's ID number for an age: the title agrees
    citizenId: idNumberFor(status),
    name: 'Thandiwe',
    surname: 'Mokoena',
    email: 'thandiwe@example.co.za',
    mobile: '082 555 0101',
  }
  return { quote, page, contact }
}

const addContact = (
  as: ReturnType<typeof quoteClient>,
  at: Awaited<ReturnType<typeof atPersonalInformation>>,
  policies: Record<string, unknown>,
) =>
  as.post('/wyzeapi/contact/addContact', {
    contact: { ...at.contact, ...policies },
    hashedQuickQuoteSessionId: at.quote.hashedQuickQuoteSessionId,
    hashedPageId: at.page.hashedPageId,
  })

async function contactOf(hashedQuoteId: string) {
  const [quote] = await testApp.db.select().from(quotes).where(eq(quotes.hashedId, hashedQuoteId))
  if (!quote?.contactHashedId) return null
  const [row] = await testApp.db.select().from(contacts).where(eq(contacts.hashedId, quote.contactHashedId))
  return row ?? null
}

describe("the contact's tiaPolicies and mipPolicies (addContact, updateContact)", () => {
  it('addContact stores both lists, upper case and without repeats', async () => {
    const at = await atPersonalInformation()
    const response = await addContact(client, at, {
      tiaPolicies: ['iw-funeral-0000001', 'IW-FUNERAL-0000001', 'TIA/123456'],
      mipPolicies: ['MIP-77'],
    })
    expect(response.statusCode).toBe(200)
    expect(await contactOf(at.quote.hashedQuoteId)).toMatchObject({
      tiaPolicies: ['IW-FUNERAL-0000001', 'TIA/123456'],
      mipPolicies: ['MIP-77'],
    })
  })

  it.each([['/wyzeapi/contact/updateContact'], ['/wyzeapi/contact/updateContact/noQuirc']])(
    '%s changes the list sent and keeps the one left out',
    async (path) => {
      const at = await atPersonalInformation()
      await addContact(client, at, { tiaPolicies: ['TIA-1'], mipPolicies: ['MIP-1'] })
      const changed = await client.call('PUT', path, {
        contact: { ...at.contact, mipPolicies: ['MIP-2', 'MIP-3'] },
        hashedQuoteId: at.quote.hashedQuoteId,
        hashedPageId: at.page.hashedPageId,
      })
      expect(changed.statusCode).toBe(200)
      expect(await contactOf(at.quote.hashedQuoteId)).toMatchObject({
        tiaPolicies: ['TIA-1'],
        mipPolicies: ['MIP-2', 'MIP-3'],
      })
    },
  )

  it('a contact without them stores none', async () => {
    const at = await atPersonalInformation()
    expect((await addContact(client, at, {})).statusCode).toBe(200)
    expect(await contactOf(at.quote.hashedQuoteId)).toMatchObject({ tiaPolicies: null, mipPolicies: null })
  })

  it.each([
    [
      'one number, not a list',
      { tiaPolicies: 'TIA-1' },
      'contact.tiaPolicies',
      POLICY_NUMBER_INVALID_MESSAGE,
    ],
    ['an empty number', { tiaPolicies: [''] }, 'contact.tiaPolicies.0', POLICY_NUMBER_INVALID_MESSAGE],
    [
      'a number with a space',
      { mipPolicies: ['MIP 1'] },
      'contact.mipPolicies.0',
      POLICY_NUMBER_INVALID_MESSAGE,
    ],
    [
      'a number starting with a hyphen',
      { mipPolicies: ['ok-1', '-1'] },
      'contact.mipPolicies.1',
      POLICY_NUMBER_INVALID_MESSAGE,
    ],
    [
      'a number of 41 characters',
      { tiaPolicies: ['A'.repeat(41)] },
      'contact.tiaPolicies.0',
      POLICY_NUMBER_INVALID_MESSAGE,
    ],
    [
      'a number that is a number',
      { tiaPolicies: [123456] },
      'contact.tiaPolicies.0',
      POLICY_NUMBER_INVALID_MESSAGE,
    ],
    [
      'more numbers than a person holds',
      { mipPolicies: Array.from({ length: MAX_POLICIES_PER_LIST + 1 }, (_, index) => `MIP-${index}`) },
      'contact.mipPolicies',
      TOO_MANY_POLICIES_MESSAGE,
    ],
  ])('refuses %s: 400 beside the field, no contact stored', async (_case, policies, path, message) => {
    const at = await atPersonalInformation()
    const response = await addContact(client, at, policies)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
    expect(response.json().errors).toContainEqual({ path, message })
    expect(await contactOf(at.quote.hashedQuoteId)).toBeNull()
  })

  it('refuses them sent by another browser, nothing stored', async () => {
    const at = await atPersonalInformation()
    const response = await addContact(stranger, at, { tiaPolicies: ['TIA-9'] })
    expect(response.statusCode).toBe(403)
    expect(await contactOf(at.quote.hashedQuoteId)).toBeNull()
  })
})
