import {
  parseSupplierTsv,
  staticMapDataOf,
  type LatLng,
  type SelectableSupplierType,
  type StaticMapData,
  type SupplierMarker,
} from '@insure/domain/supplier'
import type { SuburbOption } from '../../questions/search-sources.ts'

/**
 * Where the supplier map gets its data (shell spec §7), all from the site's own origin: the static
 * component data, the supplier files and the provinces base layer. Kept apart from the components so
 * they can be tested without a browser.
 */

export const STATIC_DATA_URL = '/assets/_COMMON/static-data/data.json'
export const PROVINCES_URL = '/maps/za-provinces.geojson'
export const supplierFileUrl = (file: string) => `/supplier/${encodeURIComponent(file)}`

/** The provinces' attribution (apps/web/public/maps/README.md), shown by the map. */
export const MAP_ATTRIBUTION =
  'Provinces: saffer by Andrew Collier (MIT) · Coordinates: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)'

type Fetch = typeof fetch

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} could not be loaded (status ${response.status}).`)
  return response
}

/** The static component data; "not cached" (shell spec §7). Throws the map style error when the style is missing (§8). */
export async function loadStaticMapData(fetchImpl: Fetch = fetch): Promise<StaticMapData> {
  const response = await ok(await fetchImpl(STATIC_DATA_URL, { cache: 'no-store' }), 'The map data')
  return staticMapDataOf(await response.json())
}

/** Every marker of a supplier type: the type's files, fetched together, in data.json's order. */
export async function loadSupplierMarkers(
  data: StaticMapData,
  type: SelectableSupplierType,
  fetchImpl: Fetch = fetch,
): Promise<SupplierMarker[]> {
  const entry = data.supplierTypes.find((candidate) => candidate.type === type)
  if (!entry) throw new Error(`No supplier files for "${type}".`)
  const lists = await Promise.all(
    entry.files.map(async (file) => {
      const response = await ok(await fetchImpl(supplierFileUrl(file.file)), 'The supplier list')
      return parseSupplierTsv(await response.text(), type, file.icon)
    }),
  )
  return lists.flat()
}

/** The provinces GeoJSON (a FeatureCollection), for the base layer. */
export async function loadProvinces(fetchImpl: Fetch = fetch): Promise<unknown> {
  const response = await ok(await fetchImpl(PROVINCES_URL), 'The map of the provinces')
  return response.json()
}

/**
 * The position of a suburb of the suburb search: the API answers latitude and longitude (the
 * postal code's approximate centre) with every suburb, null for a few hundred of them.
 */
export function suburbPosition(suburb: SuburbOption): LatLng | null {
  const { latitude, longitude } = suburb
  return latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : null
}

/** A stable key of a marker (names are unique within a file; the icon tells the files apart). */
export const markerKey = (marker: SupplierMarker) => `${marker.icon}|${marker.name}`

/** The phone number as a tel: link target (digits and a leading +). */
export function telHref(contactNumber: string): string {
  return `tel:${contactNumber.replace(/[^\d+]/g, '')}`
}

/** Geolocation errors as one sentence each (GeolocationPositionError codes). */
export function geolocationMessage(code: number | 'unsupported'): string {
  if (code === 'unsupported') return 'Your browser cannot share your location. Search for a suburb instead.'
  if (code === 1) return 'You did not allow us to use your location. Search for a suburb instead.'
  if (code === 3) return 'Finding your location took too long. Try again, or search for a suburb instead.'
  return 'We could not find your location. Search for a suburb instead.'
}
