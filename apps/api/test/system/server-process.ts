import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
/** How the server is started: as a deployment runs it, or as `npm start` does (local keys). */
const ENTRY = {
  server: path.join(ROOT, 'apps/api/dist/server.js'),
  'npm-start': path.join(ROOT, 'scripts/start.mjs'),
} as const
export const API_KEY = 'local-dev-key'

/**
 * The system tests' keys, made for each run: a deployment's server is given its own (it has no
 * default), and refuses a key written in the source (config.ts, issue 22).
 */
export const SYSTEM_TEST_SECRETS = {
  TOKEN_SECRET: randomBytes(32).toString('base64url'),
  CONTENT_API_TOKEN: randomBytes(32).toString('base64url'),
  WORKBENCH_SECRET: randomBytes(32).toString('base64url'),
}

export type RunningServer = {
  process: ChildProcess
  base: string
  output: () => string
  exited: Promise<number | null>
}

/**
 * Starts the built server (`npm run build` first) on its own port and folder: as a deployment runs
 * it (with the test keys), or with `entry: 'npm-start'` as `npm start` does (no keys given: it makes
 * local ones). A variable set to undefined in `env` is left out.
 */
export function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined> = {},
  { entry = 'server' }: { entry?: keyof typeof ENTRY } = {},
): RunningServer {
  // TEST_PORT_OFFSET moves the ports, so two checkouts can run their system tests at once.
  port += Number(process.env.TEST_PORT_OFFSET ?? 0)
  let output = ''
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PLAIN_HTTP: '1',
    ...(entry === 'server' ? SYSTEM_TEST_SECRETS : { TOKEN_SECRET: undefined, CONTENT_API_TOKEN: undefined }),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PAGE_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  }
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ENTRY[entry]], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => output, exited }
}

export async function waitUntilHealthy(server: RunningServer, timeoutMs = 240_000): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`)
    try {
      if ((await fetch(`${server.base}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${server.output()}`)
}

/** The rate token and XSRF cookie the site fetches first. */
export async function credentials(base: string) {
  const response = await fetch(`${base}/global/auth/getToken`, { headers: { 'x-api-key': API_KEY } })
  const token = ((await response.json()) as { data: { token: string } }).data.token
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''
  return {
    'content-type': 'application/json',
    'x-api-key': API_KEY,
    'x-rate-token': token,
    'x-xsrf-token': xsrf,
    cookie: `XSRF-TOKEN=${xsrf}`,
  }
}

/**
 * The credentials of an agent's browser after a launch on a call-centre server: a launch token the
 * workbench issued (with its secret), exchanged for the agent-session cookie (issue 22).
 */
export async function agentCredentials(base: string, agentId = 'AG42') {
  const headers = await credentials(base)
  const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })
  const issued = await post(
    '/wyzeapi/wtf/token/issue',
    { agentId, productCode: 'funeral' },
    { authorization: `Bearer ${SYSTEM_TEST_SECRETS.WORKBENCH_SECRET}` },
  )
  if (!issued.ok) throw new Error(`token/issue answered ${issued.status}`)
  const { token } = ((await issued.json()) as { data: { token: string } }).data
  const verified = await post('/wyzeapi/wtf/token/verify', { token })
  const session = /agent-session=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')?.[0]
  if (!verified.ok || !session) throw new Error(`token/verify answered ${verified.status}`)
  return { ...headers, cookie: `${headers.cookie}; ${session}` }
}
