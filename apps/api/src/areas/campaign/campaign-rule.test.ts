import { describe, expect, it } from 'vitest'
import { ageOn, campaignStatus, type CampaignFacts } from './campaign-rule.ts'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../../seed/campaign.ts'

const rule = { minAge: 18, maxAge: 64, opensOn: '2026-01-01', closesOn: null, coverCents: 2_000_000 }
const listed: CampaignFacts = { rule, onList: true, optedIn: false }
const NOW = new Date(2026, 10, 21)

describe('age from a date of birth', () => {
  it.each([
    ['1985-06-15', '2026-06-14', 40],
    ['1985-06-15', '2026-06-15', 41],
    ['1985-06-15', '2026-11-21', 41],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %i on %s', (born, day, age) => {
    expect(ageOn(born, day)).toBe(age)
  })
})

describe('free life cover rule', () => {
  const eligible = CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible[0]!

  it.each<[string, CampaignFacts, string, Date, string]>([
    ['on the list, aged 41, campaign open', listed, eligible, NOW, 'IN_CAMPAIGN'],
    ['opted in already', { ...listed, optedIn: true }, eligible, NOW, 'ALREADY_OPTED_IN'],
    ['not on the list', { ...listed, onList: false }, eligible, NOW, 'NOT_IN_CAMPAIGN'],
    ['on the list but 74', listed, CAMPAIGN_SEED_ID_NUMBERS.IWYZE.tooOld, NOW, 'NOT_IN_CAMPAIGN'],
    ['on the list but 14', listed, CAMPAIGN_SEED_ID_NUMBERS.IWYZE.tooYoung, NOW, 'NOT_IN_CAMPAIGN'],
    ['before the campaign opens', listed, eligible, new Date(2025, 11, 31), 'NOT_IN_CAMPAIGN'],
    ['on the day it opens', listed, eligible, new Date(2026, 0, 1), 'IN_CAMPAIGN'],
    [
      'after it closed',
      { ...listed, rule: { ...rule, closesOn: '2026-06-30' } },
      eligible,
      new Date(2026, 6, 1),
      'NOT_IN_CAMPAIGN',
    ],
    [
      'on the day it closes',
      { ...listed, rule: { ...rule, closesOn: '2026-06-30' } },
      eligible,
      new Date(2026, 5, 30),
      'IN_CAMPAIGN',
    ],
    ['an invalid ID number', listed, '8506155009089', NOW, 'NOT_IN_CAMPAIGN'],
  ])('%s: %s', (_, facts, idNumber, now, status) => {
    expect(campaignStatus(facts, idNumber, now)).toBe(status)
  })

  it.each([
    [17, 'NOT_IN_CAMPAIGN'],
    [18, 'IN_CAMPAIGN'],
    [64, 'IN_CAMPAIGN'],
    [65, 'NOT_IN_CAMPAIGN'],
  ])('bounds: aged %i is %s', (age, status) => {
    const openSince2000 = { ...listed, rule: { ...rule, opensOn: '2000-01-01' } }
    // Born 15 June 1985: `age` on 15 June of 1985 + age.
    expect(campaignStatus(openSince2000, eligible, new Date(1985 + age, 5, 15))).toBe(status)
  })
})
