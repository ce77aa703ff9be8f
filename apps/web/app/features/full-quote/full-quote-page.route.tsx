import { pageAccess, previousPage, shownPages } from '@insure/domain/full-quote'
import { useEffect } from 'react'
import { data, Link, useNavigation, type HeadersFunction } from 'react-router'
import type { Route } from './+types/full-quote-page.route'
import { postedFormOf } from '../../lib/page-request.ts'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { gapQuoteSessionFields, mergeIntoStoredSession, type SiteSession } from '../../lib/session.client.ts'
import { SectionLoader } from '../../ui/section-loader.tsx'
import { pageAction } from './full-quote-actions.server.ts'
import { PRIVATE_PAGE_HEADERS } from '../../lib/private-page.ts'
import {
  QuoteNotFound,
  agentScriptsOf,
  asNotFoundResponse,
  journeyOf,
  notFoundResponse,
  progressOf,
  quoteStatusOf,
  redirectToPage,
  redirectWhenNotQualified,
  requireAgentOnAgentPages,
} from './full-quote.server.ts'
import { pagePathOf, quoteBasePath } from './full-quote-paths.ts'
import { JourneyProgress } from './journey-progress.tsx'
import type { PageAnswer, QuoteSummary } from './page-data.ts'
import { AgentScript } from './agent-script.tsx'
import { SaveForLater } from './save-for-later.tsx'
import { viewOf } from './page-views.server.ts'
import { PageOfKind } from './page-views.tsx'

/**
 * quote/:hashedQuoteId/:pageCode (and callcenter/quote/q/…): one page of the full quote (STYLE.md
 * "Journeys", docs/decisions/004). The loader asks the API for the quote's status, renders the page
 * asked for when the journey allows it (pageAccess) and otherwise redirects to the first page still
 * to answer; the action validates the page with the domain's rules, saves it through the spec's
 * call and redirects to the next page (post, redirect, get). Plain `<Form method="post">`s: the
 * pages work without JavaScript and, with it, without a reload.
 */

export async function loader(args: Route.LoaderArgs) {
  try {
    return await loadPage(args)
  } catch (error) {
    // An unknown or malformed quote id: this page says so, with 404 (never a 5xx).
    if (error instanceof QuoteNotFound)
      return data({ notFound: true as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS })
    throw error
  }
}

async function loadPage({ request, url, params, context }: Route.LoaderArgs) {
  await requireAgentOnAgentPages(url, context)
  const { status, cookie } = await quoteStatusOf(request, context, params.hashedQuoteId, params.pageCode)
  const cookieHeaders: Record<string, string> = cookie ? { 'Set-Cookie': cookie } : {}
  redirectWhenNotQualified(status)
  const journey = journeyOf(status)
  const progress = progressOf(status)
  const access = pageAccess(journey, progress, params.pageCode)
  if (!access.ok) {
    const moved = redirectToPage(url, status.hashedQuoteId, access.redirectTo.code)
    if (cookie) moved.headers.append('Set-Cookie', cookie)
    throw moved
  }
  const page = access.page
  const base = quoteBasePath(url.pathname)
  const previous = progress.purchased ? null : previousPage(journey, progress, page.code)
  const quote: QuoteSummary = {
    hashedQuoteId: status.hashedQuoteId,
    productCode: status.productCode,
    base,
    email: status.contact?.email ?? null,
  }
  return data(
    {
      notFound: false as const,
      quote,
      page,
      steps: shownPages(journey, progress)
        .filter((shown) => shown.kind !== 'QUICK_QUOTE')
        .map(({ code, description }) => ({ code, description })),
      previous: previous ? { code: previous.code, description: previous.description } : null,
      view: await viewOf({ request, url, context, status, page }),
      agent: await agentScriptsOf(context, status, page),
      // The session's quote caches (shell spec §3: gapQuoteSession) hold the premium and policy number.
      premiumCents: status.acceptance?.premiumCents ?? status.price?.premiumCents ?? null,
      policyNumber: status.policy?.policyNumber ?? null,
    },
    { headers: { ...PRIVATE_PAGE_HEADERS, ...cookieHeaders } },
  )
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request)) {
    throw data('Forms are accepted from this site only.', { status: 403, headers: PRIVATE_PAGE_HEADERS })
  }
  await requireAgentOnAgentPages(url, context).catch(asNotFoundResponse)
  const form = await postedFormOf(request, context)
  if (!form) throw data('This page takes a form.', { status: 400, headers: PRIVATE_PAGE_HEADERS })
  const found = await quoteStatusOf(request, context, params.hashedQuoteId, null).catch((error: unknown) => {
    if (error instanceof QuoteNotFound) throw notFoundResponse()
    throw error
  })
  const { status } = found
  redirectWhenNotQualified(status)
  const access = pageAccess(journeyOf(status), progressOf(status), params.pageCode)
  if (!access.ok) throw redirectToPage(url, status.hashedQuoteId, access.redirectTo.code)
  return pageAction({ request, url, context, status, page: access.page, form })
}

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const title = loaded && !loaded.notFound ? `${loaded.page.description} | Your quote` : 'Your quote'
  return privatePageMeta({ title }, matches)
}

export default function FullQuotePageRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <QuoteNotFoundPage hashedQuoteId={params.hashedQuoteId} />
  return <FullQuoteJourneyPage {...loaderData} answer={actionData as PageAnswer | undefined} />
}

/**
 * An unknown quote, or one this browser does not own (issue 22: the two look the same). Its owner on
 * another device can prove who they are on the resume page, which shows nothing personal before.
 */
function QuoteNotFoundPage({ hashedQuoteId }: { hashedQuoteId: string }) {
  return (
    <main className="page">
      <h1>Your quote</h1>
      <p>We could not find this quote. The link may be incomplete, or the quote may have been removed.</p>
      <p>
        If you started this quote on another device or browser,{' '}
        <Link to={`/resume-quote/${encodeURIComponent(hashedQuoteId)}`}>continue it here</Link>: we will first
        check that it is you.
      </p>
      <p>
        <Link to="/quote">Start a new quote</Link>
      </p>
    </main>
  )
}

function FullQuoteJourneyPage({
  quote,
  page,
  steps,
  previous,
  view,
  agent,
  premiumCents,
  policyNumber,
  answer,
}: Exclude<Route.ComponentProps['loaderData'], { notFound: true }> & { answer: PageAnswer | undefined }) {
  const navigation = useNavigation()
  // Session storage is a cache of the server's state (shell spec §3): which quote, which page, and
  // for an agent the quote's scripts.
  // One string, so that the effect runs when the lists change, not on every render.
  const scripts = agent
    ? JSON.stringify({ viewableScripts: agent.viewableScripts, pendingScripts: agent.pendingScripts })
    : null
  useEffect(() => {
    mergeIntoStoredSession({
      hashedQuoteId: quote.hashedQuoteId,
      hashedPageId: page.hashedPageId,
      quoteState: page.code,
      showFullQuoteProcess: page.kind !== 'CONGRATULATIONS',
      ...gapQuoteSessionFields({
        productCode: quote.productCode,
        hashedQuoteId: quote.hashedQuoteId,
        premiumCents,
        policyNumber,
      }),
      ...(scripts ? (JSON.parse(scripts) as Partial<SiteSession>) : {}),
    })
  }, [
    quote.hashedQuoteId,
    quote.productCode,
    page.hashedPageId,
    page.code,
    page.kind,
    premiumCents,
    policyNumber,
    scripts,
  ])
  const journeyPage = (
    <main className="page full-quote" data-page-kind={page.kind}>
      <JourneyProgress steps={steps} current={page.code} />
      <h1>{page.description}</h1>
      {previous ? (
        <p className="full-quote__back">
          <Link to={pagePathOf(quote.base, quote.hashedQuoteId, previous.code)}>Back</Link>
        </p>
      ) : null}
      {navigation.state !== 'idle' && navigation.formMethod ? <SectionLoader /> : null}
      <PageOfKind key={answer?.answerId ?? page.code} quote={quote} page={page} view={view} answer={answer} />
      <SaveForLater quote={quote} answer={answer} bought={page.kind === 'CONGRATULATIONS'} />
    </main>
  )
  if (!agent?.script) return journeyPage
  return (
    <div className="full-quote-with-script">
      {journeyPage}
      <AgentScript script={agent.script} />
    </div>
  )
}
