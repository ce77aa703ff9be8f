import { useOutletContext } from 'react-router'
import type { CallCentreOutletContext } from '../../lib/workbench-session.ts'
import { QuotePage } from './quote-page.tsx'

/**
 * callcenter/quote[/{token}]: the quick quote inside the agents' page (features/callcentre), which
 * routes.ts makes its parent: agents skip the captcha. It waits while the launch is verified.
 */
export default function AgentQuoteRoute() {
  const { launchPending } = useOutletContext<CallCentreOutletContext>()
  return launchPending ? null : <QuotePage callCentre />
}
