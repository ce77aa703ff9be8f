/**
 * The rating tables in force: OUR OWN INDICATIVE FIGURES, set to land quick quotes in plausible South
 * African monthly ranges (car about R400 to R3 000, life about R100 to R2 000). They are not any
 * insurer's filed rates; the underwriter's tables replace them by version through the API's stored
 * tables, which RatingTablesSchema validates on load.
 *
 * Money in whole cents; rates in cents per R1 000 of cover per month; factors are multipliers.
 */
import type { AreaTable, RatingTables } from './schema.ts'

const excess = (rands: number) => ({ cents: rands * 100, key: `BASIC_${rands}` })

/** Motor: theft and hijacking drive Gauteng and the big metros up; rural provinces rate lower. */
const MOTOR_AREA: AreaTable = {
  provinces: {
    'Eastern Cape': 1.0,
    'Free State': 0.9,
    Gauteng: 1.25,
    'KwaZulu-Natal': 1.15,
    Limpopo: 0.9,
    Mpumalanga: 0.95,
    'North West': 0.9,
    'Northern Cape': 0.85,
    'Western Cape': 1.1,
  },
  postalCodeOverrides: [
    { name: 'Tshwane metro', from: 1, to: 199, factor: 1.3 },
    { name: 'Johannesburg metro', from: 2000, to: 2199, factor: 1.45 },
    { name: 'Soweto', from: 1800, to: 1899, factor: 1.5 },
    { name: 'eThekwini (Durban) metro', from: 4000, to: 4099, factor: 1.35 },
    { name: 'Cape Town metro', from: 7700, to: 8099, factor: 1.2 },
  ],
}

/** Property: burglary and weather (hail on the Highveld, storms on the coast). */
const PROPERTY_AREA: AreaTable = {
  provinces: {
    'Eastern Cape': 1.05,
    'Free State': 0.95,
    Gauteng: 1.2,
    'KwaZulu-Natal': 1.15,
    Limpopo: 0.9,
    Mpumalanga: 0.95,
    'North West': 0.95,
    'Northern Cape': 0.85,
    'Western Cape': 1.0,
  },
  postalCodeOverrides: [
    { name: 'Johannesburg metro', from: 2000, to: 2199, factor: 1.3 },
    { name: 'eThekwini (Durban) metro', from: 4000, to: 4099, factor: 1.25 },
    { name: 'Cape Town metro', from: 7700, to: 8099, factor: 1.1 },
  ],
}

/** Business premises and portable items: the property pattern, a little steeper in the metros. */
const COMMERCIAL_AREA: AreaTable = {
  provinces: { ...PROPERTY_AREA.provinces, Gauteng: 1.25 },
  postalCodeOverrides: [
    { name: 'Johannesburg CBD', from: 2000, to: 2099, factor: 1.45 },
    { name: 'Johannesburg metro', from: 2100, to: 2199, factor: 1.3 },
    { name: 'eThekwini (Durban) metro', from: 4000, to: 4099, factor: 1.3 },
    { name: 'Cape Town metro', from: 7700, to: 8099, factor: 1.15 },
  ],
}

const VAP_AGE_BANDS = [
  { from: 0, factor: 1 },
  { from: 4, factor: 1.1 },
  { from: 8, factor: 1.25 },
  { from: 12, factor: 1.45 },
]
const VAP_VALUE_BANDS = [
  { from: 0, factor: 0.9 },
  { from: 20_000_000, factor: 1 },
  { from: 50_000_000, factor: 1.2 },
  { from: 100_000_000, factor: 1.45 },
]

/**
 * The first tables (November 2026). Kept as they landed: quotes rated on them record this version.
 * Later versions change a copy, never this.
 */
export const RATING_TABLES_2026_11_V1: RatingTables = {
  version: '2026-11-v1',
  effectiveFrom: '2026-11-01',
  life: {
    ageBands: [
      { from: 18, ratePerThousandCents: 18 },
      { from: 25, ratePerThousandCents: 22 },
      { from: 30, ratePerThousandCents: 30 },
      { from: 35, ratePerThousandCents: 42 },
      { from: 40, ratePerThousandCents: 62 },
      { from: 45, ratePerThousandCents: 95 },
      { from: 50, ratePerThousandCents: 150 },
      { from: 55, ratePerThousandCents: 235 },
      { from: 60, ratePerThousandCents: 360 },
    ],
    gender: { M: 1, F: 0.85 },
    smoker: { Y: 1.75, N: 1 },
    education: { NO_MATRIC: 1.2, MATRIC: 1.1, DIPLOMA: 1, DEGREE: 0.92, POSTGRADUATE: 0.88 },
    bmiBands: [
      { from: 0, factor: 1.15 },
      { from: 18.5, factor: 1 },
      { from: 25, factor: 1.1 },
      { from: 30, factor: 1.3 },
      { from: 35, factor: 1.6 },
    ],
    incomeBands: [
      { from: 500_000, factor: 1.1, maxCoverMultiple: 120 },
      { from: 1_500_000, factor: 1, maxCoverMultiple: 180 },
      { from: 4_000_000, factor: 0.95, maxCoverMultiple: 240 },
      { from: 8_000_000, factor: 0.9, maxCoverMultiple: 300 },
    ],
    minMonthlyIncomeCents: 500_000,
    minCoverCents: 10_000_000,
    minimumPremiumCents: 10_000,
  },
  funeral: {
    ageBands: [
      { from: 18, ratePerThousandCents: 550 },
      { from: 36, ratePerThousandCents: 700 },
      { from: 46, ratePerThousandCents: 950 },
      { from: 56, ratePerThousandCents: 1_400 },
      { from: 66, ratePerThousandCents: 2_200 },
      { from: 76, ratePerThousandCents: 3_400 },
    ],
    memberLoadings: { SPOUSE: 0.8, CHILDREN: 0.35, PARENTS: 1.6, EXTENDED: 1.2 },
    minimumPremiumCents: 3_000,
  },
  gap: {
    plans: {
      HOSPITAL: { coverCents: 15_000_000, baseCents: 16_500 },
      SAVINGS: { coverCents: 20_000_000, baseCents: 19_500 },
      COMPREHENSIVE: { coverCents: 25_000_000, baseCents: 23_000 },
    },
    ageBands: [
      { from: 18, factor: 1 },
      { from: 30, factor: 1.15 },
      { from: 45, factor: 1.4 },
      { from: 60, factor: 1.9 },
      { from: 70, factor: 2.5 },
    ],
    memberLoadings: { SPOUSE: 0.9, CHILDREN: 0.3 },
  },
  motor: {
    car: {
      ratePerThousandCents: 380,
      minimumPremiumCents: 40_000,
      excessBands: [
        { from: 0, excess: excess(3_500) },
        { from: 15_000_000, excess: excess(5_000) },
        { from: 30_000_000, excess: excess(7_500) },
        { from: 60_000_000, excess: excess(10_000) },
        { from: 100_000_000, excess: excess(15_000) },
      ],
      bodyType: {
        HATCH: 0.95,
        SEDAN: 1,
        SUV: 1.1,
        BAKKIE: 1.15,
        MPV: 1,
        COUPE: 1.2,
        'PANEL VAN': 1.05,
        CONVERTIBLE: 1.25,
      },
      parking: { GARAGE: 0.9, CARPORT: 0.95, DRIVEWAY: 1, STREET: 1.2 },
    },
    motorcycle: {
      ratePerThousandCents: 520,
      minimumPremiumCents: 25_000,
      excessBands: [
        { from: 0, excess: excess(2_500) },
        { from: 8_000_000, excess: excess(4_000) },
        { from: 20_000_000, excess: excess(6_000) },
      ],
    },
    vehicleAgeBands: [
      { from: 0, factor: 1 },
      { from: 4, factor: 0.95 },
      { from: 8, factor: 0.9 },
      { from: 13, factor: 1 },
      { from: 20, factor: 1.1 },
    ],
    use: { PRIVATE: 1, BUSINESS: 1.15 },
    area: MOTOR_AREA,
    driverAgeBands: [
      { from: 18, factor: 1.6 },
      { from: 21, factor: 1.4 },
      { from: 25, factor: 1.15 },
      { from: 30, factor: 1 },
      { from: 50, factor: 0.95 },
      { from: 65, factor: 1.1 },
      { from: 75, factor: 1.3 },
    ],
    licenceYearsBands: [
      { from: 0, factor: 1.3 },
      { from: 2, factor: 1.15 },
      { from: 5, factor: 1 },
      { from: 10, factor: 0.95 },
    ],
    claims: { '0': 1, '1': 1.2, '2': 1.45, '3': 1.8 },
  },
  property: {
    contentsRatePerThousandCents: 110,
    buildingRatePerThousandCents: 25,
    area: PROPERTY_AREA,
    securityDiscounts: {
      ALARM: 0.05,
      ARMED_RESPONSE: 0.1,
      BURGLAR_BARS: 0.05,
      SECURITY_GATES: 0.03,
      SECURITY_COMPLEX: 0.08,
      NONE: 0,
    },
    maxSecurityDiscount: 0.25,
    roof: { STANDARD: 1, THATCH: 1.6 },
    excessBands: [
      { from: 0, excess: excess(1_000) },
      { from: 25_000_000, excess: excess(2_500) },
      { from: 100_000_000, excess: excess(5_000) },
      { from: 300_000_000, excess: excess(10_000) },
    ],
    minimumPremiumCents: 8_000,
  },
  vap: {
    vap: {
      options: {
        BASIC: { premiumCents: 9_900, coverCents: 2_500_000, excess: { cents: 0, key: 'NONE' } },
        STANDARD: { premiumCents: 14_900, coverCents: 5_000_000, excess: { cents: 0, key: 'NONE' } },
        PREMIUM: { premiumCents: 22_900, coverCents: 10_000_000, excess: { cents: 0, key: 'NONE' } },
      },
      vehicleAgeBands: VAP_AGE_BANDS,
      valueBands: VAP_VALUE_BANDS,
    },
    vapsscratchanddent: {
      options: {
        BASIC: { premiumCents: 12_900, coverCents: 500_000, excess: excess(500) },
        STANDARD: { premiumCents: 17_900, coverCents: 1_000_000, excess: excess(250) },
        PREMIUM: { premiumCents: 24_900, coverCents: 2_000_000, excess: { cents: 0, key: 'NONE' } },
      },
      vehicleAgeBands: VAP_AGE_BANDS,
      valueBands: VAP_VALUE_BANDS,
    },
    vapstyreandrim: {
      options: {
        BASIC: { premiumCents: 8_900, coverCents: 1_000_000, excess: excess(250) },
        STANDARD: { premiumCents: 12_900, coverCents: 2_000_000, excess: excess(250) },
        PREMIUM: { premiumCents: 18_900, coverCents: 4_000_000, excess: { cents: 0, key: 'NONE' } },
      },
      vehicleAgeBands: [
        { from: 0, factor: 1 },
        { from: 5, factor: 1.15 },
        { from: 10, factor: 1.3 },
      ],
      valueBands: VAP_VALUE_BANDS,
    },
  },
  legal: {
    legal: {
      options: { '50000': 8_500, '100000': 12_500, '250000': 19_500 },
      ageBands: [
        { from: 18, factor: 1 },
        { from: 30, factor: 1.05 },
        { from: 50, factor: 1.1 },
        { from: 65, factor: 1.2 },
      ],
    },
    legalcosts: {
      options: { '50000': 6_500, '100000': 9_900, '250000': 15_900 },
      ageBands: [
        { from: 18, factor: 1 },
        { from: 40, factor: 1.08 },
        { from: 65, factor: 1.15 },
      ],
    },
  },
  business: {
    types: {
      OFFICE: { turnoverRatePerThousandCents: 3, contentsRatePerThousandCents: 80 },
      RETAIL: { turnoverRatePerThousandCents: 5, contentsRatePerThousandCents: 120 },
      RESTAURANT: { turnoverRatePerThousandCents: 8, contentsRatePerThousandCents: 180 },
      WORKSHOP: { turnoverRatePerThousandCents: 7, contentsRatePerThousandCents: 160 },
      SALON: { turnoverRatePerThousandCents: 4, contentsRatePerThousandCents: 110 },
      GUESTHOUSE: { turnoverRatePerThousandCents: 6, contentsRatePerThousandCents: 140 },
    },
    employeeBands: [
      { from: 0, factor: 1 },
      { from: 6, factor: 1.1 },
      { from: 21, factor: 1.25 },
      { from: 51, factor: 1.45 },
      { from: 201, factor: 1.7 },
    ],
    area: COMMERCIAL_AREA,
    excessBands: [
      { from: 0, excess: excess(2_500) },
      { from: 50_000_000, excess: excess(5_000) },
      { from: 200_000_000, excess: excess(10_000) },
    ],
    minimumPremiumCents: 25_000,
  },
  specifiedItems: {
    watercraft: { CANOE: 150, JET_SKI: 350, SPEEDBOAT: 300, YACHT: 200 },
    trailer: { LUGGAGE: 120, BOAT: 150, CARAVAN: 180, HORSEBOX: 160 },
    allrisk: { CELLPHONE: 500, LAPTOP: 350, CAMERA: 300, JEWELLERY: 200, BICYCLE: 300 },
    area: COMMERCIAL_AREA,
    excessBands: [
      { from: 0, excess: excess(500) },
      { from: 2_000_000, excess: excess(1_000) },
      { from: 10_000_000, excess: excess(2_500) },
      { from: 50_000_000, excess: excess(5_000) },
    ],
    minimumPremiumCents: 5_000,
  },
}

/** The area tables of a set of rating tables, named by the families that rate with them. */
export function areaTablesOf(tables: RatingTables): ReadonlyArray<readonly [name: string, area: AreaTable]> {
  return [
    ['motor', tables.motor.area],
    ['property', tables.property.area],
    ['business', tables.business.area],
    ['specified items', tables.specifiedItems.area],
  ]
}

/** v2: v1 and the accidental death benefit's rate (issue 18, feature flag adb); no other price changes. */
export const RATING_TABLES_2026_11_V2: RatingTables = {
  ...RATING_TABLES_2026_11_V1,
  version: '2026-11-v2',
  effectiveFrom: '2026-11-20',
  life: { ...RATING_TABLES_2026_11_V1.life, accidentalDeathRatePerThousandCents: 9 },
}

/**
 * v3 (the car full sale, issue 23): a tracking device's discount and the voluntary excesses the
 * premiums call prices. A quote rated without a tracking answer or a voluntary excess (every quick
 * quote) rates as on v2; v1 and v2 stay as they were for the quotes that recorded them.
 */
export const RATING_TABLES_2026_11_V3: RatingTables = {
  ...RATING_TABLES_2026_11_V2,
  version: '2026-11-v3',
  effectiveFrom: '2026-11-26',
  motor: {
    ...RATING_TABLES_2026_11_V2.motor,
    car: {
      ...RATING_TABLES_2026_11_V2.motor.car,
      tracking: { TRACKED: 0.9, UNTRACKED: 1 },
      voluntaryExcesses: [
        { key: 'NONE', cents: 0, factor: 1 },
        { key: 'VOLUNTARY_2500', cents: 250_000, factor: 0.95 },
        { key: 'VOLUNTARY_5000', cents: 500_000, factor: 0.9 },
        { key: 'VOLUNTARY_10000', cents: 1_000_000, factor: 0.82 },
      ],
    },
  },
}

/** Every version, oldest first: the seed stores each, so a quote's recorded version stays readable. */
export const RATING_TABLE_VERSIONS: readonly RatingTables[] = [
  RATING_TABLES_2026_11_V1,
  RATING_TABLES_2026_11_V2,
  RATING_TABLES_2026_11_V3,
]

export const CURRENT_RATING_TABLES: RatingTables = RATING_TABLES_2026_11_V3
