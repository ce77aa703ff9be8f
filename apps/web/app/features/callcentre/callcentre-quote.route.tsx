import { Outlet, redirect } from 'react-router'
import type { Route } from './+types/callcentre-quote.route'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { privatePageHeaders } from '../../lib/private-page.ts'
import { useSite } from '../../lib/site.tsx'
import type { CallCentreOutletContext } from '../../lib/workbench-session.ts'
import { WorkbenchLaunchPanel, useWorkbenchTokenLaunch } from './workbench-launch-panel.tsx'

/** callcenter/quote[/{token}]: the agents' quote page, only in call-centre mode; else /404 (shell spec §2). */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!context.callCentre) throw redirect('/404')
  return { token: params.token ?? null }
}

// An agent's page: the lead, the contact, the quote (issue 22: private, never indexed).
export const headers = privatePageHeaders

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta({ title: 'Call-centre quote' }, matches)
}

export default function CallCentreQuoteRoute({ loaderData }: Route.ComponentProps) {
  const { config, session } = useSite()
  const connex = session?.connexData
  const launch = useWorkbenchTokenLaunch(loaderData.token)
  return (
    <main className="page">
      <h1>Call-centre quote</h1>
      <p>
        Company: <strong>{config.metadata.name}</strong>
      </p>
      {loaderData.token ? null : <p>No workbench token: start a new quote.</p>}
      {connex?.lead_id ? <p>Lead: {connex.lead_id}</p> : null}
      <WorkbenchLaunchPanel state={launch} />
      {/* The same quick quote as /quote, for the company of this session; agents skip the captcha.
          It is the quote feature's child route (routes.ts), and waits for the token, whose product
          and answers it starts from. */}
      <Outlet context={{ launchPending: launch.status === 'verifying' } satisfies CallCentreOutletContext} />
    </main>
  )
}
