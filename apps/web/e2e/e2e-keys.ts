import { randomBytes } from 'node:crypto'

/**
 * The end-to-end servers' workbench credential (playwright.config.ts gives it to the call-centre
 * server; e2e/workbench.ts sends it), made for this run: a server refuses a key written in the source
 * (issue 22). Made by the main process when it reads the configuration; its workers inherit it.
 */
process.env.INSURE_E2E_WORKBENCH_SECRET ??= randomBytes(32).toString('base64url')
export const E2E_WORKBENCH_SECRET: string = process.env.INSURE_E2E_WORKBENCH_SECRET
