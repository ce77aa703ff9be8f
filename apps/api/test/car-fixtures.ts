import type { FeatureFlag } from '@insure/domain/catalogue'
import { answersByRef, type AnswersByRef, type SubmittedAnswer } from '@insure/domain/quick-quote'
import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { QUOTE_OWNER_COOKIE } from '../src/areas/quote-owner/quote-owners.ts'
import { policies, quoteAcceptances, quotes } from '../src/db/schema/index.ts'
import { newHashedId } from '../src/lib/hashed-id.ts'
import { quoteClient } from './quote-fixtures.ts'
import type { clientCredentials, TestApp } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/**
 * A car quote owned by the browser of `credentials`: its quick quote made through the API, the quote
 * made by the repository as addQuote makes it, owned by `owner` (an agent's quick quote, a buyer's
 * quote). `extra` answers
 * (the vehicle page's tracking device, say) are stored with the quick quote's.
 */
export async function carQuote(
  app: TestApp,
  credentials: Credentials,
  extra: AnswersByRef = {},
  /** The browser that owns the quote, when not the one that made the quick quote (an agent's). */
  owner: Credentials = credentials,
) {
  const client = quoteClient(app, credentials)
  const quick = await client.quickQuote('car')
  const quickQuote = (await app.quickQuotes.find(quick.hashedQuickQuoteSessionId))!
  const questions = await app.journeys.questionsOf('car')
  const selected = new Map<string, SubmittedAnswer[]>(
    quickQuote.answers.map((question) => [question.questionId, question.selectedAnswers]),
  )
  const ownerDigest = ownerDigestOf(app, owner)
  const { hashedQuoteId } = await app.quotes.createFromQuickQuote({
    companyCode: quickQuote.companyCode,
    productCode: 'car',
    hashedProductId: quickQuote.hashedProductId,
    quickQuoteHashedId: quickQuote.hashedId,
    sessionHashedId: quick.hashedSessionId,
    contactHashedId: null,
    journeyVersion: (await app.journeys.currentVersionOf('car')) ?? 'none',
    flags: [] as FeatureFlag[],
    answers: { ...answersByRef(questions, selected), ...extra },
    price: {
      premiumCents: quickQuote.premiumCents!,
      coverCents: quickQuote.coverCents!,
      excessCents: quickQuote.excessCents ?? 0,
      excessKey: quickQuote.excessKey ?? 'NONE',
      tableVersion: quickQuote.ratingTableVersion,
      steps: [],
    },
    declineReason: null,
    callCentre: false,
    agentId: null,
    ownerDigest,
  })
  return { ...quick, hashedQuoteId }
}

/** The owner digest of a browser's quote-owner cookie, giving it one (as the API would) if it has none. */
function ownerDigestOf(app: TestApp, browser: Credentials): string {
  const cookie = /(?:^|; )quote-owner=([^;]+)/.exec(browser.cookie())?.[1]
  const request = { cookies: cookie ? { [QUOTE_OWNER_COOKIE]: cookie } : {} } as unknown as FastifyRequest
  let issued: string | undefined
  const reply = {
    setCookie: (_name: string, value: string) => {
      issued = value
    },
  } as unknown as FastifyReply
  const digest = app.quoteOwners.ensureOwner(request, reply)
  if (issued) browser.remember({ cookies: [{ name: QUOTE_OWNER_COOKIE, value: issued }] })
  return digest
}

/**
 * Gives a car quote a policy as a purchase would record it (an acceptance and the policy row), for
 * the calls that need a bought policy (the letter to a finance house) without walking the journey.
 */
export async function withCarPolicy(app: TestApp, hashedQuoteId: string) {
  const [quote] = await app.db.select().from(quotes).where(eq(quotes.hashedId, hashedQuoteId))
  const [acceptance] = await app.db
    .insert(quoteAcceptances)
    .values({
      quoteHashedId: hashedQuoteId,
      premiumCents: quote!.premiumCents!,
      totalCoverCents: quote!.coverCents!,
      ratingTableVersion: quote!.ratingTableVersion,
    })
    .returning({ id: quoteAcceptances.id })
  const policyNumber = `IWCAR-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  await app.db.insert(policies).values({
    hashedId: newHashedId(),
    policyNumber,
    quoteHashedId: hashedQuoteId,
    companyCode: quote!.companyCode,
    productCode: 'car',
    acceptanceId: acceptance!.id,
    premiumCents: quote!.premiumCents!,
    totalCoverCents: quote!.coverCents!,
    ratingTableVersion: quote!.ratingTableVersion,
    wordingVersion: 'test-wording',
    commencementDate: '2026-12-01',
    transactionOriginOnline: true,
  })
  return policyNumber
}
