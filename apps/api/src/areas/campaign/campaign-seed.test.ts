import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../../seed/campaign.ts'
import { seedDatabase } from '../../../seed/index.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { testConfig } from '../../config.ts'
import { campaignMembers } from '../../db/schema/index.ts'
import { idNumberDigest } from './id-number-digest.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

describe('campaign seed', () => {
  it('loads nothing again with the same secret (versioned, idempotent)', async () => {
    expect(await seedDatabase(testApp.db, { tokenSecret: testConfig().tokenSecret })).toEqual([])
  })

  it('reloads the lists with a new TOKEN_SECRET, so the status check keeps working', async () => {
    const secret = 'a-rotated-token-secret-of-at-least-32-chars'
    expect(await seedDatabase(testApp.db, { tokenSecret: secret })).toEqual(['campaign'])
    const digests = (await testApp.db.select().from(campaignMembers)).map((row) => row.idNumberDigest)
    const id = CAMPAIGN_SEED_ID_NUMBERS.OM.eligible[0]!
    expect(digests).toContain(idNumberDigest(secret, id))
    expect(digests).not.toContain(idNumberDigest(testConfig().tokenSecret, id))

    const rotated = await createTestApp({ tokenSecret: secret })
    try {
      // A fresh app on a fresh copy of the template: seed it with the new secret too.
      await seedDatabase(rotated.db, { tokenSecret: secret })
      const credentials = await clientCredentials(rotated.app)
      const response = await rotated.app.inject({
        method: 'GET',
        url: `/wyzeapi/contact/campaignStatus?campaignCode=FREE_LIFE&companyCode=OM&zaIdNumber=${id}`,
        headers: credentials.headers('GET'),
      })
      expect(response.json()).toEqual({ code: 200, data: { status: 'IN_CAMPAIGN' } })
    } finally {
      await rotated.close()
    }
  })
})
