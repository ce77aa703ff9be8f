import type { QuoteStatus } from '@insure/domain/full-quote'
import type { BankList } from '@insure/domain/bank'
import type { CommencementRule } from '@insure/domain/debit-order'
import { describe, expect, it } from 'vitest'
import { FUNERAL_JOURNEY } from '../../../../../packages/domain/test/full-quote-journeys.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import {
  QuoteNotFound,
  agentScriptsOf,
  banksOf,
  commencementDatesOf,
  requireAgentOnAgentPages,
} from './full-quote.server.ts'

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

describe("an agent's pages are the agent session's only (requireAgentOnAgentPages, issue 22)", () => {
  /** A page server whose API answers GET A/wtf/agent-session with `status`. */
  function agentContext(callCentre: boolean, status: number) {
    const calls: string[] = []
    const context = {
      callCentre,
      callApi: async (_method: string, path: string) => {
        calls.push(path)
        return status === 200
          ? {
              status,
              body: { code: 200, data: { agentId: 'AG42', agentUsername: 'AG42', quickQuoteHashedId: null } },
            }
          : { status, body: { code: status, msg: 'x' } }
      },
    } as unknown as SiteLoadContext
    return { context, calls }
  }
  const at = (path: string) => new URL(`https://site.test${path}`)

  it.each([
    '/callcenter/quote/q/q1/personal-information',
    '/callcenter/quote/q/buy',
    '/callcenter/quote/q/q1/policy-schedule.pdf',
  ])('%s with an agent session: drawn, after asking the API', async (path) => {
    const { context, calls } = agentContext(true, 200)
    await expect(requireAgentOnAgentPages(at(path), context)).resolves.toBeUndefined()
    expect(calls).toEqual(['/wyzeapi/wtf/agent-session'])
  })

  it.each([
    ['without an agent session', true, 401],
    ['on a server with no agents', false, 200],
  ])('an agent page %s: 404', async (_, callCentre, status) => {
    const { context } = agentContext(callCentre, status)
    // The quote is "not found": the page answers 404, as for a quote that does not exist.
    await expect(requireAgentOnAgentPages(at('/callcenter/quote/q/q1/disclaimer'), context)).rejects.toThrow(
      QuoteNotFound,
    )
  })

  it("a visitor's own quote pages do not ask", async () => {
    const { context, calls } = agentContext(true, 401)
    await expect(requireAgentOnAgentPages(at('/quote/q1/disclaimer'), context)).resolves.toBeUndefined()
    expect(calls).toEqual([])
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
    done: ['disclaimer'],
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

describe('the banking page asks the lists of its product', () => {
  function listing() {
    const calls: string[] = []
    const context = {
      callApi: async (_method: string, path: string) => {
        calls.push(path)
        return { status: 200, body: { code: 200, data: path.includes('Commencement') ? ['2027-02-01'] : [] } }
      },
      log: { error: () => undefined, debug: () => undefined },
    } as unknown as SiteLoadContext
    return { context, calls }
  }
  const bankingPage = (bankList: BankList, commencementRule: CommencementRule) => ({
    settings: { bankList, commencementRule },
  })

  it.each([
    ['gap', 'GAP', '/wyzeapi/wtf/getGapBanks', '/wyzeapi/wtf/getCommencementDatesGap'],
    ['shortTerm', 'SHORT_TERM', '/wyzeapi/wtf/getTiaBanks', '/wyzeapi/wtf/getCommencementDates'],
  ] as const)('%s, %s: %s and %s', async (bankList, rule, banks, dates) => {
    const { context, calls } = listing()
    await banksOf(context, bankingPage(bankList, rule))
    expect(await commencementDatesOf(context, bankingPage(bankList, rule), 25)).toEqual([
      { commencementDate: '2027-02-01', firstStrikeDate: null },
    ])
    expect(calls).toEqual([banks, dates])
  })
})
