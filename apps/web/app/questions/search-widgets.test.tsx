import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '../lib/site.testing.tsx'
import type { VehicleOption } from './search-sources.ts'
import { SuburbSearch } from './suburb-search.tsx'
import { VehicleSearch } from './vehicle-search.tsx'

/**
 * The markup the suburb and vehicle searches render before any key is pressed. Behaviour (keys,
 * debounce, blur) needs a browser: see the e2e tests.
 */

const inSite = (children: ReactNode) => renderInSite(children)

describe('the suburb and vehicle searches', () => {
  it('the suburb search is a combobox with its label', () => {
    const html = inSite(<SuburbSearch label="Suburb" value={null} onChange={() => {}} />)
    expect(html).toMatch(/role="combobox"/)
    expect(html).toContain('>Suburb</label>')
  })

  const polo: VehicleOption = {
    code: '10020030',
    year: 2019,
    make: 'VOLKSWAGEN',
    model: 'POLO',
    description: 'VOLKSWAGEN POLO 1.4 HATCH',
    bodyType: 'HATCH',
    engineCc: 1390,
    valueCents: 12345600,
  }

  it('the vehicle search asks the year first: the description waits for it', () => {
    const html = inSite(<VehicleSearch value={null} onChange={() => {}} />)
    expect(html).toMatch(/<option value="" selected="">Select a year<\/option><option value="\d{4}">/)
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*disabled=""/)
    expect(html).not.toContain('<dl')
  })

  it('the vehicle search shows the chosen vehicle, its year and our indicative value', () => {
    const html = inSite(<VehicleSearch value={{ year: 2019, vehicle: polo }} onChange={() => {}} />)
    expect(html).toContain('<option value="2019" selected="">2019</option>')
    expect(html).toContain('value="VOLKSWAGEN POLO 1.4 HATCH"')
    expect(html).toContain('<dt>Make</dt><dd>VOLKSWAGEN</dd>')
    expect(html).toContain('<dt>Model</dt><dd>POLO</dd>')
    expect(html).toContain('<dt>Our indicative value</dt><dd>R 123 456.00</dd>')
  })
})
