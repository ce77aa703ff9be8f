import { existsSync, readFileSync } from 'node:fs'
import { SUPPLIER_FILES, type SupplierFile } from '@insure/domain/supplier'
import type { FastifyPluginAsync } from 'fastify'

/**
 * The supplier-locations map's static files (shell spec §7; forms spec §2): the supplier lists as
 * tab-separated text, the static component data (map style and supplier types) and the glass fitters
 * as CSV. Public files: outside /wyzeapi and /global, so no API key or rate token (client-checks).
 */

/** The lists change only with a release: browsers and proxies may keep them for an hour. */
export const SUPPLIER_CACHE_CONTROL = 'public, max-age=3600'
/** Shell spec §7: the static component data is "not cached". */
export const STATIC_DATA_CACHE_CONTROL = 'no-store'

export const SUPPLIER_TSV_CONTENT_TYPE = 'text/tab-separated-values; charset=utf-8'
export const STATIC_DATA_PATH = '/assets/_COMMON/static-data/data.json'
export const GLASFIT_CSV_PATH = '/assets/_COMMON/static-data/Glasfit.csv'

/**
 * seed/data/suppliers/, read from disk (the build bundles code only, as it does for za-suburbs.csv):
 * from this module (src/areas/supplier/) it is three folders up; from the bundled server (dist/,
 * where esbuild puts every chunk) one.
 */
export function supplierDataDirectory(): URL {
  const candidates = [
    new URL('../../../seed/data/suppliers/', import.meta.url),
    new URL('../seed/data/suppliers/', import.meta.url),
  ]
  const found = candidates.find((candidate) => existsSync(new URL('data.json', candidate)))
  if (!found) {
    throw new Error(
      `Supplier data not found in ${candidates.map((candidate) => candidate.pathname).join(' or ')}`,
    )
  }
  return found
}

export type SupplierFiles = {
  lists: Record<SupplierFile, string>
  staticData: string
  glasfitCsv: string
}

/** Every file, read once (at registration, so a missing file stops the start, not a request). */
export function readSupplierFiles(directory: URL = supplierDataDirectory()): SupplierFiles {
  const read = (name: string) => readFileSync(new URL(name, directory), 'utf8')
  const lists = Object.fromEntries(SUPPLIER_FILES.map((file) => [file, read(`${file}.tsv`)])) as Record<
    SupplierFile,
    string
  >
  const staticData = read('data.json')
  JSON.parse(staticData) // a broken file fails the start, not the map
  return { lists, staticData, glasfitCsv: read('Glasfit.csv') }
}

const supplierRoutes: FastifyPluginAsync = async (app) => {
  const files = readSupplierFiles()

  for (const file of SUPPLIER_FILES) {
    app.get(
      `/supplier/${file}`,
      {
        schema: {
          tags: ['suppliers'],
          summary: `Supplier list "${file}" for the map markers (tab-separated, header row first)`,
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', SUPPLIER_TSV_CONTENT_TYPE)
          .header('cache-control', SUPPLIER_CACHE_CONTROL)
          .send(files.lists[file]),
    )
  }

  app.get(
    STATIC_DATA_PATH,
    {
      schema: { tags: ['suppliers'], summary: 'Static component data: the map style and the supplier types' },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', STATIC_DATA_CACHE_CONTROL)
        .send(files.staticData),
  )

  app.get(
    GLASFIT_CSV_PATH,
    { schema: { tags: ['suppliers'], summary: 'The glass fitters as CSV' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', SUPPLIER_CACHE_CONTROL)
        .send(files.glasfitCsv),
  )
}

export default supplierRoutes
