import { z } from '../../zod-config/index.ts'
import {
  BeneficiarySchema,
  LifeBeneficiarySchema,
  type Beneficiary,
  type LifeBeneficiary,
} from '../../beneficiary/index.ts'
import { recordedAsDone, type PageDefinition } from './definition.ts'
import { validateRepeatingGroup } from './repeating-group.ts'

/** Forms spec §3: life v2 beneficiaries (relation), or the other Beneficiary entity (designation). */
export const BENEFICIARY_RULES = ['LIFE_V2', 'OTHER'] as const
export type BeneficiaryRule = (typeof BENEFICIARY_RULES)[number]

/** The message when beneficiaries' shares do not add up (ours: the spec gives none). */
export const BENEFIT_TOTAL_MESSAGE = 'The beneficiaries’ percentages must add up to 100%'
/** Ours: the policyholder is paid nothing when they die, so they cannot be their own beneficiary. */
export const OWN_BENEFICIARY_MESSAGE =
  'This is you: the benefit is paid when you die, so you cannot be your own beneficiary. Name someone else, or remove this beneficiary.'

/** A percentage as a person writes it: 90, 33.33 (two decimals at most, as the shares are stored). */
const formatShare = (share: number) => share.toFixed(2).replace(/\.?0+$/, '')

/** The total message with the total sent, and the fix (issue 25: a message names what to do). */
export function benefitTotalMessage(total: number): string {
  const fix = total < 100 ? `add ${formatShare(100 - total)}%` : `take off ${formatShare(total - 100)}%`
  return `${BENEFIT_TOTAL_MESSAGE}. Together they make ${formatShare(total)}% now: ${fix}.`
}

/** The policyholder as the beneficiaries page compares a beneficiary with (their contact). */
export interface Policyholder {
  name: string | null
  surname: string | null
  /** ISO `YYYY-MM-DD`, from the ID number. */
  dateOfBirth: string | null
}

export interface BeneficiariesContext {
  /** The quote's policyholder when the caller holds it (the API); the page server does not. */
  policyholder?: Policyholder | null
}

const sameWords = (left: string | null | undefined, right: string | null | undefined) =>
  Boolean(left && right) &&
  left!.trim().replace(/\s+/g, ' ').toLowerCase() === right!.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Whether a beneficiary is the policyholder: the same first name, surname and date of birth (the
 * ID number's). The spec's beneficiaries carry no ID number, so these three are what identifies them.
 */
export function isPolicyholder(
  beneficiary: { name: string; surname: string; dateOfBirth: string },
  policyholder: Policyholder | null | undefined,
): boolean {
  if (!policyholder?.dateOfBirth) return false
  return (
    beneficiary.dateOfBirth === policyholder.dateOfBirth &&
    sameWords(beneficiary.name, policyholder.name) &&
    sameWords(beneficiary.surname, policyholder.surname)
  )
}
export const TOO_MANY_BENEFICIARIES_MESSAGE = 'Name at most {max} beneficiaries'
export const NO_BENEFICIARY_MESSAGE = 'Name at least one beneficiary'

/** Rows a page may send at most, whatever its settings. */
export const MAX_BENEFICIARY_ROWS = 10

export const BeneficiariesSettingsSchema = z.object({
  /** Which entity (forms spec §3); OTHER when the page names none. */
  beneficiaryRule: z.enum(BENEFICIARY_RULES).optional(),
  /** How many at most (10 when the page names none). */
  maxBeneficiaries: z.number().int().positive().optional(),
  /** Whether the person may name none. */
  beneficiariesOptional: z.boolean().optional(),
})
export type BeneficiariesSettings = z.infer<typeof BeneficiariesSettingsSchema>

/** A beneficiary as the rule of its page checks it (forms spec §3, §5). */
export function beneficiarySchemaOf(rule: BeneficiaryRule) {
  return rule === 'LIFE_V2' ? LifeBeneficiarySchema : BeneficiarySchema
}

/** The fields of a beneficiary row by the page's rule (forms spec §3). */
export function beneficiaryFieldsOf(rule: BeneficiaryRule): readonly string[] {
  const shared = ['name', 'surname', 'gender', 'dateOfBirth', 'benefitPercentage']
  return [...shared, rule === 'LIFE_V2' ? 'relation' : 'beneficiaryDesignation']
}

export const BeneficiariesInputSchema = z.object({
  beneficiaries: z.array(z.record(z.string(), z.unknown())).max(MAX_BENEFICIARY_ROWS),
})
export type BeneficiariesInput = z.infer<typeof BeneficiariesInputSchema>

export type CheckedBeneficiary = Beneficiary | LifeBeneficiary

export const beneficiariesPage: PageDefinition<
  BeneficiariesSettings,
  BeneficiariesInput,
  BeneficiariesContext | undefined,
  CheckedBeneficiary[]
> = {
  settingsSchema: BeneficiariesSettingsSchema,
  inputSchema: BeneficiariesInputSchema,
  savesThrough: 'addBeneficiary',
  validate(settings, input, context) {
    const max = settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS
    const rows = (input as Partial<BeneficiariesInput> | null)?.beneficiaries
    return validateRepeatingGroup<CheckedBeneficiary>(
      {
        name: 'beneficiaries',
        row: beneficiarySchemaOf(settings.beneficiaryRule ?? 'OTHER'),
        min: settings.beneficiariesOptional ? 0 : 1,
        max,
        sharesAddUpTo100: { share: (row) => row.benefitPercentage, message: benefitTotalMessage },
        rowCheck: (row) => {
          // The designation "Self" names the policyholder as plainly as their own name does.
          if ('beneficiaryDesignation' in row && row.beneficiaryDesignation === 'Self')
            return { field: 'beneficiaryDesignation', message: OWN_BENEFICIARY_MESSAGE }
          return isPolicyholder(row, context?.policyholder)
            ? { field: 'name', message: OWN_BENEFICIARY_MESSAGE }
            : null
        },
        messages: {
          tooFew: NO_BENEFICIARY_MESSAGE,
          tooMany: TOO_MANY_BENEFICIARIES_MESSAGE.replace('{max}', String(max)),
        },
      },
      rows,
    )
  },
  isComplete: recordedAsDone,
}
