import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      companyCode: 'IWYZE',
      callCentre: false,
      testMode: false,
      publicApiKey: 'local-dev-key',
      databaseUrl: undefined,
      rateLimitPerMinute: 600,
      pageRateLimitPerMinute: 600,
      campaignStatusLimitPerMinute: 10,
      trustProxy: [],
    })
    expect(config.dataDir).toMatch(/\/data$/)
  })

  it('turns a feature flag on from its upper-case variable set to 1 (shell spec §4)', () => {
    const config = loadConfig({ LEGAL: '1', LIFE_V2: '1', MULTIPLE_VAPS: '0', PATH: '/usr/bin', CI: '1' })
    expect(config.featureFlagsFromEnv.sort()).toEqual(['legal', 'life_v2'])
  })

  it.each([
    [{}, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'production', ALLOW_DEV_SECRETS: '1' }, true],
    [{ NODE_ENV: 'production', ALLOW_DEV_SECRETS: '1', TEST_MODE: '1' }, false],
  ])('%o is a production server: %s (shell spec §6, the self-service home flow)', (env, production) => {
    expect(loadConfig(env).productionServer).toBe(production)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ COMPANY_CODE: 'ACME' }, 'COMPANY_CODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CALL_CENTRE: 'yes' }, 'CALL_CENTRE'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ TRUST_PROXY: '10.0.0.1, the-balancer' }, 'TRUST_PROXY'],
    [{ PAGE_RATE_LIMIT_PER_MINUTE: '0' }, 'PAGE_RATE_LIMIT_PER_MINUTE'],
  ])('fails fast naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: .*${name}`))
  })

  it('reads TRUST_PROXY as a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ])
  })

  it('refuses the development keys in production unless allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET: must be set in production/)
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_SECRETS: '1' }).usesDevelopmentSecrets).toBe(true)
    const secret = 'a-production-secret-of-more-than-32-chars'
    expect(
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, CONTENT_API_TOKEN: 'content' })
        .usesDevelopmentSecrets,
    ).toBe(false)
  })
})
