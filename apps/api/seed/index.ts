import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import {
  banks,
  blogPages,
  blogPosts,
  campaignMembers,
  campaignRules,
  carListItems,
  companies,
  contentGenerations,
  contentPages,
  journeyPageQuestions,
  journeyPages,
  journeys,
  medicalSchemeOptions,
  medicalSchemes,
  occupations,
  pageScripts,
  policyDocuments,
  products,
  quickQuoteQuestions,
  ratingTables,
  seedVersions,
  suburbs,
  vehicleRegistrations,
  vehicles,
} from '../src/db/schema/index.ts'
import { CAMPAIGN_RULE_SEEDS, campaignMemberSeeds } from './campaign.ts'
import { companySeeds } from './companies.ts'
import { contentSeeds } from './content/index.ts'
import { productSeeds } from './products.ts'
import { policyDocumentSeeds } from './policy-documents.ts'
import { PolicyDocumentSchema, policyDocumentSha256 } from '@insure/domain/policy-documents'
import { parseSuburbsCsv, suburbsCsv } from './suburbs.ts'
import { vehicleSeeds } from './data/vehicles.ts'
import {
  journeyPageQuestionSeeds,
  journeyPageSeeds,
  journeySeeds,
  quickQuoteQuestionSeeds,
} from './journeys/rows.ts'
import { BANK_SEEDS } from './data/banks.ts'
import { OCCUPATION_SEEDS } from './data/occupations.ts'
import { carListRows, registrationSeeds } from './data/car-lists.ts'
import { RATING_TABLE_VERSIONS } from '@insure/domain/rating'
import { MEDICAL_SCHEME_SEEDS } from './data/medical-schemes.ts'
import { pageScriptSeeds } from './journeys/scripts.ts'

type SeedSet = { name: string; data: unknown; load(tx: Database): Promise<void> }

export type SeedOptions = {
  /** The server's TOKEN_SECRET: campaign lists are stored as HMACs of ID numbers under it. */
  tokenSecret: string
}

/** Each seed set is versioned by the hash of its data: a restart reloads only what changed. */
const seedSets = ({ tokenSecret }: SeedOptions): SeedSet[] => [
  {
    name: 'companies',
    data: companySeeds,
    async load(tx) {
      for (const company of companySeeds) {
        await tx
          .insert(companies)
          .values({ ...company, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: companies.code,
            set: {
              name: company.name,
              configuration: company.configuration,
              environments: company.environments,
              updatedAt: sql`now()`,
            },
          })
      }
    },
  },
  {
    name: 'content',
    data: contentSeeds,
    async load(tx) {
      // The seed is the whole content of a company: replace it, so a page taken out of the seed goes.
      for (const seed of contentSeeds) {
        const company = seed.companyCode
        await tx.delete(contentPages).where(eq(contentPages.companyCode, company))
        await tx.delete(blogPosts).where(eq(blogPosts.companyCode, company))
        await tx.delete(blogPages).where(eq(blogPages.companyCode, company))
        await tx.insert(contentPages).values(
          seed.pages.map((page) => ({
            companyCode: company,
            slug: page.slug,
            kind: page.kind,
            pageName: page.page_name,
            productType: page.product_type,
            title: page.title,
            metaDescription: page.meta_description,
            heading: page.heading,
            subHeading: page.sub_heading,
            desktopImage: page.desktop_image,
            mobileImage: page.mobile_image,
            contentSections: page.content_sections,
          })),
        )
        await tx.insert(blogPosts).values(
          seed.blogPosts.map((post) => ({
            companyCode: company,
            slug: post.slug,
            title: post.title,
            type: post.type,
            summary: post.summary,
            author: post.author,
            publishedOn: post.published_on,
            contentSections: post.content_sections,
          })),
        )
        await tx.insert(blogPages).values({
          companyCode: company,
          title: seed.blogPage.title,
          heading: seed.blogPage.heading,
          subHeading: seed.blogPage.sub_heading,
          metaDescription: seed.blogPage.meta_description,
        })
      }
    },
  },
  {
    name: 'products',
    data: productSeeds,
    async load(tx) {
      // Upserted, never deleted: stored submissions name products by their hashed id.
      for (const product of productSeeds) {
        const { productId: _id, ...fields } = product
        await tx
          .insert(products)
          .values(product)
          .onConflictDoUpdate({ target: products.productId, set: fields })
      }
    },
  },
  {
    name: 'policy-documents',
    data: policyDocumentSeeds,
    async load(tx) {
      // Added, never changed: a policy was sold on a version's exact words (its SHA-256 is on the
      // schedule). A version whose words changed in the seed stops the seeding: give it a new version.
      for (const seed of policyDocumentSeeds) {
        const document = PolicyDocumentSchema.parse(seed)
        const sha256 = policyDocumentSha256(document)
        const [stored] = await tx
          .select({ sha256: policyDocuments.sha256 })
          .from(policyDocuments)
          .where(and(eq(policyDocuments.kind, document.kind), eq(policyDocuments.version, document.version)))
        if (stored && stored.sha256 !== sha256) {
          throw new Error(
            `The ${document.kind} version ${document.version} changed its words: give the new words a new version`,
          )
        }
        if (!stored) await tx.insert(policyDocuments).values({ ...document, sha256 })
      }
    },
  },
  {
    name: 'campaign',
    data: { rules: CAMPAIGN_RULE_SEEDS, members: campaignMemberSeeds(tokenSecret) },
    async load(tx) {
      for (const rule of CAMPAIGN_RULE_SEEDS) {
        const { campaignCode: _campaign, companyCode: _company, ...fields } = rule
        await tx
          .insert(campaignRules)
          .values(rule)
          .onConflictDoUpdate({
            target: [campaignRules.campaignCode, campaignRules.companyCode],
            set: fields,
          })
      }
      // The seed is the whole eligible list of each seeded campaign (digests change with the secret).
      // Opt-ins are not touched.
      for (const rule of CAMPAIGN_RULE_SEEDS) {
        await tx
          .delete(campaignMembers)
          .where(
            and(
              eq(campaignMembers.campaignCode, rule.campaignCode),
              eq(campaignMembers.companyCode, rule.companyCode),
            ),
          )
      }
      await tx.insert(campaignMembers).values(campaignMemberSeeds(tokenSecret))
    },
  },
  {
    // Reference data, replaced whole (nothing refers to a suburb row): versioned by the CSV's text.
    name: 'suburbs',
    data: suburbsCsv(),
    async load(tx) {
      // One JSON parameter expanded by json_to_recordset: ~10x faster than chunks of parameters.
      const rows = JSON.stringify(parseSuburbsCsv(suburbsCsv()))
      await tx.delete(suburbs)
      await tx.execute(sql`
        insert into suburbs (id, suburb, town, province, box_code, street_code, latitude, longitude)
        select id, suburb, town, province, "boxCode", "streetCode", latitude, longitude
        from json_to_recordset(${rows}::json) as row(id integer, suburb text, town text, province text,
          "boxCode" text, "streetCode" text, latitude double precision, longitude double precision)`)
    },
  },
  {
    // Our generated catalogue (seed/data/vehicles.ts), replaced whole: nothing refers to a row.
    name: 'vehicles',
    data: vehicleSeeds(),
    async load(tx) {
      const rows = JSON.stringify(vehicleSeeds())
      await tx.delete(vehicles)
      await tx.execute(sql`
        insert into vehicles (code, year, make, model, body_type, engine_cc, value_cents)
        select code, year, make, model, "bodyType", "engineCc", "valueCents"
        from json_to_recordset(${rows}::json) as row(code text, year smallint, make text, model text,
          "bodyType" text, "engineCc" integer, "valueCents" integer)`)
    },
  },
  {
    // Upserted by id, never deleted: mandates name their bank by id (a bank that closes keeps its row).
    name: 'banks',
    data: BANK_SEEDS,
    async load(tx) {
      for (const bank of BANK_SEEDS) {
        const { id: _id, ...fields } = bank
        await tx.insert(banks).values(bank).onConflictDoUpdate({ target: banks.id, set: fields })
      }
    },
  },
  {
    // Reference data, replaced whole: a contact keeps the occupation's title, not a reference to the row.
    name: 'occupations',
    data: OCCUPATION_SEEDS,
    async load(tx) {
      await tx.delete(occupations)
      await tx.insert(occupations).values([...OCCUPATION_SEEDS])
    },
  },
  {
    // The car full sale's lists and seeded register, replaced whole: answers keep the code, not the row.
    name: 'car-lists',
    data: { lists: carListRows(), register: registrationSeeds() },
    async load(tx) {
      await tx.delete(carListItems)
      await tx.insert(carListItems).values(carListRows())
      await tx.delete(vehicleRegistrations)
      await tx.insert(vehicleRegistrations).values(registrationSeeds())
    },
  },
  {
    // The schemes and their options, replaced whole: a quote keeps the names, not a reference to a row.
    name: 'medical-schemes',
    data: MEDICAL_SCHEME_SEEDS,
    async load(tx) {
      await tx.delete(medicalSchemeOptions)
      await tx.delete(medicalSchemes)
      await tx
        .insert(medicalSchemes)
        .values(MEDICAL_SCHEME_SEEDS.map(({ name, open }, index) => ({ id: index + 1, name, open })))
      await tx.insert(medicalSchemeOptions).values(
        MEDICAL_SCHEME_SEEDS.flatMap((scheme, index) =>
          scheme.options.map((option, position) => ({
            schemeId: index + 1,
            position,
            name: option.name,
            plan: option.plan,
          })),
        ),
      )
    },
  },
  {
    // Each product's journey, replaced whole: quick quotes keep the answers they were given.
    name: 'journeys',
    data: {
      journeys: journeySeeds(),
      pages: journeyPageSeeds(),
      questions: quickQuoteQuestionSeeds(),
      pageQuestions: journeyPageQuestionSeeds(),
    },
    async load(tx) {
      await tx.delete(journeyPageQuestions)
      await tx.delete(journeyPages)
      await tx.delete(quickQuoteQuestions)
      await tx.delete(journeys)
      await tx.insert(journeys).values(journeySeeds())
      await tx.insert(journeyPages).values(journeyPageSeeds())
      await tx.insert(quickQuoteQuestions).values(quickQuoteQuestionSeeds())
      await tx.insert(journeyPageQuestions).values(journeyPageQuestionSeeds())
    },
  },
  {
    // The agents' scripts, replaced whole: nothing refers to a row.
    name: 'page-scripts',
    data: pageScriptSeeds(),
    async load(tx) {
      await tx.delete(pageScripts)
      await tx.insert(pageScripts).values(pageScriptSeeds())
    },
  },
  {
    // Rating tables are added, never changed: quotes record the version they were rated on. Every
    // version is stored, so a database made after a version was replaced still knows it.
    name: 'rating-tables',
    data: RATING_TABLE_VERSIONS,
    async load(tx) {
      await tx
        .insert(ratingTables)
        .values(
          RATING_TABLE_VERSIONS.map((tables) => ({
            version: tables.version,
            effectiveFrom: tables.effectiveFrom,
            tables,
          })),
        )
        .onConflictDoNothing()
    },
  },
]

/** Loads every seed set whose version differs from the one recorded; idempotent. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<string[]> {
  const loaded: string[] = []
  for (const set of seedSets(options)) {
    const version = createHash('sha256').update(JSON.stringify(set.data)).digest('hex').slice(0, 16)
    const [current] = await db.select().from(seedVersions).where(eq(seedVersions.name, set.name))
    if (current?.version === version) continue
    await db.transaction(async (tx) => {
      await set.load(tx as unknown as Database)
      await tx
        .insert(seedVersions)
        .values({ name: set.name, version })
        .onConflictDoUpdate({ target: seedVersions.name, set: { version, loadedAt: sql`now()` } })
    })
    loaded.push(set.name)
  }
  // A content change empties every process's caches (content, configuration, rendered pages).
  if (loaded.length > 0) {
    await db
      .insert(contentGenerations)
      .values({ id: 1, generation: 1 })
      .onConflictDoUpdate({
        target: contentGenerations.id,
        set: { generation: sql`${contentGenerations.generation} + 1`, changedAt: sql`now()` },
      })
  }
  return loaded
}
