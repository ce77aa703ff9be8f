import { telephoneHref } from '@insure/domain/company'
import { Link } from 'react-router'
import { useSite } from '../../lib/site.tsx'
import type { FooterLinks, NavigationLink } from './navigation.server.ts'

function FooterLink({ link }: { link: NavigationLink }) {
  return link.external ? (
    <a href={link.to} rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.to}>{link.label}</Link>
  )
}

function FooterColumn({
  label,
  heading,
  links,
}: {
  label: string
  heading: string
  links: NavigationLink[]
}) {
  return (
    <nav aria-label={label}>
      <h2 className="site-footer__heading">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Both footers of the shell spec §2, chosen by the company configuration. */
export function SiteFooter({
  phoneNumber,
  disclaimer,
  links,
}: {
  phoneNumber: string
  disclaimer: string
  /** The root loader's footer links (./navigation.server.ts). */
  links: FooterLinks
}) {
  const { config } = useSite()
  const onlineInsurer = config.footer_variant === 'online-insurer'
  return (
    <footer className={`site-footer site-footer--${config.footer_variant}`}>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <picture>
            <source media="(max-width: 768px)" srcSet={config.metadata.mobile_logo_footer} />
            <img src={config.metadata.logo_footer} alt={config.metadata.name} width="140" height="40" />
          </picture>
          {onlineInsurer ? (
            <a className="site-footer__call" href={telephoneHref(phoneNumber)}>
              CALL {phoneNumber}
            </a>
          ) : null}
        </div>
        <FooterColumn
          label={onlineInsurer ? 'Our products' : 'Products'}
          heading={onlineInsurer ? 'OUR PRODUCTS' : 'Products'}
          links={links.products}
        />
        <FooterColumn label="Site" heading={onlineInsurer ? 'LINKS' : 'Quick links'} links={links.pages} />
        <FooterColumn
          label="Social media"
          heading={onlineInsurer ? 'FOLLOW US' : 'Follow us'}
          links={links.social}
        />
      </div>
      <div className="site-footer__legal">
        <p>
          © {new Date().getFullYear()} {config.metadata.name}
        </p>
        <p className="site-footer__disclaimer">{disclaimer}</p>
      </div>
    </footer>
  )
}
