import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs'
import { E2E_WORKBENCH_SECRET } from './apps/web/e2e/e2e-keys.ts'

/**
 * End-to-end tests on the production build, in the system Chromium, against one server per
 * company (each on its own throwaway PGlite folder).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const E2E_DATA = path.join(os.tmpdir(), `insure-e2e${process.env.TEST_PORT_OFFSET ?? ''}`)
// Each run starts from new databases. Only the main process clears them: workers load this file
// again while the servers run.
if (!process.env.TEST_WORKER_INDEX) rmSync(E2E_DATA, { recursive: true, force: true })

/** Moves every test server's port (and the test databases' folder), so two checkouts can test at once. */
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0)
export const COMPANY_PORTS = { IWYZE: 3100 + PORT_OFFSET, OM: 3101 + PORT_OFFSET } as const
/** IWYZE in call-centre mode (CALL_CENTRE=1), on its own database. */
export const CALL_CENTRE_PORT = 3102 + PORT_OFFSET
/** The servers' SMTP server (apps/web/e2e/smtp-sink.mjs), and where the tests read what it got. */
export const SMTP_PORT = 3125 + PORT_OFFSET
export const MAILBOX_PORT = 3126 + PORT_OFFSET

// The servers' keys, made for this run: a server refuses a key written in the source (issue 22,
// apps/api/src/config.ts). Made by the main process; its workers load this file again and inherit them.
process.env.INSURE_E2E_TOKEN_SECRET ??= randomBytes(32).toString('base64url')
process.env.INSURE_E2E_CONTENT_API_TOKEN ??= randomBytes(32).toString('base64url')
const E2E_KEYS = {
  tokenSecret: process.env.INSURE_E2E_TOKEN_SECRET,
  contentApiToken: process.env.INSURE_E2E_CONTENT_API_TOKEN,
}

function server(company: keyof typeof COMPANY_PORTS, callCentre = false) {
  const port = callCentre ? CALL_CENTRE_PORT : COMPANY_PORTS[company]
  return {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.js`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      // Served over http://127.0.0.1: cookies without Secure, as on a local start.
      PLAIN_HTTP: '1',
      // The end-to-end servers' keys: a production build has no default.
      TOKEN_SECRET: E2E_KEYS.tokenSecret,
      CONTENT_API_TOKEN: E2E_KEYS.contentApiToken,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails (the resume link) lead back to this server, as the tests reach it.
      SITE_URL: `http://127.0.0.1:${port}`,
      COMPANY_CODE: company,
      DATA_DIR: path.join(E2E_DATA, callCentre ? `${company}-call-centre` : company, 'data'),
      LOG_LEVEL: 'warn',
      TEST_MODE: '1',
      // E-mails are sent (a resume code is read from its e-mail), to the sink below.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // One company gets a flag from its environment (shell spec §4), the other does not.
      ...(company === 'OM' ? { MULTIPLE_VAPS: '1' } : {}),
      // IWYZE sells life with the v2 beneficiaries and the accidental death benefit (issue 18's life
      // purchase); OM keeps both flags off.
      ...(company === 'IWYZE' && !callCentre ? { LIFE_V2: '1', ADB: '1' } : {}),
      // The workbench's credential (token/issue, issue 22): the tests issue launch tokens with it.
      ...(callCentre ? { CALL_CENTRE: '1', WORKBENCH_SECRET: E2E_WORKBENCH_SECRET } : {}),
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  }
}

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI one retry: a test that passes only on its retry is still reported, as "flaky". On this
  // 2-core machine a page under full load once stalled a click for 30 s (the contact page, OM) and
  // never again in repeated runs.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${COMPANY_PORTS.IWYZE}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'IWYZE',
      use: { baseURL: `http://127.0.0.1:${COMPANY_PORTS.IWYZE}` },
      metadata: { company: 'IWYZE' },
      testIgnore: /call-centre\.spec\.ts/,
      // Tests tagged for the other company only (what IWYZE does not sell, say) are not listed here.
      grepInvert: /@om-only/,
    },
    {
      name: 'OM',
      use: { baseURL: `http://127.0.0.1:${COMPANY_PORTS.OM}` },
      metadata: { company: 'OM' },
      testIgnore: /call-centre\.spec\.ts/,
      grepInvert: /@iwyze-only/,
    },
    {
      name: 'IWYZE call centre',
      use: { baseURL: `http://127.0.0.1:${CALL_CENTRE_PORT}` },
      metadata: { company: 'IWYZE' },
      testMatch: /call-centre\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node apps/web/e2e/smtp-sink.mjs ${SMTP_PORT} ${MAILBOX_PORT}`,
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    server('IWYZE'),
    server('OM'),
    server('IWYZE', true),
  ],
})
