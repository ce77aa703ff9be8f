import { readFileSync } from 'node:fs'
import { SA_PROVINCES } from '@insure/domain/rating'
import {
  SUPPLIER_TSV_COLUMNS,
  isInSouthAfrica,
  parseSupplierTsv,
  staticMapDataOf,
} from '@insure/domain/supplier'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY, createTestApp } from '../../../test/test-app.ts'
import { supplierDataDirectory } from './supplier.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(() => testApp.close())

/** Public static files: asked for as a browser does, without API key or rate token. */
const get = (url: string) => testApp.app.inject({ method: 'GET', url })

describe('GET /supplier/{file} (shell spec §7: tab-separated text)', () => {
  it.each([
    ['hiv-testing', 'HIV Test Location', 40, 50],
    ['glasfit', 'Vehicle Inspection Center', 30, 30],
    ['autoboyz', 'Vehicle Inspection Center', 30, 30],
  ] as const)('%s: every row parses into a marker in South Africa', async (file, type, min, max) => {
    const response = await get(`/supplier/${file}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body.split('\n')[0]).toBe(SUPPLIER_TSV_COLUMNS.join('\t'))

    const markers = parseSupplierTsv(response.body, type, file)
    const rows = response.body.split('\n').filter((line) => line.trim() !== '').length - 1
    expect(markers).toHaveLength(rows)
    expect(markers.length).toBeGreaterThanOrEqual(min)
    expect(markers.length).toBeLessThanOrEqual(max)
    expect(markers.every((marker) => isInSouthAfrica(marker))).toBe(true)
    expect(markers.every((marker) => marker.emailAddress.endsWith('@suppliers.example'))).toBe(true)
    expect(markers.every((marker) => /^0\d{2} 000 \d{4}$/.test(marker.contactNumber))).toBe(true)
    expect(new Set(markers.map((marker) => marker.name)).size).toBe(markers.length)
  })

  it('covers all nine provinces with HIV testing sites', async () => {
    const body = (await get('/supplier/hiv-testing')).body
    const provinces = new Set(
      body
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split('\t')[3]),
    )
    expect([...provinces].sort()).toEqual([...SA_PROVINCES].sort())
  })

  it('needs no API key, and ignores a wrong one', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/supplier/glasfit',
      headers: { 'x-api-key': `${API_KEY}-wrong` },
    })
    expect(response.statusCode).toBe(200)
  })

  it.each(['/supplier/tyres', '/supplier/Glasfit', '/supplier/', '/supplier/..%2Fdata.json'])(
    'answers 404 for an unknown supplier file: %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404)
    },
  )

  it('answers HEAD as GET without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/supplier/autoboyz' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })
})

describe('GET /assets/_COMMON/static-data/data.json (shell spec §7: not cached)', () => {
  it('is the static component data with a valid map style, never cached', async () => {
    const response = await get('/assets/_COMMON/static-data/data.json')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    const data = staticMapDataOf(response.json())
    expect(data.mapStyle.provinceFill).toMatch(/^#[0-9a-f]{6}$/i)
    expect(data.supplierTypes.map((entry) => [entry.type, entry.files.map((file) => file.file)])).toEqual([
      ['HIV Test Location', ['hiv-testing']],
      ['Vehicle Inspection Center', ['glasfit', 'autoboyz']],
    ])
  })
})

describe('GET /assets/_COMMON/static-data/Glasfit.csv', () => {
  it('is the glass fitters of /supplier/glasfit as CSV', async () => {
    const response = await get('/assets/_COMMON/static-data/Glasfit.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = response.body.split(/\r\n/).filter(Boolean)
    expect(lines[0]).toBe(SUPPLIER_TSV_COLUMNS.join(','))
    const tsv = parseSupplierTsv((await get('/supplier/glasfit')).body, 'Vehicle Inspection Center')
    expect(lines).toHaveLength(tsv.length + 1)
    // Same fitters in the same order: each CSV row starts with the TSV row's name.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(tsv.map((marker) => marker.name))
  })
})

describe('supplierDataDirectory', () => {
  it('finds seed/data/suppliers from the source tree', () => {
    const directory = supplierDataDirectory()
    expect(directory.pathname).toMatch(/\/apps\/api\/seed\/data\/suppliers\/$/)
    expect(readFileSync(new URL('README.md', directory), 'utf8')).toMatch(/fictional/)
  })
})
