import {
  ESTIMATE_AVERAGE_SPEED_KMH,
  distanceKm,
  estimatedDrive,
  type DriveEstimate,
  type LatLng,
} from '../supplier/index.ts'

/**
 * Directions to a selected supplier (shell spec §2: "a loading flag shows until directions return
 * (distance text and duration text per leg)"), behind one interface the map calls. The site's own
 * implementation needs no outside service: a road-distance estimate per province. A routing engine
 * such as OSRM plugs in as another RoutingService (docs/map.md).
 */

/** One leg of a route: its distance and duration, as numbers and as the texts the map shows. */
export type RouteLeg = DriveEstimate & {
  /** The leg's line on the map, from its start to its end. */
  line: LatLng[]
}

export type SupplierRoute = {
  legs: RouteLeg[]
  /** True when the figures are an estimate, not a routed road (the map then says so). */
  estimated: boolean
}

/** What the map asks for directions; the promise is pending while the map shows "loading". */
export interface RoutingService {
  route(origin: LatLng, destination: LatLng): Promise<SupplierRoute>
}

export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const
export type Province = (typeof PROVINCES)[number]

/**
 * Road distance over straight-line distance, per province: our assumed ratios, not measurements.
 * Dense city grids (Gauteng) and long straight roads (Northern Cape, Free State) stay near 1.2;
 * mountains and valleys (KwaZulu-Natal, Eastern Cape) and the Cape's passes go to 1.4. They make a
 * better estimate than one ratio for the whole country and are labelled as an estimate wherever they
 * show. docs/map.md says how a routing engine replaces them.
 */
export const PROVINCE_ROAD_FACTORS: Readonly<Record<Province, number>> = {
  'Eastern Cape': 1.4,
  'Free State': 1.2,
  Gauteng: 1.25,
  'KwaZulu-Natal': 1.4,
  Limpopo: 1.3,
  Mpumalanga: 1.35,
  'North West': 1.25,
  'Northern Cape': 1.2,
  'Western Cape': 1.35,
}

/**
 * A point inside each province (near its centre of population, not its geometric centre): a
 * position belongs to the province whose point is nearest. Coarse near borders, which is why the
 * factor of a leg is the mean of both ends' provinces.
 */
const PROVINCE_POINTS: Readonly<Record<Province, LatLng>> = {
  'Eastern Cape': { latitude: -32.3, longitude: 26.4 },
  'Free State': { latitude: -28.7, longitude: 26.7 },
  Gauteng: { latitude: -26.1, longitude: 28.1 },
  'KwaZulu-Natal': { latitude: -29.2, longitude: 30.6 },
  Limpopo: { latitude: -23.6, longitude: 29.4 },
  Mpumalanga: { latitude: -25.7, longitude: 30.4 },
  'North West': { latitude: -26.2, longitude: 25.9 },
  'Northern Cape': { latitude: -29.2, longitude: 21.9 },
  'Western Cape': { latitude: -33.6, longitude: 19.4 },
}

/** The province a position is taken to be in (the nearest province point). */
export function provinceOf(position: LatLng): Province {
  let nearest: Province = PROVINCES[0]
  let best = Number.POSITIVE_INFINITY
  for (const province of PROVINCES) {
    const km = distanceKm(position, PROVINCE_POINTS[province])
    if (km < best) {
      best = km
      nearest = province
    }
  }
  return nearest
}

/** The road factor of a leg: the mean of the factors of the provinces of its two ends. */
export function roadFactorBetween(origin: LatLng, destination: LatLng): number {
  const factor =
    (PROVINCE_ROAD_FACTORS[provinceOf(origin)] + PROVINCE_ROAD_FACTORS[provinceOf(destination)]) / 2
  return Math.round(factor * 1000) / 1000
}

export const PROVINCE_ESTIMATE_EXPLANATION = `Estimate only: the straight-line distance (as the crow flies) times a road factor for the province (1.2 to 1.4), at an average ${ESTIMATE_AVERAGE_SPEED_KMH} km/h. It is not a route; check a navigation app before you travel.`

/** The estimated route: one leg, the straight line, its road distance by the provinces' factors. */
export function estimatedRoute(origin: LatLng, destination: LatLng): SupplierRoute {
  const drive = estimatedDrive(distanceKm(origin, destination), roadFactorBetween(origin, destination))
  return { legs: [{ ...drive, line: [origin, destination] }], estimated: true }
}

/** The site's RoutingService: the estimate, with no outside service. */
export const estimatedRouting: RoutingService = {
  route: async (origin, destination) => estimatedRoute(origin, destination),
}
