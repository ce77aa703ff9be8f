import { southAfricanToday } from '@insure/domain/debit-order/dates'
import {
  CALL_CENTRE_COMPANY_COOKIE,
  ProductCodeSchema,
  toCompanyCode,
  type CompanyCode,
} from '@insure/domain/catalogue'
import { insurerOf } from '@insure/domain/company'
import { coverLinesOf, coveredLivesOf } from '@insure/domain/full-quote'
import {
  POLICY_DOCUMENT_KINDS,
  POLICY_DOCUMENT_SLUGS,
  PolicyDocumentSectionSchema,
  keyInformationText,
  policyDocumentKindOfSlug,
  wordingReferenceOf,
} from '@insure/domain/policy-documents'
import { PRODUCT_CATALOGUE, type ProductCode } from '@insure/domain/catalogue'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { debitOrderMandates } from '../../db/schema/index.ts'
import { ApiError, ErrorEnvelopeSchema, MESSAGES, ok, okEnvelope } from '../../plugins/envelope.ts'
import { loadQuote } from '../quote/quote.service.ts'
import { renderPolicyDocumentPdf } from './policy-document-pdf.ts'
import type { StoredPolicyDocument } from './policy-documents.repository.ts'

const slugs = Object.values(POLICY_DOCUMENT_SLUGS) as [string, ...string[]]

const PolicyDocumentAnswerSchema = z.object({
  productCode: ProductCodeSchema,
  kind: z.enum(POLICY_DOCUMENT_KINDS),
  version: z.string(),
  effectiveDate: z.string(),
  title: z.string(),
  sections: z.array(PolicyDocumentSectionSchema),
  sha256: z.string().describe('SHA-256 of the text, as printed on the schedules sold on it'),
})

const SummarySectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) })
const KeyInformationSchema = z.object({
  title: z.string(),
  productCode: ProductCodeSchema,
  sections: z.array(SummarySectionSchema),
  wording: z.object({ version: z.string(), effectiveDate: z.string(), sha256: z.string() }),
})

/**
 * The products' policy wordings and terms (issue 25), public like a brochure, as JSON for the site's
 * document pages and as PDFs under the company's letterhead; and a quote's key-information summary,
 * made from the wording, to the quote's owner only (DESIGN.md, Quote owner).
 */
const policyDocumentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  /** The site's company, or in call-centre mode the one the agent's launch link chose (as quick quotes). */
  function companyOf(request: FastifyRequest): CompanyCode {
    if (!config.callCentre) return config.companyCode
    return toCompanyCode(request.cookies[CALL_CENTRE_COMPANY_COOKIE]) ?? config.companyCode
  }

  /**
   * Drawn PDFs by company and version: a version's words never change, so each is drawn once per
   * process (tens of milliseconds of CPU on the request's thread) and dropped with a new seed.
   */
  const drawn = new Map<string, Promise<Buffer>>()
  app.contentGeneration.onChange(() => drawn.clear())

  async function documentOf(productCode: ProductCode, slug: string): Promise<StoredPolicyDocument> {
    await app.contentGeneration.ensureFresh()
    const kind = policyDocumentKindOfSlug(slug)
    const document = kind
      ? await app.policyDocuments.inEffect(productCode, kind, southAfricanToday(new Date()))
      : null
    if (!document) throw new ApiError(404, MESSAGES.notFound)
    return document
  }

  const params = z.object({ productCode: ProductCodeSchema, slug: z.enum(slugs) })

  app.get(
    '/wyzeapi/policy-documents/:productCode/:slug',
    {
      schema: {
        tags: ['documents'],
        summary: "A product's policy wording or terms in effect today, with its version and SHA-256",
        params,
        response: { 200: okEnvelope(PolicyDocumentAnswerSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const document = await documentOf(request.params.productCode, request.params.slug)
      reply.header('cache-control', 'public, max-age=300')
      return ok(document)
    },
  )

  app.get(
    '/wyzeapi/policy-documents/:productCode/:slug/pdf',
    {
      schema: {
        tags: ['documents'],
        summary:
          "A product's policy wording or terms in effect today, as a PDF under the company's letterhead",
        params,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The document (application/pdf)'), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const document = await documentOf(request.params.productCode, request.params.slug)
      const company = await app.companies.find(companyOf(request))
      if (!company) throw new ApiError(404, MESSAGES.notFound)
      const key = `${companyOf(request)}:${document.kind}:${document.version}`
      let pdf = drawn.get(key)
      if (!pdf) {
        pdf = renderPolicyDocumentPdf(document, {
          companyName: company.name,
          brandColour: company.configuration.brand_colour,
          insurer: insurerOf(company.configuration.insurers, document.productCode),
        })
        drawn.set(key, pdf)
        pdf.catch(() => drawn.delete(key))
      }
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${document.productCode}-${POLICY_DOCUMENT_SLUGS[document.kind]}-${document.version}.pdf"`,
        )
        .header('cache-control', 'public, max-age=300')
        .send(await pdf)
    },
  )

  app.get(
    '/wyzeapi/quote/key-information/:id',
    {
      schema: {
        tags: ['documents'],
        summary: "The key-information summary of the asker's quote (404 before a premium is accepted)",
        params: z.object({ id: z.string().trim().min(1).max(128) }),
        response: {
          200: okEnvelope(KeyInformationSchema),
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await app.quoteOwners.requireQuote(request, request.params.id, 'read')
      const quote = await loadQuote(app, request.params.id)
      const { acceptance, policy, contact } = quote.state
      if (!acceptance) throw new ApiError(404, MESSAGES.notFound)
      const productCode = quote.row.productCode as ProductCode
      const company = await app.companies.find(quote.row.companyCode)
      // A bought quote's summary is of the wording it was sold on; an open one's, of today's.
      const wording = policy
        ? await app.policyDocuments.byVersion('POLICY_WORDING', policy.wordingVersion)
        : await app.policyDocuments.inEffect(productCode, 'POLICY_WORDING', southAfricanToday(new Date()))
      if (!company || !wording) throw new ApiError(404, MESSAGES.notFound)
      const [mandate] = policy
        ? await app.db
            .select({
              debitOrderDay: debitOrderMandates.debitOrderDay,
              firstStrikeDate: debitOrderMandates.firstStrikeDate,
            })
            .from(debitOrderMandates)
            .where(eq(debitOrderMandates.quoteHashedId, quote.row.hashedId))
        : []
      const displayName = PRODUCT_CATALOGUE[productCode].displayName
      const sections = keyInformationText({
        company: { name: company.name, phoneNumber: company.configuration.metadata.local_phone_number },
        insurer: insurerOf(company.configuration.insurers, productCode),
        product: { code: productCode, displayName },
        policyholder: contact?.name && contact.surname ? `${contact.name} ${contact.surname}` : null,
        coveredPeople: coveredLivesOf(productCode, quote.progress.answers, acceptance.totalCoverCents) ?? [],
        cover: coverLinesOf(productCode, acceptance.totalCoverCents, acceptance.selectedProduct),
        monthlyPremiumCents: acceptance.premiumCents,
        excessCents: acceptance.excessCents ?? null,
        debitOrder: mandate
          ? { debitDay: mandate.debitOrderDay, firstStrikeDate: mandate.firstStrikeDate }
          : null,
        wording,
      })
      // It names the policyholder and the cover: the browser keeps no copy.
      reply.header('cache-control', 'private, no-store')
      return ok({
        title: `${displayName}: key information`,
        productCode,
        sections,
        wording: wordingReferenceOf(wording),
      })
    },
  )
}

export default policyDocumentRoutes
