import { toLocalIsoDate } from '@insure/domain/calendar'
import { parseSaIdNumber } from '@insure/domain/sa-id'

/** What GET A/contact/campaignStatus answers (forms spec §7): the site moves on IN_CAMPAIGN and ALREADY_OPTED_IN. */
export const CAMPAIGN_STATUS_ANSWERS = ['IN_CAMPAIGN', 'ALREADY_OPTED_IN', 'NOT_IN_CAMPAIGN'] as const
export type CampaignStatusAnswer = (typeof CAMPAIGN_STATUS_ANSWERS)[number]

export type CampaignRule = {
  minAge: number
  maxAge: number
  /** ISO dates; closesOn null while the campaign has no end. */
  opensOn: string
  closesOn: string | null
  coverCents: number
}

export type CampaignFacts = {
  rule: CampaignRule
  /** The ID number's digest is on the company's list. */
  onList: boolean
  /** An opt-in of this ID number exists for the campaign and company. */
  optedIn: boolean
}

/** Whole years from an ISO date of birth to an ISO day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4))
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years
}

/**
 * The free life cover rule: ALREADY_OPTED_IN once opted in; IN_CAMPAIGN when the ID number is on the
 * company's list, its holder's age (from the ID number's date of birth) is within the rule's ages and
 * the campaign is open today; NOT_IN_CAMPAIGN otherwise.
 */
export function campaignStatus(
  facts: CampaignFacts,
  idNumber: string,
  now: Date = new Date(),
): CampaignStatusAnswer {
  if (facts.optedIn) return 'ALREADY_OPTED_IN'
  if (!facts.onList) return 'NOT_IN_CAMPAIGN'
  const holder = parseSaIdNumber(idNumber, now)
  if (!holder) return 'NOT_IN_CAMPAIGN'
  const today = toLocalIsoDate(now)
  const { rule } = facts
  const open = rule.opensOn <= today && (rule.closesOn === null || today <= rule.closesOn)
  const age = ageOn(holder.dateOfBirth, today)
  return open && age >= rule.minAge && age <= rule.maxAge ? 'IN_CAMPAIGN' : 'NOT_IN_CAMPAIGN'
}
