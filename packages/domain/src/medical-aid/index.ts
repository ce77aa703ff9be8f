import { z } from '../zod-config/index.ts'
import { isIsoDate } from '../calendar/index.ts'
import { requiredText } from '../field/index.ts'
import { MEDICAL_AID_PLAN_CODES } from '../quick-quote/journey.ts'
import { normaliseSearchText } from '../search/index.ts'

/** Messages of forms spec §5, to the letter. */
export const MEDICAL_SCHEME_INVALID_MESSAGE = 'No correct medical scheme selected'
export const MEDICAL_AID_OPTION_INVALID_MESSAGE = 'No correct medical aid option/plan provided'
export const MEDICAL_AID_NUMBER_INVALID_MESSAGE = 'No correct medical aid number provided'
export const MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE = 'No correct inception date supplied'

/**
 * Medical aid of the GAP journey (forms spec §3, §5): scheme name, option (plan), membership number
 * and inception date are all required. The inception date is an ISO `YYYY-MM-DD` day that exists.
 */
export const MedicalAidSchema = z.object({
  name: requiredText(MEDICAL_SCHEME_INVALID_MESSAGE, 100),
  option: requiredText(MEDICAL_AID_OPTION_INVALID_MESSAGE, 100),
  number: requiredText(MEDICAL_AID_NUMBER_INVALID_MESSAGE, 50),
  inceptionDate: z
    .string({ error: MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE })
    .trim()
    .refine(isIsoDate, { error: MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE }),
})
export type MedicalAid = z.infer<typeof MedicalAidSchema>

/** The kinds of medical aid option GAP is rated on (the quick quote's Medical_aid_plan codes). */
export const MEDICAL_AID_PLANS = MEDICAL_AID_PLAN_CODES
export type MedicalAidPlan = (typeof MEDICAL_AID_PLANS)[number]

/**
 * One option (plan) of a medical scheme. `plan` is the kind of option GAP rates it as, or null when
 * GAP does not top it up: a network option whose hospital cover is only at the scheme's contracted
 * providers, who charge the scheme's rate, leaves no specialist shortfall for GAP to pay.
 */
export const MedicalSchemeOptionSchema = z.object({
  name: z.string(),
  plan: z.enum(MEDICAL_AID_PLANS).nullable(),
})
export type MedicalSchemeOption = z.infer<typeof MedicalSchemeOptionSchema>

/**
 * A medical scheme as registered with the Council for Medical Schemes (GET A/wtf/getMedicalSchemes):
 * its registered name, whether anyone may join it (open) or only a group's members (restricted),
 * and its options.
 */
export const MedicalSchemeSchema = z.object({
  name: z.string(),
  open: z.boolean(),
  options: z.array(MedicalSchemeOptionSchema),
})
export type MedicalScheme = z.infer<typeof MedicalSchemeSchema>
export const MedicalSchemeListSchema = z.array(MedicalSchemeSchema)

/** True when GAP tops up the option's shortfalls (see MedicalSchemeOptionSchema). */
export function gapTopsUp(
  option: MedicalSchemeOption,
): option is MedicalSchemeOption & { plan: MedicalAidPlan } {
  return option.plan !== null
}

/**
 * The schemes GAP tops up (GET A/wtf/sti/gap/getMedicalSchemes): each with only the options GAP
 * tops up, and a scheme without any left out. Order kept.
 */
export function schemesGapTopsUp(schemes: readonly MedicalScheme[]): MedicalScheme[] {
  return schemes
    .map((scheme) => ({ ...scheme, options: scheme.options.filter(gapTopsUp) }))
    .filter((scheme) => scheme.options.length > 0)
}

/**
 * The scheme of a list named by `name` and its option named `option` (case, accents and spaces
 * aside), or null for either when it is not on the list.
 */
export function findSchemeOption(
  schemes: readonly MedicalScheme[],
  name: string,
  option: string,
): { scheme: MedicalScheme | null; option: MedicalSchemeOption | null } {
  const scheme = schemes.find((candidate) => sameName(candidate.name, name)) ?? null
  return { scheme, option: scheme?.options.find((candidate) => sameName(candidate.name, option)) ?? null }
}

function sameName(a: string, b: string): boolean {
  return normaliseSearchText(a) === normaliseSearchText(b) && normaliseSearchText(a) !== ''
}

/** The medical aid page's fields as sent (a form's strings, possibly missing). */
export type MedicalAidFields = {
  name?: string | null
  option?: string | null
  number?: string | null
  inceptionDate?: string | null
}

/** A medical aid the page may save: the scheme's and option's names as listed, and the plan GAP rates. */
export type CheckedMedicalAid = MedicalAid & { plan: MedicalAidPlan }

export type MedicalAidCheck =
  | { ok: true; medicalAid: CheckedMedicalAid }
  | { ok: false; problems: { field: keyof MedicalAid; message: string }[] }

/**
 * The medical aid page's rule (forms spec §3, §5), for the page and the API alike: the four fields
 * by MedicalAidSchema, with its four messages; the scheme must be one GAP tops up and the option
 * one of that scheme's that GAP tops up (`schemes` is the GAP list, schemesGapTopsUp), and the
 * inception date not after `today` (GAP tops up a membership that has begun). Every problem is
 * answered at once, each beside its field (one per field, in the form's order), so a person fixes
 * the page in one go. The names saved are the list's spelling.
 */
export function checkMedicalAid(
  sent: MedicalAidFields,
  schemes: readonly MedicalScheme[],
  today: string,
): MedicalAidCheck {
  const problems = new Map<keyof MedicalAid, string>()
  const parsed = MedicalAidSchema.safeParse(sent)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof MedicalAid
      if (!problems.has(field)) problems.set(field, issue.message)
    }
  }
  const typed = (field: keyof MedicalAid) => (typeof sent[field] === 'string' ? sent[field].trim() : '')
  // The list's checks run on the fields the schema let through: a scheme only when its name was
  // given, an option only against a scheme found, a date only when it is one.
  const found = findSchemeOption(schemes, typed('name'), typed('option'))
  if (!problems.has('name') && !found.scheme) problems.set('name', MEDICAL_SCHEME_INVALID_MESSAGE)
  if (!problems.has('option') && found.scheme && (!found.option || !gapTopsUp(found.option))) {
    problems.set('option', MEDICAL_AID_OPTION_INVALID_MESSAGE)
  }
  if (!problems.has('inceptionDate') && typed('inceptionDate') > today) {
    problems.set('inceptionDate', MEDICAL_AID_INCEPTION_DATE_INVALID_MESSAGE)
  }
  if (problems.size > 0 || !parsed.success || !found.scheme || !found.option?.plan) {
    const order = Object.keys(MedicalAidSchema.shape) as (keyof MedicalAid)[]
    return {
      ok: false,
      problems: order.flatMap((field) => {
        const message = problems.get(field)
        return message ? [{ field, message }] : []
      }),
    }
  }
  return {
    ok: true,
    medicalAid: {
      ...parsed.data,
      name: found.scheme.name,
      option: found.option.name,
      plan: found.option.plan,
    },
  }
}
