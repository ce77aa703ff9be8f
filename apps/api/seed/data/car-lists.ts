/**
 * The car full sale's seeded lists and register (forms spec §7 GET A/wtf/sti/car/…). The licence
 * codes, car statuses and colours are the domain's vocabularies (@insure/domain/car); the tracking
 * devices are the market's, written for this project; the register is ours, made up from the
 * vehicle catalogue so that a number found names a vehicle the catalogue rates.
 */
import {
  CAR_STATUSES,
  LICENCE_CODES,
  NO_TRACKING_DEVICE,
  VEHICLE_COLOURS,
  compactRegistration,
  type CarListItem,
} from '@insure/domain/car'
import { vehicleSeeds } from './vehicles.ts'

/** The lists served from car_list_items, by the name the area serves them under. */
export const CAR_LIST_NAMES = ['trackingDevs', 'colours', 'licenseCodes', 'carStatus'] as const
export type CarListName = (typeof CAR_LIST_NAMES)[number]

/**
 * Tracking and recovery units fitted in South Africa, by provider and product as a policy schedule
 * names them. "No tracking device" is the first item: the answer of most cars.
 */
export const TRACKING_DEVICES: readonly CarListItem[] = [
  { code: NO_TRACKING_DEVICE, label: 'No tracking device' },
  { code: 'TRACKER_RETRIEVE', label: 'Tracker Retrieve (recovery)' },
  { code: 'TRACKER_ALERT', label: 'Tracker Alert (early warning)' },
  { code: 'TRACKER_CONNECT', label: 'Tracker Connect (telematics)' },
  { code: 'NETSTAR_RECOVERY', label: 'Netstar Recovery' },
  { code: 'NETSTAR_SUPREME', label: 'Netstar Supreme (early warning)' },
  { code: 'CARTRACK_RETRIEVAL', label: 'Cartrack Retrieval' },
  { code: 'CARTRACK_FLEET', label: 'Cartrack Fleet (telematics)' },
  { code: 'MATRIX_RECOVERY', label: 'Matrix Vehicle Recovery' },
  { code: 'CTRACK_RECOVERY', label: 'Ctrack Recovery' },
  { code: 'BEAME_RECOVERY', label: 'Beame Recovery' },
  { code: 'MIX_BEACON', label: 'MiX Beacon' },
  { code: 'FIDELITY_SECURETRACK', label: 'Fidelity SecureTrack' },
  { code: 'OTHER_APPROVED', label: 'Another approved recovery unit' },
]

export const CAR_LIST_SEEDS: Readonly<Record<CarListName, readonly CarListItem[]>> = {
  trackingDevs: TRACKING_DEVICES,
  colours: VEHICLE_COLOURS,
  licenseCodes: LICENCE_CODES,
  carStatus: CAR_STATUSES,
}

/** The rows of car_list_items. */
export function carListRows() {
  return CAR_LIST_NAMES.flatMap((list) =>
    CAR_LIST_SEEDS[list].map((item, position) => ({ list, code: item.code, label: item.label, position })),
  )
}

export type RegistrationSeed = { registration: string; vehicleCode: string; year: number; colour: string }

/** One plate of each series: the spelling a person reads, in the province's standard format. */
const PLATES = [
  'BC 12 DE GP',
  'CA 123-456',
  'ND 45678',
  'HJK 234 EC',
  'FTR 567 FS',
  'MNP 890 MP',
  'XYZ 321 NW',
  'BBD 654 NC',
  'DFG 987 L',
  'JX 71 KL GP',
  'CY 24680',
  'NP 13579',
]

/** Seeded register: each plate names a 2020 (or later) catalogue vehicle, spread over the makes. */
export function registrationSeeds(): RegistrationSeed[] {
  const candidates = vehicleSeeds().filter((vehicle) => vehicle.year === 2020)
  const step = Math.floor(candidates.length / PLATES.length)
  return PLATES.map((plate, index) => {
    const vehicle = candidates[index * step]!
    return {
      registration: compactRegistration(plate),
      vehicleCode: vehicle.code,
      year: vehicle.year,
      colour: VEHICLE_COLOURS[index % VEHICLE_COLOURS.length]!.code,
    }
  })
}
