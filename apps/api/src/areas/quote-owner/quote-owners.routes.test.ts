import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import type { QuoteStatus } from '@insure/domain/full-quote'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TEST_ADDRESS,
  pageOf,
  quoteClient,
  shortTermBankDetails,
  typedAnswer,
  walkQuote,
} from '../../../test/quote-fixtures.ts'
import { typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'
import { QUOTE_NOT_YOURS_MESSAGE, QUOTE_OWNER_COOKIE, UNKNOWN_QUOTE_MESSAGE } from './quote-owners.ts'

/**
 * Issue 22: a quote's id is an address, never a key. A second browser holding every id the buyer's
 * browser could see (quote, quick quote, pages) calls every quote call: each read answers 404 and
 * each change 403, in the envelope, and nothing of the quote changes; the buyer then buys it.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let buyer: ReturnType<typeof quoteClient>
let stranger: ReturnType<typeof quoteClient>
let strangerWithOwnQuote: ReturnType<typeof quoteClient>
let quote: { hashedQuoteId: string; hashedQuickQuoteSessionId: string; hashedSessionId: string }
let status: QuoteStatus

beforeAll(async () => {
  testApp = await createTestApp({ callCentre: true, rateLimitPerMinute: 100_000 })
  // The test app is a call-centre server: quick quotes skip the captcha for an agent's session.
  buyer = quoteClient(testApp.app, await agentCredentials(testApp.app))
  stranger = quoteClient(testApp.app, await clientCredentials(testApp.app))
  strangerWithOwnQuote = quoteClient(testApp.app, await agentCredentials(testApp.app, 'AG99'))
  quote = await buyer.startQuote('funeral')
  status = await walkQuote(buyer, quote, 'BANKING_DETAILS')
  // The attacker holds an owner credential too: one for a quote of their own.
  await strangerWithOwnQuote.startQuote('funeral')
})
afterAll(() => testApp.close())

/** The stranger's own account: the debit order the buyer never gave. */
const bankDetails = () => shortTermBankDetails(testApp.app, { accountHolderName: 'A Stranger' })

/** Everything stored of the quote, its quick quote and its contact, to compare before and after. */
async function storedOf(hashedQuoteId: string): Promise<string> {
  const tables = [
    'quote_answers',
    'quote_page_completions',
    'quote_sessions',
    'quote_page_visits',
    'addresses',
    'beneficiaries',
    'quote_acceptances',
    'disclaimer_answers',
    'bank_details',
    'debit_order_mandates',
    'policies',
    'quote_owners',
  ]
  const parts: unknown[] = []
  for (const table of tables) {
    parts.push(
      rowsOf(
        await testApp.db.execute(
          sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where quote_hashed_id = ${hashedQuoteId} order by 1::text`,
        ),
      ),
    )
  }
  parts.push(
    rowsOf(
      await testApp.db.execute(sql`
        select to_jsonb(q) as quote, to_jsonb(c) as contact,
          (select count(*) from quick_quote_clicks k where k.quick_quote_hashed_id = q.quick_quote_hashed_id) as clicks
        from quotes q left join contacts c on c.hashed_id = q.contact_hashed_id
        where q.hashed_id = ${hashedQuoteId}`),
    ),
  )
  return JSON.stringify(parts)
}

type Call = [
  name: string,
  access: 'read' | 'change',
  method: 'GET' | 'POST' | 'PUT',
  url: () => string,
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>,
]

const id = () => quote.hashedQuoteId
const pageId = (code: string) => pageOf(status, code).hashedPageId

const CONTACT = {
  title: 'Mr',
  citizenId: '8001015009087',
  name: 'Stranger',
  surname: 'Danger',
  email: 'stranger@example.com',
  mobile: '082 999 0000',
}

/** Every call that reads or changes a quote, with a body the buyer's own browser could send. */
const CALLS: Call[] = [
  [
    'getQuoteStatus',
    'read',
    'POST',
    () => `/wyzeapi/quote/getQuoteStatus/${id()}`,
    () => ({ hashedSessionId: null }),
  ],
  ['resume-quote by the quote', 'read', 'GET', () => `/wyzeapi/quote/resume-quote/${id()}`],
  [
    'resume-quote by its quick quote (qId)',
    'read',
    'GET',
    () => `/wyzeapi/quote/resume-quote/${quote.hashedQuickQuoteSessionId}`,
  ],
  ['getRatings', 'read', 'GET', () => `/wyzeapi/quote/getRatings/${id()}`],
  ['the life policy', 'read', 'POST', () => `/wyzeapi/wtf/life/quote/${id()}/policy`],
  ['the policy schedule', 'read', 'GET', () => `/wyzeapi/quote/policy-schedule/${id()}`],
  [
    'quoteSession/create',
    'change',
    'POST',
    () => '/wyzeapi/quote/quoteSession/create',
    () => ({ hashedSessionId: null, hashedQuoteId: id() }),
  ],
  [
    'addQuote from its quick quote',
    'change',
    'POST',
    () => '/wyzeapi/quote/addQuote',
    () => ({ hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId }),
  ],
  [
    'quickquote/click',
    'change',
    'POST',
    () => '/wyzeapi/quickquote/click',
    () => ({ hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId, finalClick: true }),
  ],
  [
    'questionDetails',
    'change',
    'POST',
    () => `/wyzeapi/wtf/questionDetails/${id()}`,
    () => ({
      hashedPageId: pageId('extended-family'),
      answeredQuestions: [typedAnswer(status, 'extended-family', 'Extended_family_count', '1')],
    }),
  ],
  [
    'questionnaire/submit',
    'change',
    'POST',
    () => `/wyzeapi/wtf/questionnaire/${id()}/submit`,
    () => ({ hashedPageId: pageId('extended-family'), answeredQuestions: [] }),
  ],
  ['re-underwrite (POST A/quote)', 'change', 'POST', () => '/wyzeapi/quote', () => ({ hashedQuoteId: id() })],
  ['lifeReQuote', 'change', 'PUT', () => '/wyzeapi/quote/lifeReQuote', () => ({ hashedQuoteId: id() })],
  [
    'addContact',
    'change',
    'POST',
    () => '/wyzeapi/contact/addContact',
    () => ({
      contact: CONTACT,
      hashedQuickQuoteSessionId: quote.hashedQuickQuoteSessionId,
      hashedPageId: pageId('personal-information'),
    }),
  ],
  ...(['/wyzeapi/contact/updateContact', '/wyzeapi/contact/updateContact/noQuirc'] as const).map(
    (path): Call => [
      `${path.slice('/wyzeapi/'.length)} (the e-mail and mobile)`,
      'change',
      'PUT',
      () => path,
      () => ({ contact: CONTACT, hashedQuoteId: id(), hashedPageId: pageId('personal-information') }),
    ],
  ),
  [
    'beneficiary/v2/addBeneficiary',
    'change',
    'POST',
    () => '/wyzeapi/beneficiary/v2/addBeneficiary',
    () => ({
      hashedQuoteId: id(),
      hashedPageId: pageId('beneficiaries'),
      beneficiaries: [
        {
          name: 'Stranger',
          surname: 'Danger',
          gender: 'Male',
          dateOfBirth: '1990-01-01',
          benefitPercentage: 100,
          beneficiaryDesignation: 'Friend',
        },
      ],
    }),
  ],
  [
    'life addresses-and-beneficiaries',
    'change',
    'POST',
    () => `/wyzeapi/quote/life/${id()}/addresses-and-beneficiaries`,
    () => ({ hashedPageId: pageId('beneficiaries'), addresses: { residence: TEST_ADDRESS, postal: null } }),
  ],
  [
    'disclaimer',
    'change',
    'POST',
    () => '/wyzeapi/disclaimer',
    () => ({
      hashedQuoteId: id(),
      answers: [10, 20, 30].map((order) => ({ disclaimerType: 'PURCHASE', order, answer: 'YES' })),
    }),
  ],
  [
    'accept',
    'change',
    'PUT',
    () => '/wyzeapi/quote/accept',
    () => ({
      hashedQuoteId: id(),
      premium: status.price!.premiumCents,
      totalCover: status.price!.coverCents,
    }),
  ],
  [
    'purchase with their own account',
    'change',
    'PUT',
    () => '/wyzeapi/quote/purchase',
    async () => ({ hashedQuoteId: id(), bankDetails: await bankDetails() }),
  ],
  [
    'life/purchase',
    'change',
    'PUT',
    () => '/wyzeapi/quote/life/purchase',
    async () => ({ hashedQuoteId: id(), bankDetails: await bankDetails() }),
  ],
]

describe.each([
  ['a fresh browser with no credential', () => stranger],
  ["a browser holding another quote's credential", () => strangerWithOwnQuote],
])('%s, holding only the ids', (_who, client) => {
  it.each(CALLS)('%s: refused (%s), nothing stored', async (_name, access, method, url, body) => {
    const before = await storedOf(id())
    const response = await client().call(method, url(), body ? await body() : undefined)
    if (access === 'read') {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 404 })
      expect(response.body).not.toContain('Thandiwe')
    } else {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ code: 403, msg: QUOTE_NOT_YOURS_MESSAGE })
    }
    expect(await storedOf(id())).toBe(before)
  })

  it('is told a read quote does not exist, in the words used for an unknown one', async () => {
    const response = await client().call('POST', `/wyzeapi/quote/getQuoteStatus/${id()}`, {
      hashedSessionId: null,
    })
    expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_QUOTE_MESSAGE })
  })
})

describe('the owner credential', () => {
  it.each([
    [true, true],
    [false, false],
  ])(
    'is set by the quick quote as a signed, HttpOnly, SameSite=Lax cookie (Secure: %s when secureCookies is %s)',
    async (secure, secureCookies) => {
      const app = await createTestApp({ callCentre: true, secureCookies })
      try {
        const credentials = await agentCredentials(app.app)
        const response = await app.app.inject({
          method: 'POST',
          url: '/wyzeapi/quickquote/create',
          headers: credentials.headers('POST'),
          payload: {
            hashedProductId: PRODUCT_CATALOGUE.funeral.hashedProductId,
            hashedSessionId: null,
            answers: typicalAnswers('funeral'),
            skipCaptcha: true,
          },
        })
        expect(response.statusCode).toBe(200)
        const cookie = response.cookies.find((candidate) => candidate.name === QUOTE_OWNER_COOKIE)
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
        // The owner key and its HMAC-SHA256 (lib/signed-values.ts), both base64url.
        expect(cookie!.value).toMatch(/^[\w-]{30}\.[\w-]{43}$/)
        expect(Boolean(cookie!.secure)).toBe(secure)
      } finally {
        await app.close()
      }
    },
  )

  it("makes a forged or altered credential no one's", async () => {
    const owned = await clientCredentials(testApp.app)
    for (const cookie of [
      `${QUOTE_OWNER_COOKIE}=abc.def`,
      `${QUOTE_OWNER_COOKIE}=${'a'.repeat(22)}.${'b'.repeat(43)}`,
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/wyzeapi/quote/getQuoteStatus/${id()}`,
        headers: { ...owned.headers('POST'), cookie: `XSRF-TOKEN=${owned.xsrf}; ${cookie}` },
        payload: { hashedSessionId: null },
      })
      expect(response.statusCode).toBe(404)
    }
  })
})

describe('the buyer', () => {
  it('reads and buys the quote the strangers could not touch, with the account the buyer gives', async () => {
    expect((await buyer.status(id())).contact).toMatchObject({ name: 'Thandiwe' })
    const bought = await buyer.call('PUT', '/wyzeapi/quote/purchase', {
      hashedQuoteId: id(),
      bankDetails: { ...(await bankDetails()), accountHolderName: 'T Mokoena' },
    })
    expect(bought.statusCode).toBe(200)
    const schedule = await buyer.call('GET', `/wyzeapi/quote/policy-schedule/${id()}`)
    expect(schedule.statusCode).toBe(200)
    expect(schedule.headers['content-type']).toBe('application/pdf')
    // Bought, it is still no one else's to read.
    expect((await stranger.call('GET', `/wyzeapi/quote/policy-schedule/${id()}`)).statusCode).toBe(404)
  })
})
