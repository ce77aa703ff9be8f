import type { AgentSessionInfo } from '@insure/domain/workbench'
import type { SiteLoadContext } from './load-context.ts'

/**
 * The agent this visitor's agent session proves (DESIGN.md HTTP contract, Agent), or null. The page
 * server does not read the cookie itself: it asks the API (GET A/wtf/agent-session), to which
 * `callApi` forwards the visitor's cookies, so the API alone decides who is an agent. Only
 * call-centre servers have agents.
 */
export async function agentOf(context: SiteLoadContext): Promise<AgentSessionInfo | null> {
  if (!context.callCentre) return null
  const answer = await context.callApi('GET', '/wyzeapi/wtf/agent-session')
  if (answer.status === 200) return (answer.body as { data: AgentSessionInfo }).data
  if (answer.status >= 500) throw new Error(`agent-session answered ${answer.status}`)
  return null
}
