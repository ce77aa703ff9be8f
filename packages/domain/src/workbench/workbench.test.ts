import { describe, expect, it } from 'vitest'
import {
  ConnexDataSchema,
  WorkbenchTokenIssueRequestSchema,
  WorkbenchTokenVerifyRequestSchema,
  connexDataOfLaunch,
  continueStep,
  diallerDataFor,
  metadataRecord,
  workbenchContact,
  workbenchCover,
  workbenchStatus,
} from './index.ts'
import { groupQuestionsByFlow } from '../quick-quote/answers.ts'

describe('workbench token status (shell spec §4)', () => {
  it.each([
    [0, false, 'new'],
    [0, true, 'new'],
    [1, true, 'new'],
    [1, false, 'continue'],
    [3, false, 'continue'],
  ] as const)('%i quotes, forced new %s: %s', (quotes, forced, status) => {
    expect(workbenchStatus(quotes, forced)).toBe(status)
  })
})

describe('workbench contact', () => {
  const stored = {
    name: 'Thandi',
    surname: 'Nkosi',
    mobile: '0821234567',
    email: 'thandi@example.co.za',
    idNumber: '8506150800087',
    gender: 'f',
  }

  it.each([
    ['f', 'Female'],
    ['m', 'Male'],
    ['F', 'NA'],
    ['x', 'NA'],
    [undefined, 'NA'],
  ] as const)('gender %s is %s', (gender, expected) => {
    expect(workbenchContact({ ...stored, gender }, {}).gender).toBe(expected)
  })

  it.each([
    ['the token only', {}, { name: 'Thandi', surname: 'Nkosi', mobile: '0821234567' }],
    [
      'the dialler wins for what it sends',
      { firstname: 'Lindiwe', mobile: '0831112222', idnumber: '9001015009087' },
      { name: 'Lindiwe', surname: 'Nkosi', mobile: '0831112222', idNumber: '9001015009087' },
    ],
    [
      'blank dialler values do not erase',
      { firstname: '  ', email: '' },
      { name: 'Thandi', email: stored.email },
    ],
  ])('%s', (_, connex, expected) => {
    expect(workbenchContact(stored, connex)).toMatchObject(expected)
  })

  it('no stored contact: only what the dialler sent, the rest null', () => {
    expect(workbenchContact(null, { surname: 'Dlamini' })).toEqual({
      name: null,
      surname: 'Dlamini',
      mobile: null,
      email: null,
      idNumber: null,
      gender: 'NA',
    })
  })
})

describe('cover with two decimals', () => {
  it.each([
    [100_000_000, '1 000 000.00'],
    [1_234_550, '12 345.50'],
    [0, '0.00'],
    [null, null],
  ])('%s cents: %s', (cents, shown) => {
    expect(workbenchCover(cents)).toBe(shown)
  })
})

describe('quick-quote questions grouped by flow', () => {
  const q = (id: string, flow: string | null, order?: number) => ({ id, flow, order })
  it.each([
    [
      'no flows: one group each',
      [q('a', null), q('b', null)],
      [
        [null, ['a']],
        [null, ['b']],
      ],
    ],
    [
      'neighbours of one flow together',
      [
        q('a', 'about-you', 1),
        q('b', 'about-you', 2),
        q('c', null, 3),
        q('d', 'cover', 4),
        q('e', 'cover', 5),
      ],
      [
        ['about-you', ['a', 'b']],
        [null, ['c']],
        ['cover', ['d', 'e']],
      ],
    ],
    [
      'in display order first (no order is 99)',
      [q('late', 'x'), q('b', 'x', 2), q('a', null, 1)],
      [
        [null, ['a']],
        ['x', ['b', 'late']],
      ],
    ],
    ['none', [], []],
  ] as const)('%s', (_, questions, expected) => {
    const groups = groupQuestionsByFlow(questions)
    expect(groups.map((group) => [group.flow, group.questions.map((question) => question.id)])).toEqual(
      expected,
    )
  })
})

describe('continue: disclaimer or next page (shell spec §4)', () => {
  const pages = [
    { hashedPageId: 'p2', index: 2, description: 'Personal information' },
    { hashedPageId: 'p0', index: 0, description: 'Quick quote' },
    { hashedPageId: 'p1', index: 1, description: 'Disclaimer' },
  ]
  it.each([
    ['no page history', null, { step: 'disclaimer' }],
    ['the last page is the first', 'p0', { step: 'disclaimer' }],
    ['further along: the next page', 'p1', { step: 'next-page', page: pages[0] }],
    ['the last page of the journey stays', 'p2', { step: 'next-page', page: pages[0] }],
    ['a page the journey does not have', 'zz', { step: 'page-not-found', hashedPageId: 'zz' }],
  ] as const)('%s', (_, last, expected) => {
    expect(continueStep(pages, last)).toEqual(expected)
  })
})

describe('metadata', () => {
  it('flattens id/value pairs, later ones winning', () => {
    expect(
      metadataRecord([
        { id: 'USERNAME', value: 'agent.one' },
        { id: 'AGENT_ID', value: 'AG42' },
        { id: 'USERNAME', value: 'agent.two' },
      ]),
    ).toEqual({ USERNAME: 'agent.two', AGENT_ID: 'AG42' })
  })
})

describe('connex parameters', () => {
  it.each([
    [
      'renames the link’s cid and product_code',
      { cid: 'C1', product_code: 'car' },
      { contact: 'C1', product: 'car' },
    ],
    ['drops blanks and unknown names', { agent: ' ', cnx: '1', lead_id: 'L9' }, { lead_id: 'L9' }],
    ['cuts to the longest value', { idnumber: '85061508000871234' }, { idnumber: '8506150800087' }],
    ['nothing', undefined, {}],
  ] as const)('%s', (_, launch, expected) => {
    expect(connexDataOfLaunch(launch)).toEqual(expected)
  })

  it.each([
    [{}, true],
    [{ lead_id: 'L9', agent: 'AG42', mobile: '0821234567' }, true],
    [{ mobile: '0'.repeat(21) }, false],
    [{ email: `${'a'.repeat(250)}@x.co.za` }, false],
    [{ unknown: 'x' }, false],
    [{ agent: 42 }, false],
  ])('%j valid: %s', (connex, valid) => {
    expect(ConnexDataSchema.safeParse(connex).success).toBe(valid)
  })

  it.each([
    ['the launching agent’s link is used', { agent: 'AG42', mobile: '0821234567' }, true],
    ['another agent’s link is ignored', { agent: 'AG43', mobile: '0821234567' }, false],
    ['a link naming no agent is ignored', { lead_id: 'L9', mobile: '0821234567' }, false],
  ] as const)('%s (issue 22)', (_, connex, used) => {
    expect(diallerDataFor(connex, 'AG42')).toEqual(used ? connex : {})
  })
})

describe('verify and issue requests', () => {
  it.each([
    [{ token: 'a.b', hashedSessionId: 'S', connexData: {} }, true],
    [{ token: 'a.b' }, true],
    [{ token: '', connexData: {} }, false],
    [{ token: 'x'.repeat(257) }, false],
    [{ hashedSessionId: 'S' }, false],
  ])('verify %j valid: %s', (body, valid) => {
    expect(WorkbenchTokenVerifyRequestSchema.safeParse(body).success).toBe(valid)
  })

  it.each([
    [{ agentId: 'AG42', productCode: 'car' }, true],
    [{ agentId: 'AG42', productCode: 'boat' }, false],
    [{ agentId: '', productCode: 'car' }, false],
    [{ agentId: 'AG42', productCode: 'car', contact: { idNumber: '123' } }, false],
    [{ agentId: 'AG42', productCode: 'life', contact: { name: 'Thandi', gender: 'f' } }, true],
  ])('issue %j valid: %s', (body, valid) => {
    expect(WorkbenchTokenIssueRequestSchema.safeParse(body).success).toBe(valid)
  })
})
