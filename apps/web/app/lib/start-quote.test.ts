import { describe, expect, it } from 'vitest'
import { prepopContactOf, startQuoteHref, startQuoteOutcome } from './start-quote.ts'

const PLATFORM = 'https://sales.example.co.za/start'

/** prepopInfo as the platform reads it: base64 of the UTF-8 JSON. */
function prepopInfoOf(href: string): unknown {
  const encoded = new URL(href).searchParams.get('prepopInfo')
  if (encoded === null) return null
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

describe('Start quote to the external platform sends prepopInfo (shell spec §2, §6)', () => {
  it.each([
    [
      'a contact kept in the session',
      { contact: { name: 'Thandi', surname: 'Mokoena', mobile: '082 123 4567' } },
      { name: 'Thandi', surname: 'Mokoena', mobileNumber: '0821234567' },
    ],
    [
      'a name outside ASCII survives',
      { contact: { name: 'Zoë', surname: 'Nomvuyiswa', mobile: '0821234567' } },
      { name: 'Zoë', surname: 'Nomvuyiswa', mobileNumber: '0821234567' },
    ],
    ['no contact in the session: no prepopInfo', { contact: undefined }, null],
    ['a contact without a mobile: no prepopInfo', { contact: { name: 'Thandi', mobile: null } }, null],
    ['no session yet (the server render): no prepopInfo', undefined, null],
  ] as const)('%s', (_row, session, expected) => {
    const href = startQuoteHref({
      product: 'car',
      company: 'IWYZE',
      externalPlatformUrl: PLATFORM,
      contact: prepopContactOf(session),
      source: 'spring-campaign',
    })
    expect(prepopInfoOf(href)).toEqual(expected)
    const query = new URL(href).searchParams
    expect([query.get('product'), query.get('company'), query.get('cpy'), query.get('source')]).toEqual([
      'car',
      'IWYZE',
      'IWYZE',
      'spring-campaign',
    ])
    expect(query.get('productLineId')).toBe('Vehicle')
  })

  it("the site's own /quote never carries the contact", () => {
    const contact = prepopContactOf({ contact: { name: 'Thandi', surname: 'Mokoena', mobile: '0821234567' } })
    expect(
      startQuoteHref({ product: 'car', company: 'IWYZE', externalPlatformUrl: null, contact, source: null }),
    ).toBe('/quote?product=car')
  })
})

describe("the product banner's Start quote (shell spec §2), with or without script", () => {
  it.each([
    ['car', [], 'quote'],
    ['funeral', ['multipleVaps'], 'quote'],
    ['life', [], 'life-drop-off'],
    ['life', ['life_self_service'], 'external'],
    ['car', ['life_self_service'], 'quote'],
    ['car', ['external_flow'], 'external'],
    ['life', ['external_flow'], 'external'],
  ] as const)('%s with flags %j: %s', (product, flags, expected) => {
    expect(startQuoteOutcome(product, flags)).toBe(expected)
  })
})
