import { describe, expect, it } from 'vitest'
import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import {
  funeralScheduleInput,
  SCHEDULE_ACCOUNT_NUMBER,
  SCHEDULE_ID_NUMBER,
  SCHEDULE_WORDING_SHA256,
} from '@insure/domain/policy-schedule/testing'
import { pdfText } from '../../../test/pdf-text.ts'
import { renderPolicySchedulePdf } from './policy-schedule-pdf.ts'

const pdf = await renderPolicySchedulePdf(PolicyScheduleSchema.parse(funeralScheduleInput()))
const text = await pdfText(pdf)

describe('the policy schedule PDF', () => {
  it('is a whole PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/)
  })

  it.each([
    ['its title', 'Policy schedule Funeral Cover - iWYZE - policy IWFUN-000123'],
    ['the policy number', 'Your policy number is IWFUN-000123.'],
    ['the premium in figures, a month', 'Your premium is R245.50 a month.'],
    ['the commencement date in words', 'Your cover starts on 1 May 2026.'],
    ['the masked ID number', `ID number *********${SCHEDULE_ID_NUMBER.slice(-4)}.`],
    ['the masked account number', 'account ********678'],
    ['the wording version', 'policy wording version funeral-2026.1'],
    ['the wording fingerprint', SCHEDULE_WORDING_SHA256],
    ['the cooling-off period', '31 days'],
    [
      'the underwriter, of its kind',
      'underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    ],
    ["the letterhead's brand", 'iWYZE'],
    [
      "the letterhead's insurer",
      'Underwritten by iWYZE Life Assurance Company (RF) Limited, a licensed life insurer',
    ],
    ["the letterhead's address", 'Mutualpark, Jan Smuts Drive, Pinelands, Cape Town, 7405'],
    ["the letterhead's FSP number", 'Authorised financial services provider, FSP 47561'],
  ])('shows %s', (_what, words) => {
    expect(text).toContain(words)
  })

  it('never holds the whole ID number or account number', () => {
    expect(text).not.toContain(SCHEDULE_ID_NUMBER)
    expect(text).not.toContain(SCHEDULE_ACCOUNT_NUMBER)
    // Nor anywhere in the file's bytes (metadata, streams).
    expect(pdf.toString('latin1')).not.toContain(SCHEDULE_ID_NUMBER)
    expect(pdf.toString('latin1')).not.toContain(SCHEDULE_ACCOUNT_NUMBER)
  })

  it.each([
    ['Vietnamese', 'Nguyễn', 'Thị Ánh'],
    ['Turkish and Afrikaans', 'Şükrü', 'Zoë le Roux'],
    ['Polish', 'Wałęsa', 'Łukasz'],
    ['Greek', 'Ελένη', 'Παπαδοπούλου'],
  ])('prints a %s name as written, and the text after it', async (_script, surname, name) => {
    const input = funeralScheduleInput()
    const named = await pdfText(
      await renderPolicySchedulePdf(
        PolicyScheduleSchema.parse({ ...input, policyholder: { ...input.policyholder, name, surname } }),
      ),
    )
    expect(named).toContain(`The policyholder is Mr ${name} ${surname}, ID number *********`)
  })

  it('shows nothing a template left unfilled', () => {
    expect(text).not.toMatch(/\b(undefined|NaN|null)\b|\[object/i)
  })
})
