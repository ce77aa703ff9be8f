import { describe, expect, it } from 'vitest'
import { MAP_NEAREST_SUPPLIERS_COUNT } from '../limits/index.ts'
import {
  MAP_STYLE_ERROR_MESSAGE,
  SUPPLIER_TSV_COLUMNS,
  SUPPLIER_TYPES_ERROR_MESSAGE,
  distanceKm,
  estimatedDrive,
  formatDistance,
  formatDuration,
  isSupplierFile,
  mapStyleOf,
  nearestSuppliers,
  originMarker,
  parseSupplierTsv,
  staticMapDataOf,
  type SupplierMarker,
} from './index.ts'

const HEADER = SUPPLIER_TSV_COLUMNS.join('\t')
const row = (...fields: string[]) => fields.join('\t')
const CLINIC = row(
  'Lesedi Clinic Sandton',
  '56 Protea Road',
  'Sandton',
  'Gauteng',
  '-26.1136',
  '28.0517',
  '011 000 1091',
  'lesedi@suppliers.example',
  'Mon-Fri 07:30-16:00',
)

const PLACES = {
  johannesburg: { latitude: -26.202, longitude: 28.044 },
  pretoria: { latitude: -25.707, longitude: 28.229 },
  capeTown: { latitude: -33.926, longitude: 18.423 },
  durban: { latitude: -29.858, longitude: 31.029 },
  sandton: { latitude: -26.1128, longitude: 28.0558 },
}

describe('parseSupplierTsv', () => {
  it('reads a row into a marker of the given type, the address as one line', () => {
    expect(parseSupplierTsv(`${HEADER}\n${CLINIC}\n`, 'HIV Test Location')).toEqual([
      {
        type: 'HIV Test Location',
        latitude: -26.1136,
        longitude: 28.0517,
        icon: 'hiv-testing',
        name: 'Lesedi Clinic Sandton',
        streetAddress: '56 Protea Road, Sandton, Gauteng',
        contactNumber: '011 000 1091',
        emailAddress: 'lesedi@suppliers.example',
        tradingHours: 'Mon-Fri 07:30-16:00',
        distanceFromOrigin: null,
      },
    ])
  })

  it.each([
    ['CRLF line ends and a byte order mark', `\uFEFF${HEADER}\r\n${CLINIC}\r\n`, 1],
    ['blank lines', `${HEADER}\n\n${CLINIC}\n   \n${CLINIC}`, 2],
    ['only the header', `${HEADER}\n`, 0],
    ['spaces around fields', `${HEADER}\n${CLINIC.split('\t').join(' \t ')}`, 1],
  ])('accepts %s', (_case, text, count) => {
    expect(parseSupplierTsv(text, 'Vehicle Inspection Center', 'glasfit')).toHaveLength(count)
  })

  it('takes the icon key it is given', () => {
    expect(parseSupplierTsv(`${HEADER}\n${CLINIC}`, 'Vehicle Inspection Center', 'autoboyz')[0]?.icon).toBe(
      'autoboyz',
    )
  })

  it.each([
    ['an empty text', '', /unexpected header/],
    ['a header in another order', `name\ttown\n${CLINIC}`, /unexpected header/],
    [
      'a missing field',
      `${HEADER}\n${CLINIC.split('\t').slice(1).join('\t')}`,
      /line 2: expected 9 fields, found 8/,
    ],
    [
      'an empty name',
      `${HEADER}\n${CLINIC.replace('Lesedi Clinic Sandton', '')}`,
      /line 2: the name is empty/,
    ],
    [
      'a latitude that is not a number',
      `${HEADER}\n${CLINIC.replace('-26.1136', 'south')}`,
      /line 2: the coordinates/,
    ],
    ['an empty longitude', `${HEADER}\n${CLINIC.replace('28.0517', '')}`, /line 2: the coordinates/],
    ['latitude and longitude swapped', `${HEADER}\n${row(...swap(CLINIC))}`, /line 2: the coordinates/],
    [
      'a place outside South Africa (London)',
      `${HEADER}\n${CLINIC.replace('-26.1136', '51.5')}`,
      /coordinates/,
    ],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseSupplierTsv(text, 'HIV Test Location')).toThrow(message)
  })
})

function swap(line: string): string[] {
  const fields = line.split('\t')
  ;[fields[4], fields[5]] = [fields[5]!, fields[4]!]
  return fields
}

describe('distanceKm (haversine)', () => {
  it.each([
    ['Johannesburg to Pretoria', PLACES.johannesburg, PLACES.pretoria, 58.1, 0.1],
    ['Johannesburg to Cape Town', PLACES.johannesburg, PLACES.capeTown, 1261.7, 0.1],
    ['Johannesburg to Durban', PLACES.johannesburg, PLACES.durban, 501, 1],
    ['a place to itself', PLACES.sandton, PLACES.sandton, 0, 0.000001],
    [
      'one degree of latitude',
      { latitude: -30, longitude: 25 },
      { latitude: -31, longitude: 25 },
      111.2,
      0.1,
    ],
  ])('%s', (_case, a, b, km, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(tolerance)
  })

  it('is symmetric', () => {
    expect(distanceKm(PLACES.durban, PLACES.capeTown)).toBeCloseTo(
      distanceKm(PLACES.capeTown, PLACES.durban),
      9,
    )
  })
})

function marker(name: string, place: { latitude: number; longitude: number }): SupplierMarker {
  return {
    ...originMarker(place, name),
    type: 'HIV Test Location',
    icon: 'hiv-testing',
    distanceFromOrigin: null,
  }
}

describe('nearestSuppliers', () => {
  const markers = [
    marker('Cape Town', PLACES.capeTown),
    marker('Pretoria', PLACES.pretoria),
    marker('Durban', PLACES.durban),
    marker('Johannesburg', PLACES.johannesburg),
    marker('Sandton', PLACES.sandton),
    marker('Pretoria again', PLACES.pretoria),
  ]

  it.each([
    ['the default count (5)', undefined, ['Sandton', 'Johannesburg', 'Pretoria', 'Pretoria again', 'Durban']],
    ['two', 2, ['Sandton', 'Johannesburg']],
    [
      'more than there are',
      10,
      ['Sandton', 'Johannesburg', 'Pretoria', 'Pretoria again', 'Durban', 'Cape Town'],
    ],
    ['none', 0, []],
  ])('lists %s nearest first, ties in file order', (_case, count, names) => {
    const nearest = nearestSuppliers(markers, PLACES.sandton, count)
    expect(nearest.map((found) => found.name)).toEqual(names)
  })

  it('sets distanceFromOrigin and leaves the given markers as they were', () => {
    const nearest = nearestSuppliers(markers, PLACES.sandton)
    expect(nearest).toHaveLength(MAP_NEAREST_SUPPLIERS_COUNT)
    expect(nearest[0]?.distanceFromOrigin).toBe(0)
    expect(nearest[1]?.distanceFromOrigin).toBeCloseTo(distanceKm(PLACES.sandton, PLACES.johannesburg), 9)
    const distances = nearest.map((found) => found.distanceFromOrigin!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(markers.every((given) => given.distanceFromOrigin === null)).toBe(true)
  })
})

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.004, '0 m'],
    [0.456, '460 m'],
    [0.996, '1.0 km'],
    [1, '1.0 km'],
    [3.44, '3.4 km'],
    [3.45, '3.5 km'],
    [99.94, '99.9 km'],
    [99.96, '100 km'],
    [100, '100 km'],
    [1262.4, '1262 km'],
  ])('%s km is "%s"', (km, text) => {
    expect(formatDistance(km)).toBe(text)
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (km) => {
    expect(() => formatDistance(km)).toThrow(RangeError)
  })
})

describe('estimatedDrive (straight line × 1.3 at 60 km/h)', () => {
  it.each([
    [0, '0 m', '1 min'],
    [1, '1.3 km', '1 min'],
    [10, '13.0 km', '13 min'],
    [54, '70.2 km', '1 h 10 min'],
    [100, '130 km', '2 h 10 min'],
    [1262, '1641 km', '27 h 21 min'],
  ])('%s km as the crow flies is about %s, %s', (km, distanceText, durationText) => {
    expect(estimatedDrive(km)).toMatchObject({ distanceText, durationText })
  })

  it('keeps the numbers behind the texts', () => {
    expect(estimatedDrive(50)).toEqual({
      distanceText: '65.0 km',
      durationText: '1 h 5 min',
      roadKm: 65,
      minutes: 65,
    })
  })

  it('refuses a negative distance', () => {
    expect(() => estimatedDrive(-3)).toThrow(RangeError)
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [59, '59 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [125, '2 h 5 min'],
  ])('%s minutes is "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text)
  })
})

const STYLE = {
  background: '#dcecf5',
  provinceFill: '#f4f1e8',
  provinceFillOpacity: 1,
  provinceStroke: '#6b6b6b',
  provinceStrokeWeight: 1,
  originColour: '#1a1a1a',
  selectedColour: '#d4351c',
  routeColour: '#1a1a1a',
}
const TYPES = [
  {
    type: 'HIV Test Location',
    files: [{ file: 'hiv-testing', icon: 'hiv', label: 'HIV testing site', colour: '#b0175a' }],
  },
  {
    type: 'Vehicle Inspection Center',
    files: [
      { file: 'glasfit', icon: 'glasfit', label: 'Glass fitter', colour: '#005a9c' },
      { file: 'autoboyz', icon: 'autoboyz', label: 'Auto repairer', colour: '#7a4f00' },
    ],
  },
]

describe('mapStyleOf (shell spec §8)', () => {
  it('gives the style, and only its known keys', () => {
    expect(mapStyleOf({ mapStyle: { ...STYLE, extra: 'ignored' } })).toEqual(STYLE)
  })

  it.each([
    ['no data', undefined],
    ['null', null],
    ['an array', []],
    ['no mapStyle', { supplierTypes: TYPES }],
    ['mapStyle null', { mapStyle: null }],
    ['mapStyle a string', { mapStyle: 'dark' }],
    ['a colour missing', { mapStyle: { ...STYLE, provinceFill: undefined } }],
    ['an empty colour', { mapStyle: { ...STYLE, provinceStroke: ' ' } }],
    ['a weight as text', { mapStyle: { ...STYLE, provinceStrokeWeight: '1' } }],
    ['a negative opacity', { mapStyle: { ...STYLE, provinceFillOpacity: -1 } }],
  ])('throws the map style error for %s', (_case, data) => {
    expect(() => mapStyleOf(data)).toThrow(new Error(MAP_STYLE_ERROR_MESSAGE))
  })
})

describe('staticMapDataOf', () => {
  it('gives the style and the files of each type', () => {
    const data = staticMapDataOf({ mapStyle: STYLE, supplierTypes: TYPES })
    expect(data.mapStyle).toEqual(STYLE)
    expect(data.supplierTypes.map((entry) => [entry.type, entry.files.map((file) => file.file)])).toEqual([
      ['HIV Test Location', ['hiv-testing']],
      ['Vehicle Inspection Center', ['glasfit', 'autoboyz']],
    ])
  })

  it('throws the map style error first when the style is missing', () => {
    expect(() => staticMapDataOf({ supplierTypes: TYPES })).toThrow(MAP_STYLE_ERROR_MESSAGE)
  })

  it.each([
    ['no types', undefined],
    ['an unknown type', [...TYPES, { type: 'Origin', files: TYPES[0]!.files }]],
    ['an unknown file', [TYPES[0], { ...TYPES[1], files: [{ ...TYPES[1]!.files[0], file: 'tyres' }] }]],
    ['a type without files', [TYPES[0], { ...TYPES[1], files: [] }]],
    ['a selectable type left out', [TYPES[0]]],
  ])('refuses %s', (_case, supplierTypes) => {
    expect(() => staticMapDataOf({ mapStyle: STYLE, supplierTypes })).toThrow(SUPPLIER_TYPES_ERROR_MESSAGE)
  })
})

describe('isSupplierFile', () => {
  it.each([
    ['hiv-testing', true],
    ['glasfit', true],
    ['autoboyz', true],
    ['Glasfit', false],
    ['../etc/passwd', false],
    ['', false],
  ])('%s: %s', (name, known) => {
    expect(isSupplierFile(name)).toBe(known)
  })
})
