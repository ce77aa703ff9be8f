import type { MedicalScheme } from '@insure/domain/medical-aid'
import type { AccountType, Bank } from '@insure/domain/bank'
import type { ProductCode } from '@insure/domain/catalogue'
import type { Disclaimer } from '@insure/domain/company'
import { agentScriptPages, bankingSettingsOf, disclaimersOnPage } from '@insure/domain/full-quote'
import type {
  FullQuoteJourney,
  FullQuotePage,
  QuoteProgress,
  QuoteRatings,
  QuoteStatus,
} from '@insure/domain/full-quote'
import { data, redirect } from 'react-router'
import { agentOf } from '../../lib/agent-session.server.ts'
import { cookieFromHeader } from '../../lib/cookies.ts'
import { contentBackend } from '../../lib/content.server.ts'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { CALL_CENTRE_QUOTE_BASE, pagePathOf, quoteBasePath } from './full-quote-paths.ts'
import type { AgentScripts } from './page-data.ts'
import { callQuoteApi, type QuoteApiResult } from './quote-api.server.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import type { PageRequest } from '../../lib/page-request.ts'

/**
 * The full quote's calls as the page server makes them (forms spec §7), through the typed table of
 * ./quote-api.server.ts: the quote's status (its journey, answers and progress), a visit's quote
 * session, and what each kind of page needs to be drawn. The API decides; nothing here is kept
 * between requests but the visit's quote session, in a cookie.
 */

export type ApiAnswer = { status: number; body: unknown }
export type ApiFieldError = { path: string; message: string }

/** The visit's quote session (its page history), `<hashedQuoteId>.<hashedQuoteSessionId>`. */
export const QUOTE_SESSION_COOKIE = 'quote-session'

/** The envelope's field errors (DESIGN.md HTTP contract), or none. */
export function apiErrorsOf(answer: ApiAnswer): ApiFieldError[] {
  const errors = (answer.body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors as ApiFieldError[]) : []
}

/** The envelope's sentence, or null. */
export function apiMessageOf(answer: ApiAnswer): string | null {
  const message = (answer.body as { msg?: unknown } | null)?.msg
  return typeof message === 'string' ? message : null
}

/** A quote the API does not know (an unknown or malformed id): the page says so, with 404. */
export class QuoteNotFound extends Error {}

/** A call that must succeed for the page to be drawn: a 4xx the visitor caused is the page's 404. */
function required<T>(result: QuoteApiResult<T>, what: string): T {
  if (result.ok) return result.data
  const { status } = result.answer
  if (status >= 400 && status < 500) throw new QuoteNotFound(`${what} answered ${status}`)
  throw new Error(`${what} answered ${status}`)
}

/** The 404 answer of a quote that is not found, thrown as an error response. */
export function notFoundResponse() {
  return data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
}

export function journeyOf(status: QuoteStatus): FullQuoteJourney {
  return {
    productCode: status.productCode as ProductCode,
    version: status.journey.version,
    pages: status.journey.pages as FullQuotePage[],
  }
}

export function progressOf(status: QuoteStatus): QuoteProgress {
  return {
    answers: status.answers,
    done: new Set(status.done),
    flags: status.flags,
    purchased: status.policy !== null || status.status === 'PURCHASED',
  }
}

/**
 * An agent's pages (under callcenter/quote/q/) are the agent session's only: anyone else is told the
 * quote is not found, 404, exactly as for a quote that does not exist (issue 22; thrown as
 * QuoteNotFound, which `asNotFoundResponse` makes an action's or a file's 404). The API takes the
 * agent of addQuote and the purchase from the same session, through the cookies `callApi` forwards;
 * the page server never names one.
 */
export async function requireAgentOnAgentPages(url: URL, context: SiteLoadContext): Promise<void> {
  if (quoteBasePath(url.pathname) !== CALL_CENTRE_QUOTE_BASE) return
  if (!(await agentOf(context))) throw new QuoteNotFound('an agent page without an agent session')
}

/** For `.catch`: a QuoteNotFound becomes the 404 response an action or a file answers. */
export function asNotFoundResponse(error: unknown): never {
  if (error instanceof QuoteNotFound) throw notFoundResponse()
  throw error
}

/** The quote session of this visit: the cookie's when it is this quote's, else a new one. */
async function quoteSessionOf(request: Request, context: SiteLoadContext, hashedQuoteId: string) {
  const stored = cookieFromHeader(request.headers.get('cookie'), QUOTE_SESSION_COOKIE)
  const [quoteId, sessionId] = (stored ?? '').split('.')
  if (quoteId === hashedQuoteId && sessionId) return { hashedQuoteSessionId: sessionId, cookie: null }
  const created = await callQuoteApi(context, 'createQuoteSession', undefined, {
    hashedSessionId: null,
    hashedQuoteId,
  })
  const { hashedQuoteSessionId } = required(created, 'quoteSession/create')
  const value = encodeURIComponent(`${hashedQuoteId}.${hashedQuoteSessionId}`)
  const secure = context.secureCookies ? '; Secure' : ''
  return {
    hashedQuoteSessionId,
    cookie: `${QUOTE_SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  }
}

/**
 * The quote's status, the page shown recorded in the visit's page history (`visitedPage`). An
 * unknown or malformed quote id is the error page with 404, never a 5xx.
 */
export async function quoteStatusOf(
  request: Request,
  context: SiteLoadContext,
  hashedQuoteId: string,
  visitedPage: string | null,
): Promise<{ status: QuoteStatus; cookie: string | null }> {
  const session = await quoteSessionOf(request, context, hashedQuoteId)
  const answer = await callQuoteApi(
    context,
    'quoteStatus',
    { hashedQuoteId },
    {
      hashedSessionId: null,
      hashedQuoteSessionId: session.hashedQuoteSessionId,
      ...(visitedPage ? { visitedPage } : {}),
    },
  )
  return { status: required(answer, 'getQuoteStatus'), cookie: session.cookie }
}

/** Where a quote that does not qualify sends the person (shell spec §2): thrown as a redirect. */
export function redirectWhenNotQualified(status: QuoteStatus): void {
  if (status.status === 'NOT_QUALIFIED' && status.declineRoute) throw redirect(status.declineRoute)
}

/** The redirect to a page of this quote, under the request's own base (call-centre or not). */
export function redirectToPage(url: URL, hashedQuoteId: string, code: string, search = '') {
  return redirect(`${pagePathOf(quoteBasePath(url.pathname), hashedQuoteId, code)}${search}`, {
    headers: PRIVATE_PAGE_HEADERS,
  })
}

// ---- What each kind of page needs

/** A disclaimer as the page shows it: the answer the insurer expects stays on the server. */
export type ShownDisclaimer = Omit<Disclaimer, 'questions'> & {
  questions: Omit<Disclaimer['questions'][number], 'expected_answer'>[]
}

/** The product's disclaimers of the page's types, from the company's configuration (server only). */
export async function disclaimersOf(
  pageRequest: PageRequest,
  context: SiteLoadContext,
  status: QuoteStatus,
  page: FullQuotePage,
): Promise<Disclaimer[]> {
  const config = await contentBackend(pageRequest, context).config()
  return disclaimersOnPage(
    config.product_content?.[status.productCode as ProductCode]?.disclaimers ?? [],
    page,
  )
}

export function shownDisclaimers(disclaimers: readonly Disclaimer[]): ShownDisclaimer[] {
  return disclaimers.map((disclaimer) => ({
    ...disclaimer,
    questions: [...disclaimer.questions]
      .sort((a, b) => a.order - b.order)
      .map(({ expected_answer: _expected, ...question }) => question),
  }))
}

export async function ratingsOf(context: SiteLoadContext, hashedQuoteId: string): Promise<QuoteRatings> {
  return required(await callQuoteApi(context, 'ratings', { hashedQuoteId }), 'getRatings')
}

/** The schemes GAP tops up, with the options it tops up (GET A/wtf/sti/gap/getMedicalSchemes). */
export async function gapMedicalSchemesOf(context: SiteLoadContext): Promise<MedicalScheme[]> {
  return required(await callQuoteApi(context, 'gapMedicalSchemes'), 'sti/gap/getMedicalSchemes')
}

export async function banksOf(
  context: SiteLoadContext,
  page: Pick<FullQuotePage, 'settings'>,
): Promise<Bank[]> {
  return required(
    await callQuoteApi(context, 'banks', { list: bankingSettingsOf(page.settings).bankList }),
    'banks',
  )
}

export async function accountTypesOf(context: SiteLoadContext): Promise<AccountType[]> {
  return required(await callQuoteApi(context, 'accountTypes'), 'getAccountTypes')
}

/**
 * The commencement dates offered by the banking page's rule: short-term's every business day to the
 * first of the month after next; GAP's the next firsts of a month (docs/decisions/003); life's the
 * firsts of the coming months, which depend on the debit order day (none until a day is chosen).
 */
export async function commencementDatesOf(
  context: SiteLoadContext,
  page: Pick<FullQuotePage, 'settings'>,
  debitOrderDay: number | null,
): Promise<{ commencementDate: string; firstStrikeDate: string | null }[]> {
  const rule = bankingSettingsOf(page.settings).commencementRule
  if (rule === 'SHORT_TERM' || rule === 'GAP') {
    const dates =
      rule === 'GAP'
        ? required(await callQuoteApi(context, 'gapCommencementDates'), 'getCommencementDatesGap')
        : required(await callQuoteApi(context, 'commencementDates'), 'getCommencementDates')
    return dates.map((commencementDate) => ({ commencementDate, firstStrikeDate: null }))
  }
  if (debitOrderDay === null) return []
  const answer = await callQuoteApi(context, 'lifeCommencementDates', undefined, { debitOrderDay })
  return answer.ok ? answer.data : []
}

/** The debit order day in a form or query, when it is one (1 to 31). */
export function debitOrderDayOf(value: string | null | undefined): number | null {
  const day = Number(value)
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : null
}

/**
 * An agent's scripts for a page (call-centre mode only; visitors never see them): the page's script
 * in the quote's company's words (GET A/pages/{id}/script?companyCode, shell spec §6), and the
 * quote's viewable and pending scripts for the session (shell spec §3). A page without a script
 * (404) shows none; a failing call does not stop the sale.
 */
export async function agentScriptsOf(
  context: SiteLoadContext,
  status: QuoteStatus,
  page: FullQuotePage,
): Promise<AgentScripts | null> {
  if (!context.callCentre) return null
  const answer = await callQuoteApi(context, 'pageScript', {
    hashedPageId: page.hashedPageId,
    companyCode: status.companyCode,
  })
  if (!answer.ok && answer.answer.status >= 500)
    context.log.error({ err: new Error(`script answered ${answer.answer.status}`) }, 'agent script')
  const { viewable, pending } = agentScriptPages(journeyOf(status), progressOf(status))
  return {
    script: answer.ok ? answer.data : null,
    viewableScripts: viewable,
    pendingScripts: pending,
  }
}
