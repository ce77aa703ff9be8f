import { describe, expect, it } from 'vitest'
import {
  documentInEffect,
  inShort,
  keyInformationText,
  PolicyDocumentSchema,
  policyDocumentSha256,
  policyDocumentText,
  sha256Hex,
  type PolicyDocument,
} from './index.ts'

const PINNED = '909ebbddfb9c4676e5cb6137d29012c78784ce2b04641a64659bff7a011523cd'

const wording: PolicyDocument = {
  productCode: 'funeral',
  kind: 'POLICY_WORDING',
  version: 'funeral-2026.1',
  effectiveDate: '2026-01-01',
  title: 'Funeral Cover: policy wording',
  sections: [
    {
      heading: '1. What we pay for',
      paragraphs: ['The cover amount.'],
      summary: { topic: 'covered', text: 'Money for a funeral.' },
    },
    {
      heading: '2. What we do not pay for',
      paragraphs: ['Natural causes in the first six months.'],
      summary: { topic: 'not-covered', text: 'No natural death in the first six months.' },
    },
    {
      heading: '3. Premium',
      paragraphs: ['Monthly.'],
      summary: { topic: 'paying', text: 'You pay monthly.' },
    },
    {
      heading: '4. Claims',
      paragraphs: ['Call us.'],
      summary: { topic: 'claiming', text: 'Tell us within six months.' },
    },
    {
      heading: '5. Cancel',
      paragraphs: ['Any time.'],
      summary: { topic: 'cancelling', text: 'Cancel within 31 days.' },
    },
  ],
}

// Reference digests from node:crypto (the domain has no node types): the empty text, FIPS 180-4's
// "abc", UTF-8 letters of every width, and the padding's edges (55, 56 bytes) and several blocks.
describe('SHA-256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'Funeral Cover: “plain” words, é Ş ễ 😀',
      'f9d7670ca611e2a6370e18fb831c18491c14e1b47215f0f5d4b6fd08cc5681c2',
    ],
    ['a'.repeat(55), '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
    ['a'.repeat(56), 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
    ['x'.repeat(1000), '44f8354494a5ba03ba1792a8d3e9c534c47a9181980fde7a3f44b06ef2ae7c7f'],
  ])('of %j is the standard digest', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest)
  })
})

describe("a wording's fingerprint", () => {
  it('is the SHA-256 of its text, the same every time', () => {
    expect(policyDocumentSha256(wording)).toBe(sha256Hex(policyDocumentText(wording)))
    // Pinned: a change to how the text is put together changes every fingerprint sold on.
    expect(policyDocumentSha256(wording)).toBe(PINNED)
    expect(policyDocumentSha256(JSON.parse(JSON.stringify(wording)) as PolicyDocument)).toBe(
      policyDocumentSha256(wording),
    )
  })

  it('changes when a word changes, or the version', () => {
    const changed = JSON.parse(JSON.stringify(wording)) as PolicyDocument
    changed.sections[1]!.paragraphs[0] = 'Natural causes in the first three months.'
    expect(policyDocumentSha256(changed)).not.toBe(policyDocumentSha256(wording))
    expect(policyDocumentSha256({ ...wording, version: 'funeral-2026.2' })).not.toBe(
      policyDocumentSha256(wording),
    )
  })

  it("prints each section's summary in the wording itself", () => {
    expect(policyDocumentText(wording)).toContain(inShort('No natural death in the first six months.'))
    expect(policyDocumentText(wording)).toContain('Version funeral-2026.1, in effect from 1 January 2026')
  })
})

describe('a wording', () => {
  it('must summarise every topic of the key information once', () => {
    const missing = { ...wording, sections: wording.sections.slice(0, 4) }
    expect(PolicyDocumentSchema.safeParse(missing).success).toBe(false)
    expect(PolicyDocumentSchema.safeParse(wording).success).toBe(true)
  })

  it('in effect on a day is the latest that started on or before it', () => {
    const versions = [
      { effectiveDate: '2026-01-01', version: 'a' },
      { effectiveDate: '2026-07-01', version: 'b' },
    ]
    expect(documentInEffect(versions, '2025-12-31')).toBeNull()
    expect(documentInEffect(versions, '2026-06-30')?.version).toBe('a')
    expect(documentInEffect(versions, '2026-07-01')?.version).toBe('b')
  })
})

describe('the key-information summary', () => {
  const sections = keyInformationText({
    company: { name: 'iWYZE', phoneNumber: '0861 49 93 00' },
    insurer: { kind: 'life', name: 'Life Ltd', address: '1 Life Road', fspNumber: '111' },
    product: { code: 'funeral', displayName: 'Funeral Cover' },
    policyholder: 'Sipho Dlamini',
    coveredPeople: [{ name: 'You', relation: 'Main member', coverCents: 3_000_000 }],
    cover: [{ description: 'Funeral benefit', sumInsuredCents: 3_000_000 }],
    monthlyPremiumCents: 12_345,
    excessCents: null,
    debitOrder: null,
    wording,
  })
  const text = sections.map((section) => [section.heading, ...section.paragraphs].join('\n')).join('\n\n')

  it('tells who and what, how much, what not, the cost and when, how to claim and cancel', () => {
    expect(sections.map((section) => section.heading)).toEqual([
      'Who and what is covered',
      'For how much',
      'What is not covered',
      'What it costs and when',
      'How to claim',
      'How to cancel',
      'Where this comes from',
    ])
  })

  it("takes its general sentences from the wording's own summaries, word for word", () => {
    for (const section of wording.sections) expect(text).toContain(section.summary!.text)
  })

  it("has the quote's numbers and the wording's version and fingerprint", () => {
    expect(text).toContain('The policyholder is Sipho Dlamini.')
    expect(text).toContain('You (Main member): cover of R30 000.00.')
    expect(text).toContain('R123.45 a month, by debit order.')
    expect(text).toContain(
      `version funeral-2026.1, in effect from 1 January 2026, SHA-256 ${policyDocumentSha256(wording)}`,
    )
    expect(text).toContain('underwritten by Life Ltd, a licensed life insurer')
  })
})
