/**
 * The page kinds of the full quote, one definition each (docs/decisions/009). PAGE_DEFINITIONS maps
 * a kind to its definition; completion, validation and "the page after a save" read it, so the
 * site's action and the API's handler apply one rule.
 */
import { z } from '../../zod-config/index.ts'
import type { FullQuotePage, PageKind, QuoteProgress } from '../journey.ts'
import { AddressSettingsSchema, addressPage } from './address.ts'
import { BankingDetailsSettingsSchema, bankingDetailsPage } from './banking-details.ts'
import { BeneficiariesSettingsSchema, beneficiariesPage } from './beneficiaries.ts'
import { congratulationsPage } from './congratulations.ts'
import { PAGE_CALLS, type PageCall, type PageCheck } from './definition.ts'
import { DisclaimerSettingsSchema, disclaimerPage } from './disclaimer.ts'
import { medicalAidPage } from './medical-aid.ts'
import { PersonalInformationSettingsSchema, personalInformationPage } from './personal-information.ts'
import { PremiumSettingsSchema, premiumPage } from './premium.ts'
import { QuestionsSettingsSchema, questionsPage } from './questions.ts'

export * from './address.ts'
export * from './banking-details.ts'
export * from './beneficiaries.ts'
export * from './definition.ts'
export * from './disclaimer.ts'
export * from './medical-aid.ts'
export * from './personal-information.ts'
export * from './premium.ts'
export * from './questions.ts'
export * from './repeating-group.ts'

export const PAGE_DEFINITIONS = {
  QUICK_QUOTE: questionsPage,
  QUESTIONS: questionsPage,
  DISCLAIMER: disclaimerPage,
  PERSONAL_INFORMATION: personalInformationPage,
  ADDRESS: addressPage,
  BENEFICIARIES: beneficiariesPage,
  MEDICAL_AID: medicalAidPage,
  PREMIUM: premiumPage,
  BANKING_DETAILS: bankingDetailsPage,
  CONGRATULATIONS: congratulationsPage,
} as const satisfies Record<PageKind, unknown>
type Definitions = typeof PAGE_DEFINITIONS

/**
 * A page's settings as seeded: each kind's own, in one object (a page reads its kind's), and the
 * call it saves through when it is not its kind's usual one.
 */
export const PageSettingsSchema = z.object({
  ...PersonalInformationSettingsSchema.shape,
  ...AddressSettingsSchema.shape,
  ...BeneficiariesSettingsSchema.shape,
  ...PremiumSettingsSchema.shape,
  ...DisclaimerSettingsSchema.shape,
  ...BankingDetailsSettingsSchema.shape,
  ...QuestionsSettingsSchema.shape,
  savesThrough: z.enum(PAGE_CALLS).optional(),
})
export type PageSettings = z.infer<typeof PageSettingsSchema>

/** What `validate` of a kind needs besides the page's settings and input. */
export type PageContextOf<K extends PageKind> = Parameters<Definitions[K]['validate']>[2]
/** What `validate` of a kind gives when the input passes. */
export type PageValueOf<K extends PageKind> =
  ReturnType<Definitions[K]['validate']> extends PageCheck<infer Value> ? Value : never

/** The page's answer checked by its kind's rule (the web action and the API call this alike). */
export function validatePage<K extends PageKind>(
  page: { kind: K; settings: PageSettings },
  input: unknown,
  context: PageContextOf<K>,
): PageCheck<PageValueOf<K>> {
  const definition = PAGE_DEFINITIONS[page.kind] as unknown as {
    validate(settings: PageSettings, input: unknown, context: unknown): PageCheck<PageValueOf<K>>
  }
  return definition.validate(page.settings, input, context)
}

/** Whether the person has answered everything `page` asks (or the server recorded it as done). */
export function isPageComplete(page: FullQuotePage, progress: QuoteProgress): boolean {
  return PAGE_DEFINITIONS[page.kind].isComplete(page, progress)
}

/** The call a page saves through: its settings' when they name one, else its kind's. */
export function savesThroughOf(page: Pick<FullQuotePage, 'kind' | 'settings'>): PageCall {
  return page.settings.savesThrough ?? PAGE_DEFINITIONS[page.kind].savesThrough
}
