import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { shortTermCommencementDates, southAfricanToday } from '@insure/domain/debit-order/dates'
import { afterAll, describe, expect, it } from 'vitest'
import { quoteClient, walkQuote } from '../quote-fixtures.ts'
import type { TestApp } from '../test-app.ts'
import {
  agentCredentials,
  credentials,
  startServer,
  waitUntilHealthy,
  type RunningServer,
} from './server-process.ts'

// Purchases against the built server (`npm run build` first), killed with kill -9 in the middle of a
// burst: every policy is whole (its mandate, bank details, schedule and e-mail) or absent, every
// purchase answered 200 is stored, and buying again after the restart gives each quote one policy.

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-purchases-'))
const started: RunningServer[] = []
afterAll(() => {
  for (const server of started) server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

function start(port: number, dataDir: string) {
  // Call-centre mode: an agent's quick quotes skip the captcha.
  const server = startServer(port, dataDir, { LOG_LEVEL: 'warn', CALL_CENTRE: '1' })
  started.push(server)
  return server
}

/**
 * The quote calls of the API tests (test/quote-fixtures.ts) over HTTP to a running server, as one
 * browser: `browser`, the headers (and cookies) of one already used, to go on as the same browser.
 */
async function httpClient(base: string, browser?: Record<string, string>) {
  const headers = browser ?? (await agentCredentials(base))
  const app = {
    async inject(options: { method: string; url: string; payload?: unknown }) {
      const response = await fetch(`${base}${options.url}`, {
        method: options.method,
        headers,
        ...(options.payload === undefined ? {} : { body: JSON.stringify(options.payload) }),
      })
      const body = await response.text()
      const cookies = response.headers.getSetCookie().map((setCookie) => {
        const [pair] = setCookie.split(';')
        const at = pair!.indexOf('=')
        return { name: pair!.slice(0, at), value: pair!.slice(at + 1) }
      })
      return { statusCode: response.status, body, cookies, json: () => JSON.parse(body) as unknown }
    },
  } as unknown as TestApp
  // A browser's cookie jar: the owner credential a quick quote sets goes with every later call.
  const jar = {
    headers: () => headers,
    remember(answer: { cookies: { name: string; value: string }[] }) {
      for (const { name, value } of answer.cookies) {
        const kept = headers.cookie.split('; ').filter((part) => !part.startsWith(`${name}=`))
        headers.cookie = [...kept, `${name}=${value}`].join('; ')
      }
    },
  }
  return Object.assign(quoteClient(app, jar as never), { headers })
}

const QUOTES = 24

async function bankDetailsOf(base: string) {
  const headers = await credentials(base)
  const banks = (await (await fetch(`${base}/wyzeapi/wtf/getTiaBanks`, { headers })).json()) as {
    data: { id: number; name: string; universalBranchCode: string }[]
  }
  const bank = banks.data[0]!
  return {
    bankId: bank.id,
    bankName: bank.name,
    branchCode: bank.universalBranchCode,
    accountNumber: '62001234567',
    accountType: 'CURRENT',
    accountHolderName: 'T Mokoena',
    debitOrderDay: 25,
    commencementDate: shortTermCommencementDates(southAfricanToday(new Date()))[0]!,
    termsAccept: true,
    concentToDebit: true,
  }
}

/** Per quote: its policies, and whether each has its mandate, bank details, schedule and e-mail. */
async function storedPolicies(dataDir: string) {
  const db = await PGlite.create({ dataDir })
  try {
    const { rows } = await db.query<{ quote: string; status: string; policies: number; whole: number }>(`
      select q.hashed_id as quote, q.status,
        count(p.hashed_id)::int as policies,
        count(p.hashed_id) filter (where m.id is not null and b.id is not null and d.id is not null
          and e.hashed_id is not null)::int as whole
      from quotes q
      left join policies p on p.quote_hashed_id = q.hashed_id
      left join debit_order_mandates m on m.quote_hashed_id = q.hashed_id
      left join bank_details b on b.id = m.bank_details_id
      left join documents d on d.policy_hashed_id = p.hashed_id
      left join email_outbox_attachments a on a.document_hashed_id = d.hashed_id
      left join email_outbox e on e.hashed_id = a.email_hashed_id
      group by q.hashed_id, q.status`)
    const { rows: strays } = await db.query<{ count: number }>(`
      select count(*)::int as count from debit_order_mandates m
      where not exists (select 1 from policies p where p.quote_hashed_id = m.quote_hashed_id)`)
    return { rows, strayMandates: strays[0]!.count }
  } finally {
    await db.close()
  }
}

describe('purchases on the built server (PGlite)', () => {
  it('leaves no half-written policy when killed with kill -9 during a burst, and one policy a quote after', async () => {
    const dataDir = path.join(work, 'data')
    const first = start(3280, dataDir)
    await waitUntilHealthy(first)
    const client = await httpClient(first.base)
    const quotes = []
    for (let n = 0; n < QUOTES; n += 1) {
      const quote = await client.startQuote('funeral')
      await walkQuote(client, quote, 'BANKING_DETAILS')
      quotes.push(quote)
    }
    const bankDetails = await bankDetailsOf(first.base)

    // Every quote bought twice at once (a double click), all at the same time; killed mid-burst.
    const acknowledged = new Map<string, string>()
    const purchases = quotes.flatMap((quote) =>
      [1, 2].map(async () => {
        try {
          const response = await client.call('PUT', '/wyzeapi/quote/purchase', {
            hashedQuoteId: quote.hashedQuoteId,
            bankDetails,
          })
          if (response.statusCode === 200) {
            acknowledged.set(
              quote.hashedQuoteId,
              (response.json() as { data: { policyNumber: string } }).data.policyNumber,
            )
          }
        } catch {
          // the server is gone
        }
      }),
    )
    const deadline = Date.now() + 20_000
    while (acknowledged.size < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5))
    first.process.kill('SIGKILL')
    await Promise.all(purchases)
    await first.exited
    expect(acknowledged.size).toBeGreaterThan(0)

    const afterKill = await storedPolicies(dataDir)
    expect(afterKill.strayMandates).toBe(0)
    for (const row of afterKill.rows) {
      expect(row.policies, row.quote).toBeLessThanOrEqual(1)
      expect(row.whole, row.quote).toBe(row.policies)
      expect(row.status === 'PURCHASED', row.quote).toBe(row.policies === 1)
    }
    for (const quote of acknowledged.keys()) {
      expect(afterKill.rows.find((row) => row.quote === quote)?.policies, quote).toBe(1)
    }

    // Restarted on the same folder: buying every quote again gives each exactly one policy, the same
    // number as any purchase answered before the kill.
    const second = start(3281, dataDir)
    await waitUntilHealthy(second)
    // The same browser (its owner credential and agent session) on the restarted server.
    const again = await httpClient(second.base, client.headers)
    for (const quote of quotes) {
      const response = await again.call('PUT', '/wyzeapi/quote/purchase', {
        hashedQuoteId: quote.hashedQuoteId,
        bankDetails,
      })
      expect(response.statusCode, response.body).toBe(200)
      const { policyNumber } = (response.json() as { data: { policyNumber: string } }).data
      if (acknowledged.has(quote.hashedQuoteId))
        expect(policyNumber).toBe(acknowledged.get(quote.hashedQuoteId))
    }
    second.process.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    const final = await storedPolicies(dataDir)
    expect(final.rows.filter((row) => row.policies === 1 && row.whole === 1)).toHaveLength(QUOTES)
  }, 300_000)
})
