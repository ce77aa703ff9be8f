import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { connexDataOfLaunch, type WorkbenchTokenData } from '@insure/domain/workbench'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useFormSite, failureMessage } from '../../lib/form-site.ts'
import { SectionLoader } from '../../ui/section-loader.tsx'
import { launchSessionFields, launchedProductName, type LaunchStep } from './workbench-launch.ts'
import { readLaunchSession, writeLaunch } from '../../lib/workbench-session.ts'

export type LaunchState =
  /** No token in the address: the agent starts a new quote. */
  | { status: 'none' }
  | { status: 'verifying' }
  | { status: 'failed'; message: string }
  | { status: 'verified'; data: WorkbenchTokenData; step: LaunchStep }

/**
 * Verifies the route's workbench token once the browser session is known (POST A/wtf/token/verify
 * with the session id and the dialler's parameters) and puts what it opens in the session. A reload
 * with the same token keeps the agent's progress: the session is written only for a token new to it.
 */
export function useWorkbenchTokenLaunch(token: string | null): LaunchState {
  const site = useFormSite()
  const navigate = useNavigate()
  const sessionKnown = site.session !== undefined
  const [state, setState] = useState<LaunchState>(token ? { status: 'verifying' } : { status: 'none' })
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null)
  if (!token && state.status !== 'none') setState({ status: 'none' })
  if (token && token !== verifiedToken && state.status !== 'verifying') setState({ status: 'verifying' })

  useEffect(() => {
    if (!token || !sessionKnown) return
    let current = true
    const session = readLaunchSession()
    site.api
      .post<WorkbenchTokenData>('/wyzeapi/wtf/token/verify', {
        token,
        hashedSessionId: session?.hashedSessionId ?? null,
        connexData: connexDataOfLaunch(session?.connexData),
      })
      .then(
        (data) => {
          if (!current) return
          const { fields, step } = launchSessionFields(token, data, session)
          if (session?.wbToken !== token) writeLaunch(fields)
          setVerifiedToken(token)
          setState({ status: 'verified', data, step })
        },
        (error: unknown) => {
          if (!current) return
          writeLaunch(null)
          setVerifiedToken(token)
          setState({ status: 'failed', message: failureMessage(error, GENERIC_ERROR_MESSAGE) })
        },
      )
    return () => {
      current = false
    }
  }, [token, sessionKnown, site.api])

  useEffect(() => {
    // Shell spec §4 continue: further than the quick quote, the agent lands on the full quote's next page.
    if (state.status !== 'verified' || state.step.step !== 'next-page') return
    const fullQuote = state.data.quoteDetails?.fullQuote
    if (fullQuote) navigate(agentPagePath(fullQuote.hashedQuoteId, state.step.page.code), { replace: true })
  }, [state, navigate])

  useEffect(() => {
    // Shell spec §8: a page of the history that the journey does not have is a console error only.
    if (state.status === 'verified' && state.step.step === 'page-not-found')
      console.error(`Workbench continue: page ${state.step.hashedPageId} is not in the journey`)
  }, [state])

  return state
}

/** A full-quote page in call-centre mode (every agent's navigation stays under /callcenter/quote). */
export function agentPagePath(hashedQuoteId: string, pageCode: string): string {
  return `/callcenter/quote/q/${encodeURIComponent(hashedQuoteId)}/${encodeURIComponent(pageCode)}`
}

/** What the launch opened, or why it did not: above the quote page. */
export function WorkbenchLaunchPanel({ state }: { state: LaunchState }) {
  if (state.status === 'none') return null
  if (state.status === 'verifying') return <SectionLoader />
  if (state.status === 'failed')
    return (
      <div className="workbench-launch workbench-launch--failed" role="alert">
        <p>{state.message}</p>
        <p>You can still start a new quote: choose a product below.</p>
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
