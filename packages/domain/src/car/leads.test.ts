import { describe, expect, it } from 'vitest'
import {
  expectedCallAt,
  expectedCallMessage,
  leadSourceOf,
  type LeadSource,
  type VisitOrigin,
  ManualDropoffSchema,
  SourceUpdateSchema,
  UCID_REQUIRED_MESSAGE,
} from './leads.ts'

const at = (sast: string) => new Date(`${sast}+02:00`)

describe('expectedCallAt: when a dropped-off car sale is called, in the call centre hours', () => {
  it.each([
    // now (SAST), slot asked, expected call (SAST), why
    ['2026-11-25T10:00:00', null, '2026-11-25T10:30:00', 'a Wednesday morning: half an hour later'],
    ['2026-11-25T19:45:00', null, '2026-11-26T08:00:00', 'after 19:30: the next morning'],
    ['2026-11-27T21:00:00', null, '2026-11-28T09:00:00', 'a Friday night: Saturday at nine'],
    ['2026-11-28T12:45:00', null, '2026-11-30T08:00:00', 'Saturday after 12:30: Monday (no Sundays)'],
    [
      '2026-12-15T19:45:00',
      null,
      '2026-12-17T08:00:00',
      'the Day of Reconciliation (16 December) is skipped',
    ],
    ['2026-11-25T10:00:00', { date: '2026-11-26', time: '14:15' }, '2026-11-26T14:15:00', 'the slot asked'],
    [
      '2026-11-25T10:00:00',
      { date: '2026-11-29', time: '10:00' },
      '2026-11-30T08:00:00',
      'a Sunday slot: Monday',
    ],
    ['2026-11-25T10:00:00', { date: '2026-11-26', time: '06:00' }, '2026-11-26T08:00:00', 'before opening'],
    ['2026-11-25T10:00:00', { date: '2026-11-20', time: '10:00' }, '2026-11-25T10:30:00', 'a slot gone by'],
  ])('now %s, slot %j: %s (%s)', (now, slot, expected, _why) => {
    expect(expectedCallAt(at(now), slot)).toEqual(at(expected))
  })

  it('says the day and time in South African time', () => {
    expect(expectedCallMessage(at('2026-11-30T08:00:00'))).toBe(
      'We will call you on 30 November 2026 at 08:00.',
    )
  })
})

describe('the bodies of sourceUpdate and carManualDropoff', () => {
  it.each([
    [{ source: 'UCID' }, 'ucid', UCID_REQUIRED_MESSAGE],
    [
      { source: 'UCID', ucid: '<b>' },
      'ucid',
      'A ucid is letters, digits, hyphens and underscores, at most 64.',
    ],
    [
      { source: 'EMAIL' },
      'source',
      'Choose where the lead came from: ucid, direct traffic, agent or online.',
    ],
  ])('sourceUpdate %j is refused on %s', (body, path, message) => {
    const parsed = SourceUpdateSchema.safeParse({ carFullSaleSessionId: 'q1', ...body })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ])
  })

  it('takes each source', () => {
    for (const source of ['DIRECT_TRAFFIC', 'AGENT', 'ONLINE'] as const)
      expect(SourceUpdateSchema.parse({ carFullSaleSessionId: 'q1', source }).source).toBe(source)
  })

  it.each([
    [{ name: '' }, 'name', 'Name and Surname must be valid'],
    [{ surname: '<script>' }, 'surname', 'Name and Surname must be valid'],
    [{ mobile: '0000000000' }, 'mobile', 'Phone number must be valid'],
    [{ email: 'not-mail' }, 'email', 'Email must be valid'],
    [
      { requestedSlot: { date: '2026-02-30', time: '10:00' } },
      'requestedSlot.date',
      'Choose a day and a time for the call, as YYYY-MM-DD and HH:MM.',
    ],
    [
      { requestedSlot: { date: '2026-12-01', time: '24:00' } },
      'requestedSlot.time',
      'Choose a day and a time for the call, as YYYY-MM-DD and HH:MM.',
    ],
  ])('a drop-off with %j is refused on %s', (change, path, message) => {
    const parsed = ManualDropoffSchema.safeParse({
      carFullSaleSessionId: 'q1',
      name: 'Sipho',
      surname: 'Dlamini',
      mobile: '082 123 4567',
      ...change,
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ])
  })
})

describe('leadSourceOf: where a car lead came from when its full sale starts', () => {
  const visit: VisitOrigin = { ucid: null, agent: false, mustUseDirectTrafficUcid: false }
  it.each<[VisitOrigin, { source: LeadSource; ucid: string | null }, string]>([
    [{ ...visit, ucid: 'CAMP42' }, { source: 'UCID', ucid: 'CAMP42' }, "a campaign's visit"],
    [{ ...visit, ucid: 'CAMP42', agent: true }, { source: 'UCID', ucid: 'CAMP42' }, 'the campaign first'],
    [{ ...visit, agent: true }, { source: 'AGENT', ucid: null }, "an agent's quote"],
    [
      { ...visit, mustUseDirectTrafficUcid: true },
      { source: 'DIRECT_TRAFFIC', ucid: null },
      'direct traffic',
    ],
    [visit, { source: 'ONLINE', ucid: null }, "the site's own pages"],
    [{ ...visit, ucid: '<script>' }, { source: 'ONLINE', ucid: null }, 'a ucid that is not a token'],
  ])('%o → %o (%s)', (origin, expected) => {
    expect(leadSourceOf(origin)).toEqual(expected)
    expect(SourceUpdateSchema.safeParse({ carFullSaleSessionId: 'q1', ...expected }).success).toBe(true)
  })
})
