import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rowsOf, type Database } from '../../db/client.ts'
import { campaignOptIns } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { withoutParameters } from '../../lib/without-parameters.ts'
import type { CampaignFacts } from './campaign-rule.ts'
import { idNumberDigest } from './id-number-digest.ts'

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignRepository
  }
}

export type NewOptIn = {
  campaignCode: string
  companyCode: string
  zaIdNumber: string
  beneficiary: Record<string, string>
}

type FactsRow = {
  min_age: number
  max_age: number
  opens_on: string
  closes_on: string | null
  cover_cents: number
  on_list: boolean
  opted_in: boolean
}

export class CampaignRepository {
  constructor(
    private readonly db: Database,
    private readonly tokenSecret: string,
  ) {}

  /**
   * In one query: the campaign's rule for the company, whether the ID number is on its list (by
   * digest) and whether it has opted in. Undefined when the company has no such campaign.
   */
  async facts(
    campaignCode: string,
    companyCode: string,
    idNumber: string,
  ): Promise<CampaignFacts | undefined> {
    const digest = idNumberDigest(this.tokenSecret, idNumber)
    const result = await withoutParameters(
      'reading a campaign status',
      this.db.execute(sql`
      select r.min_age, r.max_age, to_char(r.opens_on, 'YYYY-MM-DD') as opens_on, to_char(r.closes_on, 'YYYY-MM-DD') as closes_on, r.cover_cents,
        exists (
          select 1 from campaign_members m
          where m.campaign_code = r.campaign_code and m.company_code = r.company_code
            and m.id_number_digest = ${digest}
        ) as on_list,
        exists (
          select 1 from campaign_opt_ins o
          where o.campaign_code = r.campaign_code and o.company_code = r.company_code
            and o.za_id_number = ${idNumber}
        ) as opted_in
      from campaign_rules r
      where r.campaign_code = ${campaignCode} and r.company_code = ${companyCode}`),
    )
    const row = rowsOf<FactsRow>(result)[0]
    if (!row) return undefined
    return {
      rule: {
        minAge: row.min_age,
        maxAge: row.max_age,
        opensOn: row.opens_on,
        closesOn: row.closes_on,
        coverCents: row.cover_cents,
      },
      onList: row.on_list,
      optedIn: row.opted_in,
    }
  }

  /** Stores an opt-in; null when this ID number has one already (one per campaign and company). */
  async optIn(optIn: NewOptIn): Promise<string | null> {
    const [row] = await withoutParameters(
      'storing a campaign opt-in',
      this.db
        .insert(campaignOptIns)
        .values({ hashedId: newHashedId(), ...optIn })
        .onConflictDoNothing({
          target: [campaignOptIns.campaignCode, campaignOptIns.companyCode, campaignOptIns.zaIdNumber],
        })
        .returning({ reference: campaignOptIns.hashedId }),
    )
    return row?.reference ?? null
  }
}

async function campaignRepositoryPlugin(app: FastifyInstance, options: { tokenSecret: string }) {
  app.decorate('campaigns', new CampaignRepository(app.db, options.tokenSecret))
}

export default fp(campaignRepositoryPlugin, { name: 'campaign-repository', dependencies: ['database'] })
