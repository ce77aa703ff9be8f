import type { WorkbenchTokenIssueRequest } from '@insure/domain/workbench'
import { poster } from './form-fixtures.ts'
import { TEST_WORKBENCH_SECRET, clientCredentials, type TestApp } from './test-app.ts'

type Credentials = Awaited<ReturnType<typeof clientCredentials>>

/** The workbench's Authorization header on test apps. */
export const WORKBENCH_AUTHORIZATION = { authorization: `Bearer ${TEST_WORKBENCH_SECRET}` }

/** A launch token as the workbench asks for one (POST A/wtf/token/issue with its credential). */
export async function launchToken(
  app: TestApp,
  credentials: Credentials,
  request: WorkbenchTokenIssueRequest,
): Promise<{ token: string; expiresAt: string; launchPath: string }> {
  const response = await poster(app, credentials)(
    '/wyzeapi/wtf/token/issue',
    request,
    WORKBENCH_AUTHORIZATION,
  )
  if (response.statusCode !== 200) throw new Error(`token/issue: ${response.statusCode} ${response.body}`)
  return response.json().data
}

/**
 * The agent-session cookie (`name=value`) of a launch token exchanged as the agent's browser does
 * (POST A/wtf/token/verify), which is the only way to get one (issue 22).
 */
export async function agentSessionCookie(
  app: TestApp,
  credentials: Credentials,
  request: Partial<WorkbenchTokenIssueRequest> = {},
): Promise<string> {
  const { token } = await launchToken(app, credentials, {
    agentId: 'AG42',
    productCode: 'funeral',
    ...request,
  })
  const response = await poster(app, credentials)('/wyzeapi/wtf/token/verify', {
    token,
    hashedSessionId: null,
  })
  const cookie = response.cookies.find((candidate) => candidate.name === 'agent-session')
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`token/verify: ${response.statusCode} ${response.body}`)
  }
  return `${cookie.name}=${cookie.value}`
}

/** Credentials with a cookie added to every call's Cookie header (GET calls included). */
export function withCookie(credentials: Credentials, cookie: string): Credentials {
  return {
    ...credentials,
    headers(method = 'POST') {
      const headers = credentials.headers(method)
      return { ...headers, cookie: headers.cookie ? `${headers.cookie}; ${cookie}` : cookie }
    },
  }
}

/**
 * A client of a call-centre test app holding an agent session: the site's credentials and the
 * agent-session cookie of a launch for `agentId`, as an agent's browser has after the launch.
 */
export async function agentCredentials(app: TestApp, agentId = 'AG42'): Promise<Credentials> {
  const credentials = await clientCredentials(app)
  return withCookie(credentials, await agentSessionCookie(app, credentials, { agentId }))
}
