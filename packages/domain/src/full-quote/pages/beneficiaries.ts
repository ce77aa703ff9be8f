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
  void,
  CheckedBeneficiary[]
> = {
  settingsSchema: BeneficiariesSettingsSchema,
  inputSchema: BeneficiariesInputSchema,
  savesThrough: 'addBeneficiary',
  validate(settings, input) {
    const max = settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS
    const rows = (input as Partial<BeneficiariesInput> | null)?.beneficiaries
    return validateRepeatingGroup<CheckedBeneficiary>(
      {
        name: 'beneficiaries',
        row: beneficiarySchemaOf(settings.beneficiaryRule ?? 'OTHER'),
        min: settings.beneficiariesOptional ? 0 : 1,
        max,
        sharesAddUpTo100: { share: (row) => row.benefitPercentage, message: BENEFIT_TOTAL_MESSAGE },
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
