import { PAYER_CONSENT_MESSAGE, PAYER_IS_POLICYHOLDER_MESSAGE } from '@insure/domain/full-quote'
import { TITLE_GENDER_MESSAGES, TITLE_REQUIRED_MESSAGE } from '@insure/domain/contact'
import { EMAIL_INVALID_MESSAGE } from '@insure/domain/email'
import { NAME_INVALID_MESSAGE, SURNAME_REQUIRED_MESSAGE } from '@insure/domain/person-name'
import { PHONE_NUMBER_INVALID_MESSAGE } from '@insure/domain/phone'
import { SA_ID_NUMBER_PROBLEM_MESSAGES } from '@insure/domain/sa-id'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { testIdNumber } from '../../../test/form-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { quoteClient, shortTermBankDetails, walkQuote } from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { bankDetails, contacts, debitOrderMandates, payers, policies } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'

/**
 * Issue 24, forms spec §3 (Payer): a policy whose premium someone else pays. The purchase takes the
 * payer's details and consent; the bank details are then the payer's account, the mandate theirs,
 * and the schedule names them, with their ID and account numbers masked.
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

/** Born 20 March 1962, female (sequence 0123). */
const PAYER_ID = testIdNumber('620320', '0123')
const PAYER_ACCOUNT = '62009876543'
const PAYER = {
  title: 'Mrs',
  citizenId: PAYER_ID,
  name: 'Nomsa',
  surname: 'Khumalo',
  mobile: '083 555 0199',
  email: 'nomsa@example.co.za',
  consent: true,
}

/** A funeral quote answered and accepted: its banking page is the one left. */
async function quoteReadyToBuy() {
  const quote = await client.startQuote('funeral')
  const status = await walkQuote(client, quote, 'BANKING_DETAILS')
  return { ...quote, status }
}

const buy = async (
  as: ReturnType<typeof quoteClient>,
  hashedQuoteId: string,
  payer: Record<string, unknown> | null,
) =>
  as.call('PUT', '/wyzeapi/quote/purchase', {
    hashedQuoteId,
    bankDetails: await shortTermBankDetails(testApp.app, {
      accountNumber: PAYER_ACCOUNT,
      accountHolderName: 'N Khumalo',
    }),
    ...(payer ? { payer } : {}),
  })

/** Whatever a purchase of the quote would have stored: none of it, after a refusal. */
async function storedFor(hashedQuoteId: string) {
  return {
    payers: await testApp.db.select().from(payers).where(eq(payers.quoteHashedId, hashedQuoteId)),
    bankDetails: await testApp.db
      .select()
      .from(bankDetails)
      .where(eq(bankDetails.quoteHashedId, hashedQuoteId)),
    mandates: await testApp.db
      .select()
      .from(debitOrderMandates)
      .where(eq(debitOrderMandates.quoteHashedId, hashedQuoteId)),
    policies: await testApp.db.select().from(policies).where(eq(policies.quoteHashedId, hashedQuoteId)),
  }
}
const NOTHING = { payers: [], bankDetails: [], mandates: [], policies: [] }

describe('a premium someone else pays (PUT /wyzeapi/quote/purchase with a payer)', () => {
  it('stores the payer and their consent; the mandate is theirs, on their account', async () => {
    const quote = await quoteReadyToBuy()
    const response = await buy(client, quote.hashedQuoteId, PAYER)
    expect(response.statusCode).toBe(200)
    const stored = await storedFor(quote.hashedQuoteId)
    expect(stored.payers).toEqual([
      expect.objectContaining({
        title: 'Mrs',
        name: 'Nomsa',
        surname: 'Khumalo',
        citizenId: PAYER_ID,
        dateOfBirth: '1962-03-20',
        gender: 'Female',
        mobile: '+27835550199',
        email: 'nomsa@example.co.za',
        consentedAt: expect.any(Date),
      }),
    ])
    expect(stored.mandates).toEqual([expect.objectContaining({ payerId: stored.payers[0]!.id })])
    expect(stored.bankDetails).toEqual([
      expect.objectContaining({ accountNumber: PAYER_ACCOUNT, accountHolderName: 'N Khumalo' }),
    ])
  })

  it('names the payer on the policy schedule, their ID and account numbers masked', async () => {
    const quote = await quoteReadyToBuy()
    const bought = await buy(client, quote.hashedQuoteId, PAYER)
    const pdf = await client.call('GET', `/wyzeapi/documents/${bought.json().data.scheduleDocumentId}`)
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain(
      `Your premium is paid by Mrs Nomsa Khumalo, ID number *********${PAYER_ID.slice(-4)}, who agreed to the debit order.`,
    )
    expect(text).toContain(`from the payer's`)
    expect(text).toContain(`account ********543`)
    expect(text).not.toContain(PAYER_ID)
    expect(text).not.toContain(PAYER_ACCOUNT)
  })

  it('without a payer, the policyholder pays: no payer row, the mandate their own', async () => {
    const quote = await quoteReadyToBuy()
    expect((await buy(client, quote.hashedQuoteId, null)).statusCode).toBe(200)
    const stored = await storedFor(quote.hashedQuoteId)
    expect(stored.payers).toEqual([])
    expect(stored.mandates).toEqual([expect.objectContaining({ payerId: null })])
  })

  it.each([
    ['no title', { title: '' }, 'payer.title', TITLE_REQUIRED_MESSAGE],
    [
      'an ID number that is not one',
      { citizenId: '6203200123089' },
      'payer.citizenId',
      SA_ID_NUMBER_PROBLEM_MESSAGES.CHECK_DIGIT,
    ],
    ['a name with digits', { name: 'N0msa' }, 'payer.name', NAME_INVALID_MESSAGE],
    ['no surname', { surname: '' }, 'payer.surname', SURNAME_REQUIRED_MESSAGE],
    ['a mobile of zeros', { mobile: '0000000000' }, 'payer.mobile', PHONE_NUMBER_INVALID_MESSAGE],
    ['an e-mail without a domain', { email: 'nomsa@' }, 'payer.email', EMAIL_INVALID_MESSAGE],
    ['no consent', { consent: false }, 'payer.consent', PAYER_CONSENT_MESSAGE],
    [
      'the title Mr and a woman’s ID number',
      { title: 'Mr' },
      'payer.title',
      TITLE_GENDER_MESSAGES.Female.replace('{title}', 'Mr'),
    ],
    ['consent left out', { consent: undefined }, 'payer.consent', PAYER_CONSENT_MESSAGE],
  ])(
    'refuses a payer with %s: 400 beside the field, nothing stored',
    async (_case, change, path, message) => {
      const quote = await quoteReadyToBuy()
      const response = await buy(client, quote.hashedQuoteId, { ...PAYER, ...change })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 400, msg: MESSAGES.validation })
      expect(response.json().errors).toContainEqual({ path, message })
      expect(await storedFor(quote.hashedQuoteId)).toEqual(NOTHING)
    },
  )

  it("refuses the policyholder's own ID number as the payer's, nothing stored", async () => {
    const quote = await quoteReadyToBuy()
    const [policyholder] = await testApp.db
      .select()
      .from(contacts)
      .where(eq(contacts.hashedId, quote.status.contact!.hashedContactId))
    const response = await buy(client, quote.hashedQuoteId, { ...PAYER, citizenId: policyholder!.citizenId })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'payer.citizenId', message: PAYER_IS_POLICYHOLDER_MESSAGE },
    ])
    expect(await storedFor(quote.hashedQuoteId)).toEqual(NOTHING)
  })

  it('refuses a purchase with a payer sent by another browser, nothing stored', async () => {
    const quote = await quoteReadyToBuy()
    const response = await buy(stranger, quote.hashedQuoteId, PAYER)
    expect(response.statusCode).toBe(403)
    expect(await storedFor(quote.hashedQuoteId)).toEqual(NOTHING)
  })

  it('a repeat with another payer answers 409; the same purchase again gets the same policy', async () => {
    const quote = await quoteReadyToBuy()
    const first = await buy(client, quote.hashedQuoteId, PAYER)
    expect(first.statusCode).toBe(200)
    const other = await buy(client, quote.hashedQuoteId, { ...PAYER, citizenId: testIdNumber('700101') })
    expect(other.statusCode).toBe(409)
    const again = await buy(client, quote.hashedQuoteId, PAYER)
    expect(again.json().data.policyNumber).toBe(first.json().data.policyNumber)
    expect((await storedFor(quote.hashedQuoteId)).payers).toHaveLength(1)
  })
})
