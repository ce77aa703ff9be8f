// @vitest-environment jsdom
/**
 * The banking page's payer section (issue 24, forms spec §3 Payer): "Someone else pays the premium"
 * opens the payer's details and consent; the rule's messages appear beside the fields with what
 * was typed; without the script the section is on the page, read only when the box is ticked.
 */
import { TITLE_REQUIRED_MESSAGE } from '@insure/domain/contact'
import { PAYER_CONSENT_MESSAGE } from '@insure/domain/full-quote'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { parseForm } from '../../lib/forms/schema-form.ts'
import type { PageAnswer } from './page-data.ts'
import { usePageForm } from './page-form.tsx'
import { debitOrderFormSchema } from './page-forms.ts'
import {
  PAYER_ACCOUNT_HINT,
  PAYER_CONSENT_LABEL,
  PayerFields,
  SOMEONE_ELSE_PAYS_LABEL,
} from './payer-fields.tsx'

afterEach(cleanup)

const schema = () => debitOrderFormSchema([], [])

/** The section on the banking page's form (usePageForm), as the page draws it. */
function Section({ answer }: { answer: PageAnswer | undefined }) {
  const { form, field } = usePageForm({ schema: schema(), answer, saved: {} })
  return (
    <form id={form.id}>
      <PayerFields field={field} />
    </form>
  )
}

const section = (answer?: PageAnswer) => <Section answer={answer} />

const PAYER_LABELS = ['Title', 'Name', 'Surname', 'ID number', 'Mobile number', 'Email', PAYER_CONSENT_LABEL]

describe('the payer section', () => {
  it('asks nothing until "Someone else pays the premium" is ticked, then the payer and their consent', async () => {
    render(section())
    const someoneElse = screen.getByLabelText(SOMEONE_ELSE_PAYS_LABEL) as HTMLInputElement
    expect(someoneElse.checked).toBe(false)
    expect(screen.queryByLabelText('ID number')).toBeNull()
    await userEvent.click(someoneElse)
    for (const label of PAYER_LABELS) expect(screen.getByLabelText(label)).toBeTruthy()
    expect(screen.getByText(PAYER_ACCOUNT_HINT)).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Mrs' })).toBeTruthy()
  })

  it("shows the rule's messages beside their fields, with what was typed and the box still ticked", () => {
    // The page action's answer to the form posted: the rule's messages, what was typed.
    const form = new FormData()
    for (const [name, value] of Object.entries({
      someoneElsePays: 'on',
      'payer.name': 'Nomsa',
      'payer.citizenId': '123',
    }))
      form.append(name, value)
    const answer: PageAnswer = { answerId: 'a1', result: parseForm(form, schema()).reply() }
    render(section(answer))
    expect((screen.getByLabelText(SOMEONE_ELSE_PAYS_LABEL) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nomsa')
    const id = screen.getByLabelText('ID number') as HTMLInputElement
    expect(id.value).toBe('123')
    expect(id.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(id.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Id Number must be valid. It has 3 digits and an ID number has 13: check that none is missing or extra.',
    )
    expect(screen.getByText(TITLE_REQUIRED_MESSAGE, { selector: '.field__error' })).toBeTruthy()
    const consent = screen.getByLabelText(PAYER_CONSENT_LABEL) as HTMLInputElement
    expect(consent.checked).toBe(false)
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(
      PAYER_CONSENT_MESSAGE,
    )
  })

  it('puts the choice and every field on the page before the script runs (no JavaScript)', () => {
    const html = renderToString(section())
    expect(html).toContain(SOMEONE_ELSE_PAYS_LABEL)
    expect(html).toContain('Who pays the premium, if someone else does')
    for (const name of ['payer.title', 'payer.citizenId', 'payer.consent'])
      expect(html).toContain(`name="${name}"`)
  })
})
