import type { QuoteStatus } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import { FUNERAL_JOURNEY } from '../../../../../packages/domain/test/full-quote-journeys.ts'
import { CALL_CENTRE_AGENT_COOKIE } from '../../lib/cookies.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { agentIdOf, agentScriptsOf } from './full-quote.server.ts'

type Call = { method: string; path: string }

/** A page server's context in or out of call-centre mode whose API answers the script call with `status`. */
function contextOf(callCentre: boolean, status = 200) {
  const calls: Call[] = []
  const context = {
    callCentre,
    companyCode: 'IWYZE',
    callApi: async (method: string, path: string) => {
      calls.push({ method, path })
      const script = {
        hashedPageId: 'page-personal-information',
        code: 'personal-information',
        companyCode: 'OM',
        title: 'About the client',
        lines: ['…'],
      }
      return status === 200
        ? { status, body: { code: 200, data: script } }
        : { status, body: { code: status, msg: 'x' } }
    },
    log: { error: () => undefined, debug: () => undefined },
  } as unknown as SiteLoadContext
  return { context, calls }
}

const request = (cookie?: string) =>
  new Request(
    'https://site.test/callcenter/quote/q/q1/personal-information',
    cookie ? { headers: { cookie } } : {},
  )

describe('the agent the page server names to addQuote and the purchase (agentIdOf)', () => {
  it.each([
    ['an agent with a verified launch', true, `${CALL_CENTRE_AGENT_COOKIE}=AG43`, 'AG43'],
    ['an agent id with a space, encoded', true, `${CALL_CENTRE_AGENT_COOKIE}=Agent%2042`, 'Agent 42'],
    ['an agent without a launch', true, undefined, null],
    [
      'an id longer than the API takes (left out)',
      true,
      `${CALL_CENTRE_AGENT_COOKIE}=${'A'.repeat(65)}`,
      null,
    ],
    ['a visitor, even with the cookie', false, `${CALL_CENTRE_AGENT_COOKIE}=AG43`, null],
  ])('%s', (_name, callCentre, cookie, expected) => {
    expect(agentIdOf(request(cookie), contextOf(callCentre).context)).toBe(expected)
  })
})

describe("an agent's scripts beside a page (agentScriptsOf)", () => {
  const status = {
    companyCode: 'OM',
    productCode: 'funeral',
    journey: { version: FUNERAL_JOURNEY.version, pages: FUNERAL_JOURNEY.pages },
    answers: {
      Covered_members: { codes: ['MAIN', 'SPOUSE'], values: {} },
      Age: { codes: [], values: { value: '42' } },
    },
    done: ['DISCLAIMER'],
    flags: [],
    policy: null,
    status: 'OPEN',
  } as unknown as QuoteStatus
  const page = FUNERAL_JOURNEY.pages.find((page) => page.code === 'personal-information')!

  it("a visitor's page has none, and the API is not asked", async () => {
    const { context, calls } = contextOf(false)
    expect(await agentScriptsOf(context, status, page)).toBeNull()
    expect(calls).toEqual([])
  })

  it("an agent's page has the script in the quote's company's words, and the quote's lists", async () => {
    const { context, calls } = contextOf(true)
    expect(await agentScriptsOf(context, status, page)).toEqual({
      script: expect.objectContaining({ title: 'About the client' }),
      viewableScripts: ['page-quick-quote', 'page-disclaimer', 'page-personal-information'],
      pendingScripts: ['page-beneficiaries', 'page-premium', 'page-banking-details', 'page-congratulations'],
    })
    expect(calls).toEqual([
      { method: 'GET', path: '/wyzeapi/pages/page-personal-information/script?companyCode=OM' },
    ])
  })

  it.each([404, 500])('a script call answering %i shows no script; the lists stay', async (answered) => {
    const { context } = contextOf(true, answered)
    expect(await agentScriptsOf(context, status, page)).toMatchObject({
      script: null,
      viewableScripts: expect.arrayContaining(['page-personal-information']),
    })
  })
})
