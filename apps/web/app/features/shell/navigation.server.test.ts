import { activeProductCodes, phoneNumberForPath } from '@insure/domain/company'
import type { FeatureFlag } from '@insure/domain/catalogue'
import { describe, expect, it } from 'vitest'
import { companySeeds } from '../../../../api/seed/companies.ts'
import type { ShellSetup } from '@insure/domain/company'
import { footerLinks, fullNavigationLinks, mainMenuLinks } from './navigation.server.ts'

const configOf = (code: 'IWYZE' | 'OM'): ShellSetup => {
  const seed = companySeeds.find((company) => company.code === code)!
  return { code, name: seed.name, ...seed.configuration }
}
const visitor = (code: 'IWYZE' | 'OM', featureFlags: FeatureFlag[] = []) => {
  const config = configOf(code)
  return { config, featureFlags, activeProducts: activeProductCodes(config, featureFlags) }
}
const labels = (links: { label: string }[]) => links.map((link) => link.label)

describe('menus (shell spec §2)', () => {
  it('main menu hides a page the company does not activate', () => {
    expect(labels(mainMenuLinks(configOf('IWYZE')))).toEqual([
      'Home',
      'Products',
      'QUOTE',
      'CLAIMS',
      'Blog',
      'CONTACT US',
    ])
    expect(labels(mainMenuLinks({ ...configOf('IWYZE'), blog_page: false, products_page: false }))).toEqual([
      'Home',
      'QUOTE',
      'CLAIMS',
      'CONTACT US',
    ])
  })

  it('the reduced variant shows car, life, GAP and the blog only', () => {
    expect(labels(fullNavigationLinks(visitor('OM')))).toEqual([
      'Car Insurance',
      'Life Insurance',
      'GAP Cover',
      'Blog',
    ])
  })

  it.each([
    [[], false, false],
    [['multiple_vaps'], true, false],
    [['legal'], false, false],
  ] as const)('flags %j: separate VAPs %s, legal %s on the online insurer', (flags, vaps, legal) => {
    const links = labels(fullNavigationLinks(visitor('IWYZE', [...flags])))
    expect(links.includes('Tyre and Rim Cover')).toBe(vaps)
    expect(links.includes('Scratch and Dent Cover')).toBe(vaps)
    // IWYZE has no legal cover switched on, whatever the flag says.
    expect(links.includes('Legal Insurance')).toBe(legal)
  })

  it('puts the extra lines under More', () => {
    const more = fullNavigationLinks(visitor('IWYZE')).find((link) => link.label === 'More')!
    expect(labels(more.children!)).toEqual([
      'All Risk Insurance',
      'Legal Costs Insurance',
      'Motorcycle Insurance',
      'Trailer Insurance',
      'Watercraft Insurance',
    ])
  })
})

describe('footers (shell spec §2)', () => {
  it('mutual group: legal cover appears with the legal flag; life, car and GAP go to their page', () => {
    expect(labels(footerLinks(visitor('OM')).products)).not.toContain('Legal Cover')
    const links = footerLinks(visitor('OM', ['legal']))
    expect(links.products.find((link) => link.label === 'Life Cover')!.to).toBe('/products/life-insurance')
    expect(links.products.find((link) => link.label === 'Funeral Cover')!.to).toBe('/products')
    expect(labels(links.social)).toEqual(['Facebook', 'X', 'YouTube'])
  })

  it('online insurer: enabled products, MORE..., and a page link only when its page is on', () => {
    const links = footerLinks(visitor('IWYZE'))
    expect(labels(links.products).at(-1)).toBe('MORE...')
    expect(labels(links.products)).not.toContain('Legal Insurance')
    const withoutPrivacy = footerLinks({
      ...visitor('IWYZE'),
      config: { ...configOf('IWYZE'), privacy_policy_page: false },
    })
    expect(labels(withoutPrivacy.pages)).not.toContain('Privacy Policy')
  })
})

describe('phone number (shell spec §2)', () => {
  it.each([
    ['/', '0861 49 93 00'],
    ['/home/save-on-car-cover', '0861 49 93 10'],
    ['/home/save-on-car-cover/', '0861 49 93 10'],
    ['/home/sitemap', '0861 49 93 01'],
    ['/products/car-insurance', '0861 49 93 01'],
  ])('%s shows %s', (path, number) => {
    expect(phoneNumberForPath(configOf('IWYZE'), path)).toBe(number)
  })
})
