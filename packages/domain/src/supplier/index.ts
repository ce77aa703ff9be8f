import { SELECTABLE_SUPPLIER_TYPES, type SupplierMarkerType } from '../catalogue/lists.ts'
import { MAP_NEAREST_SUPPLIERS_COUNT } from '../limits/index.ts'

/**
 * The supplier-locations map (shell spec §2, §3, §8, §9; forms spec §2, §3): supplier files parsed
 * into markers, the nearest markers to an origin, and an honest travel estimate. We have no routing
 * service, so a "route" is the straight-line distance times a road factor, at an average speed, and
 * every screen that shows it says so.
 */

export type SelectableSupplierType = (typeof SELECTABLE_SUPPLIER_TYPES)[number]

/** The supplier files of the spec (shell spec §7: GET /supplier/{file}, tab-separated text). */
export const SUPPLIER_FILES = ['hiv-testing', 'glasfit', 'autoboyz'] as const
export type SupplierFile = (typeof SUPPLIER_FILES)[number]

export function isSupplierFile(value: string): value is SupplierFile {
  return (SUPPLIER_FILES as readonly string[]).includes(value)
}

/** Shell spec §3 (Supplier marker). `streetAddress` is the whole address line: street, town, province. */
export type SupplierMarker = {
  type: SupplierMarkerType
  latitude: number
  longitude: number
  /** The icon key of the marker's file (data.json), e.g. "glasfit"; "origin" for the user's position. */
  icon: string
  name: string
  streetAddress: string
  contactNumber: string
  emailAddress: string
  tradingHours: string
  /** Kilometres from the chosen origin, as the crow flies; null until an origin is chosen. */
  distanceFromOrigin: number | null
}

export type LatLng = { latitude: number; longitude: number }

/** The header row every supplier file starts with. */
export const SUPPLIER_TSV_COLUMNS = [
  'name',
  'streetAddress',
  'town',
  'province',
  'latitude',
  'longitude',
  'contactNumber',
  'emailAddress',
  'tradingHours',
] as const

/** A box around South Africa (with the Prince Edward Islands left out): a coordinate outside is a typo. */
const SOUTH_AFRICA_BOUNDS = { south: -35.5, north: -21.5, west: 16, east: 33.5 }

export function isInSouthAfrica({ latitude, longitude }: LatLng): boolean {
  return (
    latitude >= SOUTH_AFRICA_BOUNDS.south &&
    latitude <= SOUTH_AFRICA_BOUNDS.north &&
    longitude >= SOUTH_AFRICA_BOUNDS.west &&
    longitude <= SOUTH_AFRICA_BOUNDS.east
  )
}

/**
 * A supplier file (tab-separated, header row first) as markers of `type`. Blank lines are skipped;
 * a wrong header, a row with the wrong number of fields, an empty name or a coordinate that is not a
 * number inside South Africa is refused with the line number (the files are ours: a bad row is a bug).
 */
export function parseSupplierTsv(
  text: string,
  type: SupplierMarkerType,
  icon: string = iconOfType(type),
): SupplierMarker[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split('\t').map((field) => field.trim())
  if (header.join('\t') !== SUPPLIER_TSV_COLUMNS.join('\t')) {
    throw new Error(`Supplier file: unexpected header "${header.join(', ')}"`)
  }
  const markers: SupplierMarker[] = []
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trim() === '') continue
    const fields = line.split('\t').map((field) => field.trim())
    if (fields.length !== SUPPLIER_TSV_COLUMNS.length) {
      throw new Error(
        `Supplier file line ${index + 1}: expected ${SUPPLIER_TSV_COLUMNS.length} fields, found ${fields.length}`,
      )
    }
    const [
      name,
      street,
      town,
      province,
      latitudeText,
      longitudeText,
      contactNumber,
      emailAddress,
      tradingHours,
    ] = fields as [string, string, string, string, string, string, string, string, string]
    const latitude = Number(latitudeText)
    const longitude = Number(longitudeText)
    if (name === '') throw new Error(`Supplier file line ${index + 1}: the name is empty`)
    if (
      latitudeText === '' ||
      longitudeText === '' ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      !isInSouthAfrica({ latitude, longitude })
    ) {
      throw new Error(`Supplier file line ${index + 1}: the coordinates are not a place in South Africa`)
    }
    markers.push({
      type,
      latitude,
      longitude,
      icon,
      name,
      streetAddress: [street, town, province].filter((part) => part !== '').join(', '),
      contactNumber,
      emailAddress,
      tradingHours,
      distanceFromOrigin: null,
    })
  }
  return markers
}

function iconOfType(type: SupplierMarkerType): string {
  return type === 'Origin' ? 'origin' : type === 'HIV Test Location' ? 'hiv-testing' : 'vehicle-inspection'
}

/** The user's own position as a marker of the neutral type (shell spec §3). */
export function originMarker(origin: LatLng, name: string): SupplierMarker {
  return {
    type: 'Origin',
    latitude: origin.latitude,
    longitude: origin.longitude,
    icon: 'origin',
    name,
    streetAddress: '',
    contactNumber: '',
    emailAddress: '',
    tradingHours: '',
    distanceFromOrigin: 0,
  }
}

/** Mean earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km between two points (haversine): "as the crow flies". */
export function distanceKm(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The `count` markers nearest to `origin` (shell spec §9: 5), nearest first, each with
 * `distanceFromOrigin` set; ties keep the files' order. The markers given are not changed.
 */
export function nearestSuppliers(
  markers: readonly SupplierMarker[],
  origin: LatLng,
  count: number = MAP_NEAREST_SUPPLIERS_COUNT,
): SupplierMarker[] {
  if (count <= 0) return []
  return markers
    .map((marker, index) => ({
      marker: { ...marker, distanceFromOrigin: distanceKm(origin, marker) },
      index,
    }))
    .sort((a, b) => a.marker.distanceFromOrigin - b.marker.distanceFromOrigin || a.index - b.index)
    .slice(0, count)
    .map(({ marker }) => marker)
}

/** "850 m" under a kilometre, "3.4 km" under a hundred, "123 km" from there. */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance: ${km}`)
  const metres = Math.round((km * 1000) / 10) * 10
  if (metres < 1000) return `${metres} m`
  if (km < 100) {
    const tenths = Math.round(km * 10) / 10
    return tenths >= 100 ? '100 km' : `${tenths.toFixed(1)} km`
  }
  return `${Math.round(km)} km`
}

/** Roads are longer than the straight line: our assumed ratio (no routing service behind it). */
export const ROAD_DISTANCE_FACTOR = 1.3
/** The average speed the estimate assumes, km/h. */
export const ESTIMATE_AVERAGE_SPEED_KMH = 60
/** What every travel estimate says it is, next to the numbers. */
export const ESTIMATE_EXPLANATION = `Estimate only: the straight-line distance (as the crow flies) × ${ROAD_DISTANCE_FACTOR} for roads, at an average ${ESTIMATE_AVERAGE_SPEED_KMH} km/h. It is not a route; check a navigation app before you travel.`

export type DriveEstimate = {
  /** The road distance estimate, e.g. "4.4 km". */
  distanceText: string
  /** The driving time estimate, e.g. "5 min", "1 h 20 min". */
  durationText: string
  roadKm: number
  minutes: number
}

/** "about" a drive of `straightLineKm` as the crow flies (shell spec §2: distance text and duration text). */
export function estimatedDrive(straightLineKm: number, roadFactor = ROAD_DISTANCE_FACTOR): DriveEstimate {
  if (!Number.isFinite(straightLineKm) || straightLineKm < 0) {
    throw new RangeError(`Not a distance: ${straightLineKm}`)
  }
  const roadKm = straightLineKm * roadFactor
  const minutes = Math.max(1, Math.round((roadKm / ESTIMATE_AVERAGE_SPEED_KMH) * 60))
  return { distanceText: formatDistance(roadKm), durationText: formatDuration(minutes), roadKm, minutes }
}

/** "1 min", "45 min", "1 h", "2 h 5 min". */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  if (whole < 60) return `${whole} min`
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

// ---- Static component data (GET /assets/_COMMON/static-data/data.json)

/** How the map draws its base layer and markers. */
export type MapStyle = {
  background: string
  provinceFill: string
  provinceFillOpacity: number
  provinceStroke: string
  provinceStrokeWeight: number
  originColour: string
  selectedColour: string
  routeColour: string
}

/** One supplier file a selectable type loads, with how its markers look. */
export type SupplierFileStyle = { file: SupplierFile; icon: string; label: string; colour: string }
export type SupplierTypeData = { type: SelectableSupplierType; files: SupplierFileStyle[] }
export type StaticMapData = { mapStyle: MapStyle; supplierTypes: SupplierTypeData[] }

/** Shell spec §8: the map style is missing. */
export const MAP_STYLE_ERROR_MESSAGE = 'The map style JSON data structure is missing or not valid'

const STYLE_COLOURS = [
  'background',
  'provinceFill',
  'provinceStroke',
  'originColour',
  'selectedColour',
  'routeColour',
] as const
const STYLE_NUMBERS = ['provinceFillOpacity', 'provinceStrokeWeight'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `mapStyle` of the static component data; throws MAP_STYLE_ERROR_MESSAGE when it is missing or malformed. */
export function mapStyleOf(data: unknown): MapStyle {
  const style = isRecord(data) ? data.mapStyle : undefined
  if (!isRecord(style)) throw new Error(MAP_STYLE_ERROR_MESSAGE)
  for (const key of STYLE_COLOURS) {
    const value = style[key]
    if (typeof value !== 'string' || value.trim() === '') throw new Error(MAP_STYLE_ERROR_MESSAGE)
  }
  for (const key of STYLE_NUMBERS) {
    const value = style[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      throw new Error(MAP_STYLE_ERROR_MESSAGE)
  }
  const picked = {} as Record<string, unknown>
  for (const key of [...STYLE_COLOURS, ...STYLE_NUMBERS]) picked[key] = style[key]
  return picked as MapStyle
}

export const SUPPLIER_TYPES_ERROR_MESSAGE = 'The supplier types of the map data are missing or not valid'

/**
 * The static component data: the map style (mapStyleOf) and, for every selectable type, the files
 * it loads. Throws when either is missing or names an unknown type or file.
 */
export function staticMapDataOf(data: unknown): StaticMapData {
  const mapStyle = mapStyleOf(data)
  const types = isRecord(data) ? data.supplierTypes : undefined
  if (!Array.isArray(types)) throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
  const supplierTypes = types.map((entry: unknown): SupplierTypeData => {
    if (!isRecord(entry) || !Array.isArray(entry.files)) throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
    const type = entry.type
    if (typeof type !== 'string' || !(SELECTABLE_SUPPLIER_TYPES as readonly string[]).includes(type)) {
      throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
    }
    const files = entry.files.map((file: unknown): SupplierFileStyle => {
      if (
        !isRecord(file) ||
        typeof file.file !== 'string' ||
        !isSupplierFile(file.file) ||
        typeof file.icon !== 'string' ||
        typeof file.label !== 'string' ||
        typeof file.colour !== 'string'
      ) {
        throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
      }
      return { file: file.file, icon: file.icon, label: file.label, colour: file.colour }
    })
    if (files.length === 0) throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
    return { type: type as SelectableSupplierType, files }
  })
  for (const type of SELECTABLE_SUPPLIER_TYPES) {
    if (!supplierTypes.some((entry) => entry.type === type)) throw new Error(SUPPLIER_TYPES_ERROR_MESSAGE)
  }
  return { mapStyle, supplierTypes }
}
