// @vitest-environment jsdom
/**
 * The address page's postal address section (issue 24, forms spec §3): "My postal address is
 * different" opens the postal address; what was saved is shown again (Back); the domain's messages
 * appear beside the fields with what was typed; without the script every field is on the page.
 */
import { POSTAL_CODE_INVALID_MESSAGE, PO_BOX_REQUIRED_MESSAGE } from '@insure/domain/address'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { parseForm } from '../../lib/forms/schema-form.ts'
import type { PageAnswer } from './page-data.ts'
import { usePageForm } from './page-form.tsx'
import { addressFormSchema } from './page-forms.ts'
import {
  POSTAL_IS_DIFFERENT_LABEL,
  PostalAddressFields,
  savedPostalAddressOf,
} from './postal-address-fields.tsx'

afterEach(cleanup)

const SAVED = {
  poBox: '4512',
  number: null,
  area: 'Rondebosch',
  city: 'Cape Town',
  county: 'Western Cape',
  code: '7700',
}

/** The section on the address page's form (usePageForm), as the page draws it. */
function Section({
  answer,
  saved,
  alwaysAsked,
}: {
  answer: PageAnswer | undefined
  saved: typeof SAVED | null
  alwaysAsked: boolean
}) {
  const { form, field } = usePageForm({
    schema: addressFormSchema(alwaysAsked),
    answer,
    saved: savedPostalAddressOf(saved ?? undefined),
  })
  return (
    <form id={form.id}>
      <PostalAddressFields alwaysAsked={alwaysAsked} field={field} />
    </form>
  )
}

const section = (answer?: PageAnswer, saved: typeof SAVED | null = null, alwaysAsked = false) => (
  <Section answer={answer} saved={saved} alwaysAsked={alwaysAsked} />
)

/** The page action's answer to a form posted (its rule's messages, what was typed). */
function answerTo(entries: Record<string, string>): PageAnswer {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.append(name, value)
  return { answerId: 'a1', result: parseForm(form, addressFormSchema(false)).reply() }
}

describe('the postal address section', () => {
  it('asks nothing more until "My postal address is different" is ticked, then asks it', async () => {
    render(section())
    const different = screen.getByLabelText(POSTAL_IS_DIFFERENT_LABEL) as HTMLInputElement
    expect(different.checked).toBe(false)
    expect(screen.queryByLabelText('PO Box')).toBeNull()
    await userEvent.click(different)
    for (const label of ['PO Box', 'Number (optional)', 'Area', 'City', 'County', 'Postal code']) {
      expect(screen.getByLabelText(label)).toBeTruthy()
    }
    await userEvent.click(different)
    expect(screen.queryByLabelText('PO Box')).toBeNull()
  })

  it('shows a saved postal address with the box ticked (Back)', () => {
    render(section(undefined, SAVED))
    expect((screen.getByLabelText(POSTAL_IS_DIFFERENT_LABEL) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('PO Box') as HTMLInputElement).value).toBe('4512')
    expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('7700')
  })

  it("shows the rule's messages beside their fields, with what was typed", () => {
    const answer = answerTo({
      postalIsDifferent: 'on',
      'postal.poBox': '',
      'postal.code': '77',
      'postal.area': 'Rondebosch',
    })
    render(section(answer, SAVED))
    const code = screen.getByLabelText('Postal code') as HTMLInputElement
    expect(code.value).toBe('77')
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
      POSTAL_CODE_INVALID_MESSAGE,
    )
    expect(screen.getByText(PO_BOX_REQUIRED_MESSAGE)).toBeTruthy()
    // What was typed wins over what was saved.
    expect((screen.getByLabelText('PO Box') as HTMLInputElement).value).toBe('')
  })

  it('asks it without a choice when the page always asks it', () => {
    render(section(undefined, null, true))
    expect(screen.queryByLabelText(POSTAL_IS_DIFFERENT_LABEL)).toBeNull()
    expect(screen.getByLabelText('PO Box')).toBeTruthy()
  })

  it('puts the choice and every field on the page before the script runs (no JavaScript)', () => {
    const html = renderToString(section())
    expect(html).toContain(POSTAL_IS_DIFFERENT_LABEL)
    expect(html).toContain('Your postal address, if it is different')
    expect(html).toContain('name="postal.poBox"')
    expect(html).toContain('name="postal.code"')
  })
})
