import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { COMPANY_CODES, toCompanyCode, type CompanyCode } from '@insure/domain/catalogue'
import type { FastifyInstance } from 'fastify'
import { MESSAGES, sendError } from '../../plugins/envelope.ts'

/** The version of each company's theme stylesheet: a hash of the built file, read once at start. */
export function themeVersions(clientBuildDirectory: string): Record<CompanyCode, string> {
  return Object.fromEntries(
    COMPANY_CODES.map((code) => {
      const file = path.join(clientBuildDirectory, `${code}.css`)
      let version = 'missing'
      try {
        version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)
      } catch {
        // A build without the theme still serves pages; the link simply finds no stylesheet.
      }
      return [code, version]
    }),
  ) as Record<CompanyCode, string>
}

/** GET /getCssVersion/{company} (shell spec §7): the version the theme stylesheet is loaded with. */
export function registerThemeVersionRoute(app: FastifyInstance, versions: Record<CompanyCode, string>) {
  app.get<{ Params: { company: string } }>(
    '/getCssVersion/:company',
    { schema: { tags: ['content'], summary: "A company theme's version" } },
    async (request, reply) => {
      const code = toCompanyCode(request.params.company)
      if (!code) return sendError(reply, 404, MESSAGES.notFound)
      reply.header('cache-control', 'no-store')
      return { version: versions[code] }
    },
  )
}
