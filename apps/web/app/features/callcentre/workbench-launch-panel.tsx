import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { connexDataOfLaunch, type WorkbenchTokenData } from '@insure/domain/workbench'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useFormSite, failureMessage } from '../../lib/form-site.ts'
import { SectionLoader } from '../../ui/section-loader.tsx'
import { CALL_CENTRE_QUOTE_PATH } from './call-centre-navigation.ts'
import { launchSessionFields, launchedProductName, type LaunchStep } from './workbench-launch.ts'
import { readLaunchSession, writeLaunch } from '../../lib/workbench-session.ts'

export type LaunchState =
  /** No token in the address: the agent starts a new quote. */
  | { status: 'none' }
  | { status: 'verifying' }
  | { status: 'failed'; message: string }
  | { status: 'verified'; data: WorkbenchTokenData; step: LaunchStep }

/** What a launch leaves in the history entry it replaces the token's address with. */
type LaunchedState = { launched?: { data: WorkbenchTokenData; step: LaunchStep } }

/**
 * Exchanges in flight or done, by token: a launch token opens once (issue 22), so the exchange is
 * made once per page even when React runs the effect twice (development's strict mode).
 */
const exchanges = new Map<string, Promise<WorkbenchTokenData>>()

/**
 * Exchanges the route's launch token once the browser session is known (POST A/wtf/token/verify with
 * the session id and the dialler's parameters): its answer sets the agent-session cookie (HttpOnly,
 * set by the server) and says what the token opens, which goes in the session. Then the agent is
 * taken off the token's address, replacing its history entry (issue 22): to /callcenter/quote with
 * the token's product, or to the full quote's page to continue at, with what the launch opened in
 * the entry's state.
 */
export function useWorkbenchTokenLaunch(token: string | null): LaunchState {
  const site = useFormSite()
  const navigate = useNavigate()
  const launched = (useLocation().state as LaunchedState | null)?.launched
  const sessionKnown = site.session !== undefined
  const [state, setState] = useState<LaunchState>(token ? { status: 'verifying' } : { status: 'none' })
  const [failedToken, setFailedToken] = useState<string | null>(null)
  if (!token && state.status !== 'none') setState({ status: 'none' })
  if (token && token !== failedToken && state.status !== 'verifying') setState({ status: 'verifying' })

  useEffect(() => {
    if (!token || !sessionKnown) return
    let current = true
    const session = readLaunchSession()
    let exchange = exchanges.get(token)
    if (!exchange) {
      exchange = site.api.post<WorkbenchTokenData>('/wyzeapi/wtf/token/verify', {
        token,
        hashedSessionId: session?.hashedSessionId ?? null,
        connexData: connexDataOfLaunch(session?.connexData),
      })
      exchanges.set(token, exchange)
    }
    exchange.then(
      (data) => {
        if (!current) return
        const { fields, step } = launchSessionFields(token, data, session)
        writeLaunch(fields)
        // Shell spec §4 continue: further than the quick quote, the agent lands on the full quote's next page.
        const fullQuote = data.quoteDetails?.fullQuote
        // Else the quote page with the token's product chosen in its address, as a choice puts it.
        const product = new URLSearchParams({ product: data.productInfo.productCode })
        const next =
          step.step === 'next-page' && fullQuote
            ? agentPagePath(fullQuote.hashedQuoteId, step.page.code)
            : `${CALL_CENTRE_QUOTE_PATH}?${product}`
        navigate(next, { replace: true, state: { launched: { data, step } } satisfies LaunchedState })
      },
      (error: unknown) => {
        if (!current) return
        writeLaunch(null)
        setFailedToken(token)
        setState({ status: 'failed', message: failureMessage(error, GENERIC_ERROR_MESSAGE) })
      },
    )
    return () => {
      current = false
    }
  }, [token, sessionKnown, site.api, navigate])

  useEffect(() => {
    // Shell spec §8: a page of the history that the journey does not have is a console error only.
    if (launched?.step.step === 'page-not-found')
      console.error(`Workbench continue: page ${launched.step.hashedPageId} is not in the journey`)
  }, [launched])

  if (!token && launched) return { status: 'verified', ...launched }
  return state
}

/** A full-quote page in call-centre mode (every agent's navigation stays under /callcenter/quote). */
export function agentPagePath(hashedQuoteId: string, pageCode: string): string {
  return `/callcenter/quote/q/${encodeURIComponent(hashedQuoteId)}/${encodeURIComponent(pageCode)}`
}

/** What the launch opened, or why it did not: above the quote page (`canQuote`: an agent session is held). */
export function WorkbenchLaunchPanel({ state, canQuote }: { state: LaunchState; canQuote: boolean }) {
  if (state.status === 'none') return null
  if (state.status === 'verifying') return <SectionLoader />
  if (state.status === 'failed')
    return (
      <div className="workbench-launch workbench-launch--failed" role="alert">
        <p>{state.message}</p>
        {/* Only an agent session quotes (issue 22): a browser with none must be launched again. */}
        {canQuote ? <p>You can still start a new quote: choose a product below.</p> : null}
      </div>
    )
  const { data, step } = state
  const { contact } = data
  const name = [contact.name, contact.surname].filter(Boolean).join(' ')
  return (
    <section className="workbench-launch" aria-labelledby="workbench-launch-heading">
      <h2 id="workbench-launch-heading">
        {step.step === 'new-quote' ? 'New' : 'Continued'} {launchedProductName(data)} quote from the workbench
      </h2>
      <dl className="workbench-launch__details">
        <div>
          <dt>Customer</dt>
          <dd>{name || 'not named'}</dd>
        </div>
        {contact.mobile ? (
          <div>
            <dt>Mobile</dt>
            <dd>{contact.mobile}</dd>
          </div>
        ) : null}
        {contact.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>{contact.email}</dd>
          </div>
        ) : null}
        <div>
          <dt>Gender</dt>
          <dd>{contact.gender}</dd>
        </div>
        {data.qqValue.cover ? (
          <div>
            <dt>Cover quoted</dt>
            <dd>R {data.qqValue.cover}</dd>
          </div>
        ) : null}
      </dl>
      {step.step === 'next-page' && data.quoteDetails?.fullQuote ? (
        <p className="workbench-launch__next">
          Continue the full quote at:{' '}
          <a href={agentPagePath(data.quoteDetails.fullQuote.hashedQuoteId, step.page.code)}>
            {step.page.description}
          </a>
        </p>
      ) : null}
      {step.step === 'page-not-found' ? (
        <p className="workbench-launch__next">
          The page this quote reached is not part of the {launchedProductName(data)} journey; the quick quote
          below is as the customer left it.
        </p>
      ) : null}
    </section>
  )
}
