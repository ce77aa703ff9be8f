/**
 * `npm run workbench:token -- --agent AG42 --product car [--quote <hashedQuickQuoteId>]`: the
 * workbench's side of a launch, for developers and testers. Asks a running server (test mode or
 * call-centre mode) for a launch token through POST /wyzeapi/wtf/token/issue, as a client of the
 * HTTP contract with the workbench's credential (the server's WORKBENCH_SECRET, from the same
 * environment), and prints the token and the agent's launch link: it opens once, within 10 minutes.
 * It goes through HTTP rather than the database because the server holds the PGlite folder's lock.
 */
import { parseArgs } from 'node:util'
import { loadClientConfig } from '../../config.ts'

const USAGE = `Usage: npm run workbench:token -- --agent <agentId> --product <productCode> [options]
  --quote <hashedQuickQuoteId>  continue this quick quote (status continue); none: a new quote
  --username <name>             the agent's user name for tracking (default: the agent id)
  --page <hashedPageId>         the last page the quote reached (default: the quick quote)
  --company <IWYZE|OM>          the company (default: the quote's, else the server's)
  --name, --surname, --mobile, --email, --gender <f|m>   the contact to prefill
  --url <origin>                the server (default: http://127.0.0.1:$PORT, PORT default 3000)
Needs WORKBENCH_SECRET, the server's: the workbench's credential for token/issue.`

const { values } = parseArgs({
  options: {
    agent: { type: 'string' },
    product: { type: 'string' },
    quote: { type: 'string' },
    username: { type: 'string' },
    page: { type: 'string' },
    company: { type: 'string' },
    name: { type: 'string' },
    surname: { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
    gender: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})

if (values.help || !values.agent || !values.product) {
  console.error(USAGE)
  process.exit(values.help ? 0 : 2)
}

const config = loadClientConfig()
const origin = (values.url ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '')
if (!config.workbenchSecret) {
  console.error(
    "WORKBENCH_SECRET is not set: give this script the server's own (the server refuses token/issue without it).",
  )
  process.exit(2)
}

const tokenResponse = await fetch(`${origin}/global/auth/getToken`, {
  headers: { accept: 'application/json', 'x-api-key': config.publicApiKey },
})
const rateToken = ((await tokenResponse.json()) as { data?: { token?: string } }).data?.token
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(tokenResponse.headers.get('set-cookie') ?? '')?.[1]
if (!tokenResponse.ok || !rateToken || !xsrf) {
  console.error(
    `Could not get a rate token from ${origin} (HTTP ${tokenResponse.status}). Is the server running?`,
  )
  process.exit(1)
}

const contact = Object.fromEntries(
  (['name', 'surname', 'mobile', 'email', 'gender'] as const)
    .filter((field) => values[field])
    .map((field) => [field, values[field]]),
)
const response = await fetch(`${origin}/wyzeapi/wtf/token/issue`, {
  method: 'POST',
  headers: {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-api-key': config.publicApiKey,
    'x-rate-token': rateToken,
    'x-xsrf-token': decodeURIComponent(xsrf),
    cookie: `XSRF-TOKEN=${xsrf}`,
    authorization: `Bearer ${config.workbenchSecret}`,
  },
  body: JSON.stringify({
    agentId: values.agent,
    productCode: values.product,
    ...(values.username ? { agentUsername: values.username } : {}),
    ...(values.quote ? { hashedQuickQuoteId: values.quote } : {}),
    ...(values.page ? { hashedPageId: values.page } : {}),
    ...(values.company ? { companyCode: values.company } : {}),
    ...(Object.keys(contact).length > 0 ? { contact } : {}),
  }),
})
const body = (await response.json().catch(() => null)) as {
  data?: { token: string; expiresAt: string; launchPath: string }
  msg?: string
  errors?: { path: string; message: string }[]
} | null
if (!response.ok || !body?.data) {
  const errors = (body?.errors ?? []).map((error) => `\n  ${error.path}: ${error.message}`).join('')
  const hint =
    response.status === 404 && !body?.msg?.includes('quick quote')
      ? ' (is the server in test or call-centre mode?)'
      : response.status === 401 && body?.msg?.includes('workbench')
        ? " (is WORKBENCH_SECRET the server's?)"
        : ''
  console.error(`Refused (HTTP ${response.status}): ${body?.msg ?? 'no answer'}${hint}${errors}`)
  process.exit(1)
}
// The token on standard output, for scripts; the rest for people.
process.stdout.write(
  `token:   ${body.data.token}\nexpires: ${body.data.expiresAt}\nlaunch:  ${origin}${body.data.launchPath}\n`,
)
