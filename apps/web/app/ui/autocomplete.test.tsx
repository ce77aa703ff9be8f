import { SEARCH_RESULT_LIST_MAX_HEIGHT_PX, SEARCH_RESULT_ROW_HEIGHT_PX } from '@insure/domain/limits'
import { NO_RESULTS_MESSAGE } from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '../lib/site.testing.tsx'
import { Autocomplete } from './autocomplete.tsx'
import { QuestionAutocomplete } from './remote-autocomplete.tsx'

/**
 * The markup the widgets render before any key is pressed: the ARIA wiring the browser tests and a
 * screen reader rely on. Behaviour (keys, debounce, blur) needs a browser: see the e2e tests.
 */

const inSite = (children: ReactNode) => renderInSite(children)

function parts(html: string) {
  const attribute = (tag: RegExp, name: string) =>
    html.match(tag)?.[0].match(new RegExp(` ${name}="([^"]*)"`))?.[1]
  const combobox = /<input[^>]*role="combobox"[^>]*>/
  const listbox = /<ul[^>]*role="listbox"[^>]*>/
  return { attribute, combobox, listbox }
}

type Fruit = { id: string; name: string }
const apple: Fruit = { id: 'a', name: 'Apple' }

function renderFruit(props: Partial<Parameters<typeof Autocomplete<Fruit>>[0]> = {}) {
  return renderToStaticMarkup(
    <Autocomplete<Fruit>
      label="Fruit"
      value={null}
      onChange={() => {}}
      loadOptions={async () => ({ options: [], message: null })}
      minChars={2}
      delayMs={10}
      displayOf={(fruit) => fruit.name}
      keyOf={(fruit) => fruit.id}
      noResultsMessage={NO_RESULTS_MESSAGE}
      {...props}
    />,
  )
}

describe('the combobox markup (WAI-ARIA 1.2 combobox with a listbox popup)', () => {
  it('labels a collapsed combobox that controls a hidden listbox', () => {
    const html = renderFruit()
    const { attribute, combobox, listbox } = parts(html)
    const inputId = attribute(combobox, 'id')
    expect(html).toContain(
      `<label id="${attribute(listbox, 'aria-labelledby')}" for="${inputId}">Fruit</label>`,
    )
    expect(attribute(combobox, 'aria-expanded')).toBe('false')
    expect(attribute(combobox, 'aria-autocomplete')).toBe('list')
    expect(attribute(combobox, 'aria-activedescendant')).toBeUndefined()
    expect(attribute(combobox, 'aria-controls')).toBe(attribute(listbox, 'id'))
    expect(html).toMatch(/<ul[^>]*role="listbox"[^>]*hidden=""/)
    // No browser suggestions over the list.
    expect(html.match(combobox)?.[0]).toMatch(/ autocomplete="off"/i)
  })

  it('has an empty polite live region for its messages from the start', () => {
    expect(renderFruit()).toMatch(
      /<div role="status" aria-live="polite" class="autocomplete__status"><\/div>/,
    )
  })

  it('hands the row height and list height of forms spec §9 to the CSS', () => {
    const html = renderFruit()
    expect(html).toContain(`--search-row-height:${SEARCH_RESULT_ROW_HEIGHT_PX}px`)
    expect(html).toContain(`--search-list-max-height:${SEARCH_RESULT_LIST_MAX_HEIGHT_PX}px`)
  })

  it('shows the chosen option and posts its key in a hidden input', () => {
    const html = renderFruit({ value: apple, name: 'fruit' })
    expect(parts(html).attribute(parts(html).combobox, 'value')).toBe('Apple')
    expect(html).toContain('<input type="hidden" name="fruit" value="a"/>')
  })

  it('links the hint and the error to the field and flags it invalid', () => {
    const html = renderFruit({ hint: 'Type 2 letters', error: 'Please choose a fruit' })
    const { attribute, combobox } = parts(html)
    const [hintId, errorId] = (attribute(combobox, 'aria-describedby') ?? '').split(' ')
    expect(html).toContain(`<p id="${hintId}" class="field__hint">Type 2 letters</p>`)
    expect(html).toContain(`<p id="${errorId}" class="field__error">Please choose a fruit</p>`)
    expect(attribute(combobox, 'aria-invalid')).toBe('true')
    expect(html).toContain('data-invalid="true"')
  })
})

describe('the remote variant', () => {
  it('the question autocomplete shows its chosen text', () => {
    const type = { name: 'AUTOCOMPLETE', endpoint: '/wyzeapi/x' } as QuestionType
    const html = inSite(
      <QuestionAutocomplete
        type={type}
        label="Medical scheme"
        value={{ value: 'BON', text: 'Bonitas' }}
        onChange={() => {}}
      />,
    )
    expect(html).toMatch(/role="combobox"[^>]*value="Bonitas"|value="Bonitas"[^>]*role="combobox"/)
  })
})
