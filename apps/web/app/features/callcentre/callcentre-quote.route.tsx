import { NO_AGENT_SESSION_MESSAGE } from '@insure/domain/workbench'
import { Outlet, data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/callcentre-quote.route'
import { agentOf } from '../../lib/agent-session.server.ts'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../../lib/private-page.ts'
import { useSite } from '../../lib/site.tsx'
import type { CallCentreOutletContext } from '../../lib/workbench-session.ts'
import { WorkbenchLaunchPanel, useWorkbenchTokenLaunch } from './workbench-launch-panel.tsx'

/**
 * callcenter/quote[/{token}]: the agents' quote page, only in call-centre mode; else /404 (shell spec
 * §2). With a launch token it opens for anyone holding the token, whose exchange gives the browser its
 * agent session; without one, only an agent session may quote (issue 22).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.callCentre) throw redirect('/404')
  const agent = await agentOf(context)
  return data({ token: params.token ?? null, agent: agent !== null }, { headers: PRIVATE_PAGE_HEADERS })
}

/** The token's page is not loaded again: its token opens once, and the exchange leaves the address. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.token && currentParams.token === nextParams.token) return false
  return defaultShouldRevalidate
}

// An agent's page: the lead, the contact, the quote (issue 22: private, never indexed).
export const headers = privatePageHeaders

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta({ title: 'Call-centre quote' }, matches)
}

export default function CallCentreQuoteRoute({ loaderData }: Route.ComponentProps) {
  const { config } = useSite()
  const launch = useWorkbenchTokenLaunch(loaderData.token)
  return (
    <main className="page">
      <h1>Call-centre quote</h1>
      <p>
        Company: <strong>{config.metadata.name}</strong>
      </p>
      {loaderData.token || launch.status !== 'none' ? null : loaderData.agent ? (
        <p>No workbench token: start a new quote.</p>
      ) : (
        <p role="status">{NO_AGENT_SESSION_MESSAGE}</p>
      )}
      {/* The dialler's lead as the exchange honoured it: only a link naming the launching agent. */}
      {launch.status === 'verified' && launch.data.payload.lead_id ? (
        <p>Lead: {launch.data.payload.lead_id}</p>
      ) : null}
      <WorkbenchLaunchPanel state={launch} canQuote={loaderData.agent} />
      {/* The same quick quote as /quote, for the company of this session; agents skip the captcha.
          It is the quote feature's child route (routes.ts), and waits for the token, whose product
          and answers it starts from. Only an agent session quotes here (issue 22). */}
      {loaderData.agent || launch.status === 'verifying' || launch.status === 'verified' ? (
        <Outlet
          context={{ launchPending: launch.status === 'verifying' } satisfies CallCentreOutletContext}
        />
      ) : null}
    </main>
  )
}
