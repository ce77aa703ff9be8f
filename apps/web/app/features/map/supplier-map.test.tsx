import { readFileSync } from 'node:fs'
import { MAP_STYLE_ERROR_MESSAGE } from '@insure/domain/supplier'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '../../lib/site.testing.tsx'
import type { SuburbOption } from '../../questions/search-sources.ts'
import { SupplierMap } from './supplier-map.tsx'
import {
  PROVINCES_URL,
  STATIC_DATA_URL,
  geolocationMessage,
  loadProvinces,
  loadStaticMapData,
  loadSupplierMarkers,
  markerKey,
  suburbPosition,
  supplierFileUrl,
  telHref,
} from './supplier-map-data.ts'

/** The files the API serves (apps/api/seed/data/suppliers/), read from disk. */
const SEED = new URL('../../../../api/seed/data/suppliers/', import.meta.url)
const seedFile = (name: string) => readFileSync(new URL(name, SEED), 'utf8')

/** A fetch that answers the site's own paths from the seed files, and records what was asked. */
function fakeFetch(overrides: Record<string, Response | (() => Response)> = {}) {
  const asked: { url: string; init?: RequestInit }[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    asked.push({ url, ...(init ? { init } : {}) })
    const override = overrides[url]
    if (override) return typeof override === 'function' ? override() : override
    if (url === STATIC_DATA_URL) return new Response(seedFile('data.json'))
    const supplier = /^\/supplier\/([a-z-]+)$/.exec(url)
    if (supplier) return new Response(seedFile(`${supplier[1]}.tsv`))
    if (url === PROVINCES_URL) return new Response('{"type":"FeatureCollection","features":[]}')
    return new Response('not found', { status: 404 })
  }) as typeof fetch
  return { fetchImpl, asked }
}

describe('loading the map data (shell spec §7, §8)', () => {
  it('asks for data.json without caching and reads the style and types', async () => {
    const { fetchImpl, asked } = fakeFetch()
    const data = await loadStaticMapData(fetchImpl)
    expect(asked).toEqual([{ url: '/assets/_COMMON/static-data/data.json', init: { cache: 'no-store' } }])
    expect(data.supplierTypes.map((entry) => entry.type)).toEqual([
      'HIV Test Location',
      'Vehicle Inspection Center',
    ])
  })

  it('throws the map style error when data.json has no style', async () => {
    const { fetchImpl } = fakeFetch({ [STATIC_DATA_URL]: () => new Response('{"supplierTypes":[]}') })
    await expect(loadStaticMapData(fetchImpl)).rejects.toThrow(MAP_STYLE_ERROR_MESSAGE)
  })

  it('refuses an answer that is not 200', async () => {
    const { fetchImpl } = fakeFetch({ [STATIC_DATA_URL]: () => new Response('', { status: 503 }) })
    await expect(loadStaticMapData(fetchImpl)).rejects.toThrow(/status 503/)
  })

  it.each([
    ['HIV Test Location', ['/supplier/hiv-testing'], ['hiv-testing']],
    ['Vehicle Inspection Center', ['/supplier/glasfit', '/supplier/autoboyz'], ['glasfit', 'autoboyz']],
  ] as const)('loads the markers of %s from its files', async (type, urls, icons) => {
    const { fetchImpl, asked } = fakeFetch()
    const data = await loadStaticMapData(fetchImpl)
    asked.length = 0
    const markers = await loadSupplierMarkers(data, type, fetchImpl)
    expect(asked.map((call) => call.url)).toEqual(urls)
    expect(markers.length).toBeGreaterThanOrEqual(30)
    expect(new Set(markers.map((marker) => marker.icon))).toEqual(new Set(icons))
    expect(markers.every((marker) => marker.type === type)).toBe(true)
    expect(new Set(markers.map(markerKey)).size).toBe(markers.length)
  })

  it('fails the markers when one file fails', async () => {
    const { fetchImpl } = fakeFetch({ '/supplier/autoboyz': () => new Response('', { status: 500 }) })
    const data = await loadStaticMapData(fetchImpl)
    await expect(loadSupplierMarkers(data, 'Vehicle Inspection Center', fetchImpl)).rejects.toThrow(
      /status 500/,
    )
  })

  it('loads the provinces from the site itself', async () => {
    const { fetchImpl, asked } = fakeFetch()
    await loadProvinces(fetchImpl)
    expect(asked.map((call) => call.url)).toEqual(['/maps/za-provinces.geojson'])
  })

  it('ships the provinces base layer: nine provinces', () => {
    const geojson = JSON.parse(
      readFileSync(new URL('../../../public/maps/za-provinces.geojson', import.meta.url), 'utf8'),
    ) as { type: string; features: { properties: { name: string } }[] }
    expect(geojson.type).toBe('FeatureCollection')
    expect(geojson.features).toHaveLength(9)
  })
})

describe('helpers', () => {
  const sandton = {
    id: 1,
    suburb: 'SANDTON',
    town: 'SANDTON',
    province: 'Gauteng',
    streetCode: '2196',
    boxCode: '2146',
  }

  it.each([
    [
      'with coordinates',
      { ...sandton, latitude: -26.1128, longitude: 28.0558 },
      { latitude: -26.1128, longitude: 28.0558 },
    ],
    ['with null coordinates', { ...sandton, latitude: null, longitude: null }, null],
    ['without coordinates', sandton, null],
  ])('suburbPosition %s', (_case, suburb, position) => {
    expect(suburbPosition(suburb as SuburbOption)).toEqual(position)
  })

  it.each([
    ['011 000 1091', 'tel:0110001091'],
    ['+27 11 000 1091', 'tel:+27110001091'],
  ])('telHref(%s)', (number, href) => {
    expect(telHref(number)).toBe(href)
  })

  it.each([
    [1, /did not allow/],
    [2, /could not find your location/],
    [3, /too long/],
    ['unsupported', /cannot share/],
  ] as const)('geolocationMessage(%s)', (code, message) => {
    expect(geolocationMessage(code)).toMatch(message)
  })

  it('names supplier files in the path', () => {
    expect(supplierFileUrl('hiv-testing')).toBe('/supplier/hiv-testing')
  })
})

describe('the server markup of the supplier map', () => {
  const html = renderInSite(<SupplierMap />)

  it('offers the two supplier types as a radio group, none chosen', () => {
    expect(html).toMatch(/<fieldset[^>]*><legend>What are you looking for\?<\/legend>/)
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    expect(html).toContain('value="HIV Test Location"')
    expect(html).toContain('value="Vehicle Inspection Center"')
    expect(html).not.toContain('checked')
  })

  it('renders a placeholder for the map (Leaflet loads in the browser only) and a labelled map region', () => {
    expect(html).toContain('Loading the map…')
    expect(html).not.toContain('leaflet-container')
    expect(html).toMatch(/role="region" aria-labelledby="[^"]+"/)
    expect(html).toContain('a visual aid: the list has the same details')
  })

  it('has the suburb search, the location button and a status line', () => {
    expect(html).toContain('Your suburb or town')
    expect(html).toContain('role="combobox"')
    expect(html).toMatch(/<button type="button"[^>]*>Use my location<\/button>/)
    expect(html).toContain('<p class="supplier-map__status" role="status">Choose what you are looking for')
  })
})
