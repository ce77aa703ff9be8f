import cookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import purgeRoutes from './areas/cache/purge.routes.ts'
import authRoutes from './areas/auth/auth.routes.ts'
import bankRepository from './areas/banking/banking.repository.ts'
import bankingRoutes from './areas/banking/banking.routes.ts'
import blogSubscriberRepository from './areas/blog-subscription/blog-subscription.repository.ts'
import blogSubscriptionRoutes from './areas/blog-subscription/blog-subscription.routes.ts'
import campaignRepository from './areas/campaign/campaign.repository.ts'
import campaignRoutes from './areas/campaign/campaign.routes.ts'
import captcha from './areas/captcha/captcha.ts'
import carListRepository, { type VehicleRegister } from './areas/car-full-sale/car-lists.repository.ts'
import carListRoutes from './areas/car-full-sale/car-lists.routes.ts'
import fullSaleRoutes from './areas/car-full-sale/full-sale.routes.ts'
import captchaRoutes from './areas/captcha/captcha.routes.ts'
import policyWordingRoutes from './areas/campaign/policy-wording.routes.ts'
import policyDocumentRepository from './areas/documents/policy-documents.repository.ts'
import policyDocumentRoutes from './areas/documents/policy-documents.routes.ts'
import companyRepository from './areas/company/company.repository.ts'
import documentRepository from './areas/documents/documents.repository.ts'
import documentsRoutes from './areas/documents/documents.routes.ts'
import documentRenderer from './areas/documents/pdf-renderer.ts'
import emailOutbox from './areas/email/email-outbox.ts'
import contentGeneration from './areas/content/content-generation.ts'
import contentRepository from './areas/content/content.repository.ts'
import contentRoutes from './areas/content/content.routes.ts'
import formSubmissionRepository from './areas/forms/form-submissions.repository.ts'
import formsRoutes from './areas/forms/forms.routes.ts'
import referenceListRoutes from './areas/forms/reference-lists.routes.ts'
import healthRoutes from './areas/health/health.routes.ts'
import occupationRepository from './areas/occupation/occupation.repository.ts'
import medicalSchemeRepository from './areas/medical-aid/medical-scheme.repository.ts'
import medicalAidRoutes from './areas/medical-aid/medical-aid.routes.ts'
import occupationRoutes from './areas/occupation/occupation.routes.ts'
import productRepository from './areas/product/product.repository.ts'
import productRoutes from './areas/product/product.routes.ts'
import journeyRepository from './areas/quick-quote/journey.repository.ts'
import quickQuoteRepository from './areas/quick-quote/quick-quote.repository.ts'
import quickQuoteRoutes from './areas/quick-quote/quick-quote.routes.ts'
import quoteRepository from './areas/quote/quote.repository.ts'
import pageScriptRoutes from './areas/quote/page-script.routes.ts'
import purchaseRoutes from './areas/quote/purchase.routes.ts'
import quotePagesRoutes from './areas/quote/quote-pages.routes.ts'
import validateRoutes from './areas/quote/validate.routes.ts'
import quoteRoutes from './areas/quote/quote.routes.ts'
import priceQueryRoutes from './areas/quote/price-query.routes.ts'
import quoteOwners from './areas/quote-owner/quote-owners.ts'
import resumeCodeRoutes from './areas/quote-owner/resume-code.routes.ts'
import smsOutbox from './areas/sms/sms-outbox.ts'
import relationshipRoutes from './areas/relationship/relationship.routes.ts'
import sessionRepository from './areas/session/session.repository.ts'
import sessionRoutes from './areas/session/session.routes.ts'
import suburbRepository from './areas/suburb/suburb.repository.ts'
import suburbRoutes from './areas/suburb/suburb.routes.ts'
import supplierRoutes from './areas/supplier/supplier.routes.ts'
import testDataRoutes from './areas/test-data/test-data.routes.ts'
import vehicleRepository from './areas/vehicle/vehicle.repository.ts'
import vehicleRoutes from './areas/vehicle/vehicle.routes.ts'
import agentSessions from './areas/workbench/agent-session.ts'
import workbenchRoutes from './areas/workbench/workbench.routes.ts'
import clientChecks from './plugins/client-checks.ts'
import database from './plugins/database.ts'
import allowedMethods from './plugins/allowed-methods.ts'
import envelope, { MESSAGES, frameworkError, sendError } from './plugins/envelope.ts'
import inputGuard from './plugins/input-guard.ts'
import { loggerOptions } from './plugins/logger.ts'
import openApi from './plugins/openapi.ts'
import pageServerCalls from './plugins/page-server-calls.ts'
import lifecycle from './plugins/lifecycle.ts'
import rateLimits from './plugins/rate-limits.ts'
import { API_PREFIXES } from './plugins/routed-path.ts'
import retention from './plugins/retention.ts'
import security from './plugins/security.ts'

/** DESIGN.md: bodies over 100 KB are refused with 413. */
export const MAX_BODY_BYTES = 100 * 1024

export type BuildAppOptions = {
  config: Config
  database: DatabaseHandle
  /** Registers the site (React Router) after the API; the server passes it, API tests do not. */
  registerWeb?: (app: FastifyInstance) => Promise<void>
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void }
  /** The vehicle-data service registration numbers are looked up in; the seeded register by default. */
  vehicleRegister?: VehicleRegister
}

export async function buildApp({
  config,
  database: databaseHandle,
  registerWeb,
  logStream,
  vehicleRegister,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: MAX_BODY_BYTES,
    // Per-request info lines cost throughput; errors and 5xx are logged by the envelope handler.
    logController: new LogController({ disableRequestLogging: true }),
    // The client address is the connection's, or the forwarded one only from a proxy TRUST_PROXY names.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Order matters: the envelope handler and the cross-cutting checks must exist before any route,
  // so that every route (and every refusal) answers in the same envelope; allowed-methods first of
  // all, as it learns every route.
  await app.register(allowedMethods)
  await app.register(envelope)
  await app.register(inputGuard)
  await app.register(lifecycle)
  await app.register(database, { database: databaseHandle })
  await app.register(cookie)
  await app.register(pageServerCalls, { config })
  await app.register(security, { config })
  await app.register(rateLimits, { config })
  await app.register(clientChecks, { config })
  await app.register(openApi)

  await app.register(contentGeneration)
  await app.register(companyRepository)
  await app.register(contentRepository)
  await app.register(sessionRepository)
  await app.register(productRepository)
  await app.register(formSubmissionRepository)
  await app.register(campaignRepository, { tokenSecret: config.tokenSecret })
  await app.register(blogSubscriberRepository)
  await app.register(suburbRepository)
  await app.register(vehicleRepository)
  await app.register(carListRepository, vehicleRegister ? { register: vehicleRegister } : {})
  await app.register(bankRepository)
  await app.register(occupationRepository)
  await app.register(medicalSchemeRepository)
  await app.register(journeyRepository)
  await app.register(quickQuoteRepository)
  await app.register(quoteRepository)
  await app.register(captcha, { tokenSecret: config.tokenSecret })
  await app.register(agentSessions, { config })
  await app.register(quoteOwners, { config })
  await app.register(retention)
  await app.register(documentRepository)
  await app.register(policyDocumentRepository)
  await app.register(documentRenderer)
  await app.register(emailOutbox, { config })
  await app.register(smsOutbox)

  await app.register(authRoutes, { config })
  await app.register(healthRoutes)
  await app.register(sessionRoutes, { config })
  await app.register(productRoutes, { config })
  await app.register(formsRoutes, { config })
  await app.register(referenceListRoutes)
  await app.register(campaignRoutes)
  await app.register(policyWordingRoutes, { config })
  await app.register(policyDocumentRoutes, { config })
  await app.register(blogSubscriptionRoutes)
  await app.register(suburbRoutes)
  await app.register(vehicleRoutes)
  await app.register(carListRoutes)
  await app.register(fullSaleRoutes)
  await app.register(bankingRoutes)
  await app.register(occupationRoutes)
  await app.register(medicalAidRoutes)
  await app.register(relationshipRoutes)
  await app.register(supplierRoutes)
  await app.register(captchaRoutes)
  await app.register(quickQuoteRoutes, { config })
  await app.register(quoteRoutes, { config })
  await app.register(resumeCodeRoutes, { config })
  await app.register(quotePagesRoutes)
  await app.register(validateRoutes)
  await app.register(priceQueryRoutes)
  await app.register(purchaseRoutes, { config })
  await app.register(pageScriptRoutes, { config })
  await app.register(contentRoutes, { config })
  await app.register(purgeRoutes, { config })
  await app.register(testDataRoutes, { config })
  await app.register(workbenchRoutes, { config })
  await app.register(documentsRoutes)

  // An unknown API path answers a JSON 404, never the site's HTML error page; a known one asked
  // with a method it does not take, 405 with the methods it does.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, { schema: { hide: true }, config: { fallback: true } }, (request, reply) => {
      // The content backend is GET only (shell spec §7): other methods are not allowed, found or not.
      if (prefix === '/api/' && request.method !== 'GET' && request.method !== 'HEAD') {
        return app.allowedMethods.refuse(request, reply, ['GET', 'HEAD'])
      }
      const allow = app.allowedMethods.of(request.url)
      if (allow.length > 0) return app.allowedMethods.refuse(request, reply, allow)
      return sendError(reply, 404, MESSAGES.notFound)
    })
  }

  if (registerWeb) await registerWeb(app)
  return app
}
