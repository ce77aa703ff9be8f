import {
  PO_BOX_REQUIRED_MESSAGE,
  POSTAL_AREA_REQUIRED_MESSAGE,
  POSTAL_CITY_REQUIRED_MESSAGE,
  POSTAL_CODE_INVALID_MESSAGE,
  POSTAL_COUNTY_REQUIRED_MESSAGE,
} from '@insure/domain/address'
import { POSTAL_ADDRESS_REQUIRED_MESSAGE } from '@insure/domain/full-quote'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import {
  pageOf,
  quoteClient,
  shortTermBankDetails,
  TEST_ADDRESS,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { addresses, quotePageCompletions } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'

/**
 * Issue 24, forms spec §3 (Address: RESIDENCE or MAILING; postal address): the address page's
 * "my postal address is different", stored with the quote, given back for Back and on the schedule.
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

const POSTAL = {
  poBox: '4512',
  number: null,
  area: 'Rondebosch',
  city: 'Cape Town',
  county: 'Western Cape',
  code: '7700',
}

/** A home quote whose first page to answer is its address page. */
async function atTheAddressPage() {
  const quote = await client.startQuote('home')
  const status = await walkQuote(client, quote, 'ADDRESS')
  return { quote, page: pageOf(status, status.firstIncompletePage) }
}

const saveAddresses = (
  as: ReturnType<typeof quoteClient>,
  hashedQuoteId: string,
  hashedPageId: string,
  sent: Record<string, unknown>,
) =>
  as.call('PUT', '/wyzeapi/contact/updateContact', {
    contact: {},
    addresses: { residence: TEST_ADDRESS, ...sent },
    hashedQuoteId,
    hashedPageId,
  })

const mailingRowsOf = (hashedQuoteId: string) =>
  testApp.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.quoteHashedId, hashedQuoteId), eq(addresses.addressType, 'MAILING')))

describe('"my postal address is different" (PUT /wyzeapi/contact/updateContact)', () => {
  it('stores the postal address beside the residence, and gives it back for Back', async () => {
    const { quote, page } = await atTheAddressPage()
    const saved = await saveAddresses(client, quote.hashedQuoteId, page.hashedPageId, {
      postalIsDifferent: true,
      postal: POSTAL,
    })
    expect(saved.statusCode).toBe(200)
    expect(await mailingRowsOf(quote.hashedQuoteId)).toEqual([
      expect.objectContaining({
        poBox: '4512',
        postalArea: 'Rondebosch',
        city: 'Cape Town',
        county: 'Western Cape',
        postalCode: '7700',
      }),
    ])
    expect((await client.status(quote.hashedQuoteId)).addresses?.postal).toEqual(POSTAL)
  })

  it('keeps none when it is not different, and drops one saved before', async () => {
    const { quote, page } = await atTheAddressPage()
    await saveAddresses(client, quote.hashedQuoteId, page.hashedPageId, {
      postalIsDifferent: true,
      postal: POSTAL,
    })
    const again = await saveAddresses(client, quote.hashedQuoteId, page.hashedPageId, {
      postalIsDifferent: false,
      postal: POSTAL,
    })
    expect(again.statusCode).toBe(200)
    expect(await mailingRowsOf(quote.hashedQuoteId)).toEqual([])
    expect((await client.status(quote.hashedQuoteId)).addresses?.postal).toBeNull()
  })

  it.each([
    ['no postal address', {}, 'addresses.postal', POSTAL_ADDRESS_REQUIRED_MESSAGE],
    ['no PO Box', { poBox: '' }, 'addresses.postal.poBox', PO_BOX_REQUIRED_MESSAGE],
    ['no area', { area: '  ' }, 'addresses.postal.area', POSTAL_AREA_REQUIRED_MESSAGE],
    ['no city', { city: '' }, 'addresses.postal.city', POSTAL_CITY_REQUIRED_MESSAGE],
    ['no county', { county: '' }, 'addresses.postal.county', POSTAL_COUNTY_REQUIRED_MESSAGE],
    ['a code of three digits', { code: '770' }, 'addresses.postal.code', POSTAL_CODE_INVALID_MESSAGE],
    ['a code of letters', { code: 'ABCD' }, 'addresses.postal.code', POSTAL_CODE_INVALID_MESSAGE],
  ])(
    'refuses %s with 400, the message beside the field, and stores nothing',
    async (_case, change, path, message) => {
      const { quote, page } = await atTheAddressPage()
      const postal = Object.keys(change).length === 0 ? undefined : { ...POSTAL, ...change }
      const response = await saveAddresses(client, quote.hashedQuoteId, page.hashedPageId, {
        postalIsDifferent: true,
        ...(postal ? { postal } : {}),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 400,
        msg: MESSAGES.validation,
        errors: [{ path, message }],
      })
      // Nothing half-way: neither address, nor the page recorded as done.
      expect(
        await testApp.db.select().from(addresses).where(eq(addresses.quoteHashedId, quote.hashedQuoteId)),
      ).toEqual([])
      expect(
        await testApp.db
          .select()
          .from(quotePageCompletions)
          .where(
            and(
              eq(quotePageCompletions.quoteHashedId, quote.hashedQuoteId),
              eq(quotePageCompletions.pageCode, page.code),
            ),
          ),
      ).toEqual([])
    },
  )

  it('refuses a postal address sent by another browser, and stores nothing', async () => {
    const { quote, page } = await atTheAddressPage()
    const response = await saveAddresses(stranger, quote.hashedQuoteId, page.hashedPageId, {
      postalIsDifferent: true,
      postal: POSTAL,
    })
    expect(response.statusCode).toBe(403)
    expect(await mailingRowsOf(quote.hashedQuoteId)).toEqual([])
  })

  it('prints the postal address on the policy schedule', async () => {
    const { quote, page } = await atTheAddressPage()
    await saveAddresses(client, quote.hashedQuoteId, page.hashedPageId, {
      postalIsDifferent: true,
      postal: { ...POSTAL, number: '2' },
    })
    await walkQuote(client, quote, 'BANKING_DETAILS')
    const bought = await client.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: quote.hashedQuoteId,
      bankDetails: await shortTermBankDetails(testApp.app),
    })
    expect(bought.statusCode).toBe(200)
    const pdf = await client.call('GET', `/wyzeapi/documents/${bought.json().data.scheduleDocumentId}`)
    expect(await pdfText(pdf.rawPayload)).toContain(
      'We send your post to PO Box 4512, 2, Rondebosch, Cape Town, Western Cape, 7700.',
    )
  })
})
