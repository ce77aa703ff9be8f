import { z } from '../../zod-config/index.ts'
import { isMasked } from '../../masking/index.ts'
import type { AnswersByRef } from '../../quick-quote/journey.ts'
import { INPUT_ANSWER_CODE } from '../../rating/answers.ts'
import { REF } from '../../rating/refs.ts'
import {
  MedicalAidSchema,
  checkMedicalAid,
  findSchemeOption,
  type CheckedMedicalAid,
  type MedicalAid,
  type MedicalScheme,
} from '../../medical-aid/index.ts'
import { recordedAsDone, type PageDefinition } from './definition.ts'

export interface MedicalAidContext {
  /** The schemes GAP tops up, each with the options it tops up (GET A/wtf/sti/gap/getMedicalSchemes). */
  schemes: readonly MedicalScheme[]
  /** Today in South Africa (`YYYY-MM-DD`): GAP tops up a membership that has begun. */
  today: string
  /**
   * The membership number the server holds (it shows it masked). A masked one sent back unchanged
   * keeps it; `undefined` is a caller that does not hold it (the page server): the masked number is
   * passed on as it is, and the API puts the stored one in its place.
   */
  storedNumber?: string | null
}

/**
 * GAP's medical aid page (forms spec §3, §5): scheme, option, number and inception date. Its rule is
 * checkMedicalAid: the four fields with MedicalAidSchema's four messages, then a scheme and an option
 * GAP tops up and an inception date that has come. It saves through POST A/quote/validate.
 */
export const medicalAidPage: PageDefinition<
  Record<string, never>,
  MedicalAid,
  MedicalAidContext,
  CheckedMedicalAid
> = {
  settingsSchema: z.object({}).transform(() => ({})),
  inputSchema: MedicalAidSchema,
  savesThrough: 'validate',
  validate(_settings, input, context) {
    const sent = (input ?? {}) as Record<string, unknown>
    const text = (field: string) => (typeof sent[field] === 'string' ? (sent[field] as string) : null)
    const number = text('number')
    const keptNumber =
      number && isMasked(number) && context.storedNumber !== undefined ? (context.storedNumber ?? '') : number
    const checked = checkMedicalAid(
      {
        name: text('name'),
        option: text('option'),
        number: keptNumber,
        inceptionDate: text('inceptionDate'),
      },
      context.schemes,
      context.today,
    )
    return checked.ok
      ? { ok: true, value: checked.medicalAid }
      : { ok: false, errors: checked.problems.map(({ field, message }) => ({ path: field, message })) }
  },
  isComplete: recordedAsDone,
}

/** The medical aid page's four fields as text, as the page shows them. */
export type MedicalAidShown = Record<keyof MedicalAid, string>

/**
 * What the medical aid page shows first: what it saved (the server gives the number masked; sent
 * back unchanged, it keeps the one received), else the quick quote's scheme and plan: the scheme as
 * the GAP list spells it, and its first option GAP rates on the plan the quick quote chose.
 */
export function medicalAidShownOf(
  saved: MedicalAid | null,
  answers: AnswersByRef,
  schemes: readonly MedicalScheme[],
): MedicalAidShown {
  if (saved) {
    const { name, option, number, inceptionDate } = saved
    return { name, option, number, inceptionDate }
  }
  const typed = answers[REF.medicalAidScheme]?.values[INPUT_ANSWER_CODE] ?? ''
  const plan = answers[REF.medicalAidPlan]?.codes[0]
  const { scheme } = findSchemeOption(schemes, typed, '')
  const option = scheme?.options.find((candidate) => candidate.plan === plan)
  return { name: scheme?.name ?? typed, option: option?.name ?? '', number: '', inceptionDate: '' }
}
