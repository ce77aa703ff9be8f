import type { FeatureFlag, ProductCode } from '@insure/domain/catalogue'
import { isPageActive } from '@insure/domain/company'
import type { PageName } from '@insure/domain/content'
import type { ShellSetup } from '@insure/domain/company'

/*
 * The shell's menus and footer links (shell spec §2), worked out by the root loader on the page server:
 * the header and the footer only render the lists it hands them, so these rules stay out of every
 * page's first-load JavaScript (issue 25's budget, docs/benchmark.md).
 */

/** A menu or footer link; `children` makes a submenu. */
export type NavigationLink = { label: string; to: string; external?: boolean; children?: NavigationLink[] }

type Visitor = {
  config: ShellSetup
  activeProducts: readonly ProductCode[]
  featureFlags: readonly FeatureFlag[]
}

/** The product page of a product, when the company has one and the product is active. */
function productPath({ config, activeProducts }: Visitor, code: ProductCode): string | null {
  if (!activeProducts.includes(code)) return null
  const page = config.products_pages.find((entry) => entry.product_type === code)
  return page ? `/products/${page.slug}` : null
}

function productLink(visitor: Visitor, code: ProductCode, label: string): NavigationLink[] {
  const to = productPath(visitor, code)
  return to ? [{ label, to }] : []
}

function pageLink(
  config: ShellSetup,
  pageName: PageName | null,
  label: string,
  to: string,
): NavigationLink[] {
  return isPageActive(config, pageName) ? [{ label, to }] : []
}

/** Main menu (shell spec §2): Home, Products, QUOTE, CLAIMS, Blog, CONTACT US, each when activated. */
export function mainMenuLinks(config: ShellSetup): NavigationLink[] {
  return [
    { label: 'Home', to: '/' },
    ...pageLink(config, 'products_page', 'Products', '/products'),
    ...pageLink(config, 'quote_page', 'QUOTE', '/quote'),
    ...pageLink(config, 'claims_page', 'CLAIMS', '/claims'),
    ...pageLink(config, 'blog_page', 'Blog', '/blogs'),
    { label: 'CONTACT US', to: '/contact' },
  ]
}

/**
 * The full navigation (shell spec §2): every page and product the company activates; the separate
 * VAPs with the multiple-VAPs flag; legal with the legal flag (through the active products); the
 * extra lines under More. The reduced variant shows only car, life, GAP and the blog.
 */
export function fullNavigationLinks(visitor: Visitor): NavigationLink[] {
  const { config, featureFlags } = visitor
  const product = (code: ProductCode, label: string) => productLink(visitor, code, label)
  if (config.menu_variant === 'reduced') {
    return [
      ...product('car', 'Car Insurance'),
      ...product('life', 'Life Insurance'),
      ...product('gap', 'GAP Cover'),
      ...pageLink(config, 'blog_page', 'Blog', '/blogs'),
    ]
  }
  const multipleVaps = featureFlags.includes('multiple_vaps')
  const more = [
    ...product('allrisk', 'All Risk Insurance'),
    ...product('legalcosts', 'Legal Costs Insurance'),
    ...product('motorcycle', 'Motorcycle Insurance'),
    ...product('trailer', 'Trailer Insurance'),
    ...product('watercraft', 'Watercraft Insurance'),
  ]
  return [
    { label: 'Home', to: '/' },
    ...pageLink(config, 'products_page', 'All Products', '/products'),
    ...product('car', 'Car Insurance'),
    ...product('home', 'Home Insurance'),
    ...product('buildings', 'Home Owners Insurance'),
    ...product('contents', 'Household Contents Insurance'),
    ...product('vap', 'Vehicle Value-Added Products'),
    ...(multipleVaps ? product('vapstyreandrim', 'Tyre and Rim Cover') : []),
    ...(multipleVaps ? product('vapsscratchanddent', 'Scratch and Dent Cover') : []),
    ...product('life', 'Life Insurance'),
    ...product('gap', 'GAP Cover'),
    ...product('bi', 'Business Insurance'),
    ...product('funeral', 'Funeral Cover'),
    ...product('legal', 'Legal Insurance'),
    ...(more.length > 0 ? [{ label: 'More', to: '/products', children: more }] : []),
    ...pageLink(config, 'claims_page', 'Claims', '/claim'),
    ...pageLink(config, 'quote_page', 'Get a Quote', '/quote'),
    ...pageLink(config, 'support_page', 'Support', '/support'),
    ...pageLink(config, 'support_page', 'FAQ', '/support/faq'),
    ...pageLink(config, 'support_page', 'Product Documents', '/support/product-docs'),
    ...pageLink(config, 'support_page', 'Tips and Tools', '/support/tips-and-tools'),
    ...pageLink(config, 'blog_page', 'Blog', '/blogs'),
    { label: 'COVID-19 Update', to: '/home/covid-19-update' },
    { label: 'Contact Us', to: '/contact' },
  ]
}

export type FooterLinks = {
  products: NavigationLink[]
  pages: NavigationLink[]
  social: NavigationLink[]
}

function socialLinks(
  config: ShellSetup,
  names: readonly ('Facebook' | 'Instagram' | 'X' | 'YouTube' | 'LinkedIn')[],
) {
  const address = {
    Facebook: config.metadata.facebook_link,
    Instagram: config.instagram_link,
    X: config.metadata.twitter_link,
    YouTube: config.metadata.youtube_link,
    LinkedIn: config.metadata.linkedin_link,
  }
  return names
    .filter((name) => address[name])
    .map((name) => ({ label: name, to: address[name], external: true }))
}

/**
 * Footers of the shell spec §2. Online insurer: OUR PRODUCTS (enabled products; legal with its flag),
 * MORE..., Quote, Claims, Blog, Support, Privacy Policy, General Disclaimer, Company Information, the
 * sitemap, five social links. Mutual group: products from configuration (life, car and GAP to their
 * page), Get a Quote, Claims, Blogs, Contact us, General Disclaimer, Company Information, the external
 * privacy notice, Facebook, X and YouTube.
 */
export function footerLinks(visitor: Visitor): FooterLinks {
  const { config } = visitor
  if (config.footer_variant === 'mutual-group') {
    return {
      products: config.products
        .filter((item) => visitor.activeProducts.includes(item.name))
        .map((item) => ({
          label: item.title,
          to: (['life', 'car', 'gap'].includes(item.name) && productPath(visitor, item.name)) || '/products',
        })),
      pages: [
        ...pageLink(config, 'quote_page', 'Get a Quote', '/quote'),
        ...pageLink(config, 'claims_page', 'Claims', '/claims'),
        ...pageLink(config, 'blog_page', 'Blogs', '/blogs'),
        { label: 'Contact us', to: '/contact' },
        ...pageLink(config, 'company_disclaimer_page', 'General Disclaimer', '/general-disclaimer'),
        ...pageLink(config, 'company_info_page', 'Company Information', '/company-information'),
        {
          label: 'Privacy Notice',
          to: config.privacy_notice_url,
          external: /^https?:/.test(config.privacy_notice_url),
        },
      ],
      social: socialLinks(config, ['Facebook', 'X', 'YouTube']),
    }
  }
  const products = config.products.flatMap((item) => productLink(visitor, item.name, item.title))
  return {
    products: [...products, ...pageLink(config, 'products_page', 'MORE...', '/products')],
    pages: [
      ...pageLink(config, 'quote_page', 'Quote', '/quote'),
      ...pageLink(config, 'claims_page', 'Claims', '/claims'),
      ...pageLink(config, 'blog_page', 'Blog', '/blogs'),
      ...pageLink(config, 'support_page', 'Support', '/support'),
      ...pageLink(config, 'privacy_policy_page', 'Privacy Policy', '/privacy-policy'),
      ...pageLink(config, 'company_disclaimer_page', 'General Disclaimer', '/general-disclaimer'),
      ...pageLink(config, 'company_info_page', 'Company Information', '/company-information'),
      { label: 'Sitemap', to: '/home/sitemap' },
    ],
    social: socialLinks(config, ['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn']),
  }
}

/** Everything the header and the footer link to, for one visitor: the root loader's data. */
export type ShellNavigation = {
  mainMenu: NavigationLink[]
  fullNavigation: NavigationLink[]
  footer: FooterLinks
}

export function shellNavigation(visitor: Visitor): ShellNavigation {
  return {
    mainMenu: mainMenuLinks(visitor.config),
    fullNavigation: fullNavigationLinks(visitor),
    footer: footerLinks(visitor),
  }
}
