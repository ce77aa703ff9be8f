/**
 * The end-to-end servers' workbench credential (playwright.config.ts gives it to the call-centre
 * server; e2e/workbench.ts sends it): no imports, so the configuration can read it too.
 */
export const E2E_WORKBENCH_SECRET = 'e2e-workbench-secret-of-at-least-32-characters'
