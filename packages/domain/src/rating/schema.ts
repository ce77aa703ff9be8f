/**
 * The shape of the rating tables (DESIGN "Journeys are data": tables are data, versioned). The API
 * stores a table set as jsonb and parses it with RatingTablesSchema on load, so a table that would make
 * the arithmetic meaningless (unsorted bands, a negative rate, a missing code) is refused there rather
 * than quoted on. The TypeScript types of the tables are inferred from these schemas: one source.
 *
 * Money is whole cents; rates are cents per R1 000 of cover per month; factors and loadings are plain
 * multipliers (1 is neutral).
 */
import { z } from '../zod-config/index.ts'
import {
  ALL_RISK_ITEM_CODES,
  BUSINESS_TYPE_CODES,
  CLAIM_COUNT_CODES,
  EDUCATION_CODES,
  FUNERAL_MEMBER_CODES,
  GAP_MEMBER_CODES,
  GENDER_CODES,
  HOME_SECURITY_CODES,
  LEGAL_COVER_CODES,
  MEDICAL_AID_PLAN_CODES,
  OVERNIGHT_PARKING_CODES,
  ROOF_TYPE_CODES,
  TRAILER_TYPE_CODES,
  VAP_OPTION_CODES,
  VEHICLE_USE_CODES,
  WATERCRAFT_TYPE_CODES,
  YES_NO_CODES,
} from '../quick-quote/journey.ts'

/** The nine provinces, as the suburb data names them. */
export const SA_PROVINCES = [
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
export type Province = (typeof SA_PROVINCES)[number]

/** Body types of the vehicle catalogue. */
export const VEHICLE_BODY_TYPES = [
  'HATCH',
  'SEDAN',
  'SUV',
  'BAKKIE',
  'MPV',
  'COUPE',
  'PANEL VAN',
  'CONVERTIBLE',
] as const
export type VehicleBodyType = (typeof VEHICLE_BODY_TYPES)[number]

const cents = z.number().int().nonnegative()
const positiveCents = z.number().int().positive()
/** A multiplier; 0 would wipe the premium out, so factors are strictly positive. */
const factor = z.number().positive().finite()
/** A share added to or taken off a premium (0.1 is 10 %). */
const share = z.number().nonnegative().max(10)
const ratePerThousand = z.number().int().positive()

const isAscending = (bounds: number[]) => bounds.every((b, i) => i === 0 || b > bounds[i - 1]!)

/**
 * A band table: rows with a lower bound `from` (inclusive), strictly ascending; a row runs to the next
 * row's `from`, the last one without end. The band of a value is the last row starting at or below it.
 */
export function bandsSchema<Row extends z.ZodRawShape>(row: Row) {
  return z
    .array(z.object({ from: z.number().nonnegative().finite(), ...row }))
    .min(1)
    .refine((rows) => isAscending((rows as { from: number }[]).map((r) => r.from)), {
      message: 'Band lower bounds must be strictly ascending',
    })
}

const factorBands = bandsSchema({ factor })

/** An excess: its amount and the key the sales platform knows it by (`NONE`, `BASIC_5000`). */
export const ExcessSchema = z.object({
  cents,
  key: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
})
export type Excess = z.infer<typeof ExcessSchema>

const excessBands = bandsSchema({ excess: ExcessSchema })

/**
 * Area risk: a factor per province, and postal-code ranges (inclusive, four-digit codes read as
 * numbers) that override it where a metro's risk differs from its province's. The first range that
 * holds the code wins.
 */
export const AreaTableSchema = z.object({
  provinces: z.record(z.enum(SA_PROVINCES), factor),
  postalCodeOverrides: z.array(
    z
      .object({
        name: z.string().min(1),
        from: z.number().int().min(0).max(9999),
        to: z.number().int().min(0).max(9999),
        factor,
      })
      .refine((range) => range.from <= range.to, { message: 'A postal code range runs from low to high' }),
  ),
})
export type AreaTable = z.infer<typeof AreaTableSchema>

export const LifeTableSchema = z.object({
  /** Monthly rate per R1 000 of cover by age band. */
  ageBands: bandsSchema({ ratePerThousandCents: ratePerThousand }),
  gender: z.record(z.enum(GENDER_CODES), factor),
  smoker: z.record(z.enum(YES_NO_CODES), factor),
  education: z.record(z.enum(EDUCATION_CODES), factor),
  bmiBands: factorBands,
  /** By monthly household income in cents: a factor and the most cover offered, as a multiple of it. */
  incomeBands: bandsSchema({ factor, maxCoverMultiple: z.number().positive() }),
  minMonthlyIncomeCents: positiveCents,
  minCoverCents: positiveCents,
  minimumPremiumCents: positiveCents,
  /**
   * The accidental death benefit (feature flag adb): monthly rate per R1 000 of the same cover, paid
   * on a death by accident only. Absent in tables from before it was sold.
   */
  accidentalDeathRatePerThousandCents: ratePerThousand.optional(),
})
export type LifeTable = z.infer<typeof LifeTableSchema>

export const FuneralTableSchema = z.object({
  /** Monthly rate per R1 000 of cover of the main member, by the main member's age band. */
  ageBands: bandsSchema({ ratePerThousandCents: ratePerThousand }),
  /** What each further member group adds, as a share of the main member's premium. */
  memberLoadings: z.record(z.enum(FUNERAL_MEMBER_CODES).exclude(['MAIN']), share),
  minimumPremiumCents: positiveCents,
})
export type FuneralTable = z.infer<typeof FuneralTableSchema>

export const GapTableSchema = z.object({
  /** Each plan's fixed cover and the main member's base premium. */
  plans: z.record(
    z.enum(MEDICAL_AID_PLAN_CODES),
    z.object({ coverCents: positiveCents, baseCents: positiveCents }),
  ),
  ageBands: factorBands,
  memberLoadings: z.record(z.enum(GAP_MEMBER_CODES).exclude(['MAIN']), share),
})
export type GapTable = z.infer<typeof GapTableSchema>

const motorProductSchema = z.object({
  /** Monthly rate per R1 000 of vehicle value. */
  ratePerThousandCents: ratePerThousand,
  minimumPremiumCents: positiveCents,
  /** Basic excess by vehicle value band (cents). */
  excessBands,
})
/**
 * The car full sale's voluntary excesses (from 2026-11-v3): what the buyer adds to the basic excess
 * and the factor it brings. The first is none (0, factor 1); amounts rise and factors never do, so a
 * higher excess never costs more.
 */
export const VoluntaryExcessesSchema = z
  .array(z.object({ key: ExcessSchema.shape.key, cents, factor: factor.max(1) }))
  .min(1)
  .refine((rows) => rows[0]!.cents === 0 && rows[0]!.factor === 1, {
    message: 'The first voluntary excess is none: 0 cents, factor 1',
  })
  .refine(
    (rows) =>
      rows.every(
        (row, i) => i === 0 || (row.cents > rows[i - 1]!.cents && row.factor <= rows[i - 1]!.factor),
      ),
    { message: 'Voluntary excesses rise in amount and never in factor' },
  )
export type VoluntaryExcess = z.infer<typeof VoluntaryExcessesSchema>[number]

/** A tracking device's factor (from 2026-11-v3): a tracked car never costs more than one without. */
export const TrackingFactorsSchema = z
  .object({ TRACKED: factor, UNTRACKED: factor })
  .refine((row) => row.TRACKED <= row.UNTRACKED, {
    message: 'A tracked car never rates above an untracked one',
  })

export const MotorTableSchema = z.object({
  car: motorProductSchema.extend({
    bodyType: z.record(z.enum(VEHICLE_BODY_TYPES), factor),
    parking: z.record(z.enum(OVERNIGHT_PARKING_CODES), factor),
    /** Absent before 2026-11-v3: every car rated without its tracking answer. */
    tracking: TrackingFactorsSchema.optional(),
    /** Absent before 2026-11-v3: the basic excess only. */
    voluntaryExcesses: VoluntaryExcessesSchema.optional(),
  }),
  motorcycle: motorProductSchema,
  /** By vehicle age in whole years (this year less the model year). */
  vehicleAgeBands: factorBands,
  use: z.record(z.enum(VEHICLE_USE_CODES), factor),
  area: AreaTableSchema,
  driverAgeBands: factorBands,
  licenceYearsBands: factorBands,
  claims: z.record(z.enum(CLAIM_COUNT_CODES), factor),
})
export type MotorTable = z.infer<typeof MotorTableSchema>

export const PropertyTableSchema = z.object({
  contentsRatePerThousandCents: ratePerThousand,
  buildingRatePerThousandCents: ratePerThousand,
  area: AreaTableSchema,
  /** Discount of each security measure; they add up to at most maxSecurityDiscount. */
  securityDiscounts: z.record(z.enum(HOME_SECURITY_CODES), z.number().min(0).max(1)),
  maxSecurityDiscount: z.number().min(0).lt(1),
  roof: z.record(z.enum(ROOF_TYPE_CODES), factor),
  /** Basic excess by total sum insured band (cents). */
  excessBands,
  minimumPremiumCents: positiveCents,
})
export type PropertyTable = z.infer<typeof PropertyTableSchema>

export const VapProductTableSchema = z.object({
  options: z.record(
    z.enum(VAP_OPTION_CODES),
    z.object({ premiumCents: positiveCents, coverCents: positiveCents, excess: ExcessSchema }),
  ),
  vehicleAgeBands: factorBands,
  /** By vehicle value in cents. */
  valueBands: factorBands,
})
export const VapTableSchema = z.object({
  vap: VapProductTableSchema,
  vapsscratchanddent: VapProductTableSchema,
  vapstyreandrim: VapProductTableSchema,
})
export type VapProductTable = z.infer<typeof VapProductTableSchema>
export type VapTable = z.infer<typeof VapTableSchema>

export const LegalProductTableSchema = z.object({
  /** Monthly premium of each cover option (the option's code is its cover in rands). */
  options: z.record(z.enum(LEGAL_COVER_CODES), positiveCents),
  ageBands: factorBands,
})
export const LegalTableSchema = z.object({
  legal: LegalProductTableSchema,
  legalcosts: LegalProductTableSchema,
})
export type LegalProductTable = z.infer<typeof LegalProductTableSchema>
export type LegalTable = z.infer<typeof LegalTableSchema>

export const BusinessTableSchema = z.object({
  /** Monthly rates per R1 000 of annual turnover (interruption) and of contents sum insured. */
  types: z.record(
    z.enum(BUSINESS_TYPE_CODES),
    z.object({
      turnoverRatePerThousandCents: ratePerThousand,
      contentsRatePerThousandCents: ratePerThousand,
    }),
  ),
  employeeBands: factorBands,
  area: AreaTableSchema,
  /** Basic excess by contents sum insured band (cents). */
  excessBands,
  minimumPremiumCents: positiveCents,
})
export type BusinessTable = z.infer<typeof BusinessTableSchema>

export const SpecifiedItemsTableSchema = z.object({
  /** Monthly rate per R1 000 of item value, by item type, for each product. */
  watercraft: z.record(z.enum(WATERCRAFT_TYPE_CODES), ratePerThousand),
  trailer: z.record(z.enum(TRAILER_TYPE_CODES), ratePerThousand),
  allrisk: z.record(z.enum(ALL_RISK_ITEM_CODES), ratePerThousand),
  area: AreaTableSchema,
  /** Basic excess by item value band (cents). */
  excessBands,
  minimumPremiumCents: positiveCents,
})
export type SpecifiedItemsTable = z.infer<typeof SpecifiedItemsTableSchema>

export const RatingTablesSchema = z.object({
  version: z.string().min(1),
  effectiveFrom: z.iso.date(),
  life: LifeTableSchema,
  funeral: FuneralTableSchema,
  gap: GapTableSchema,
  motor: MotorTableSchema,
  property: PropertyTableSchema,
  vap: VapTableSchema,
  legal: LegalTableSchema,
  business: BusinessTableSchema,
  specifiedItems: SpecifiedItemsTableSchema,
})
export type RatingTables = z.infer<typeof RatingTablesSchema>
