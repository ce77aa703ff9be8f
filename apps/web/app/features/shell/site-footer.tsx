import { telephoneHref } from '@insure/domain/company'
import { useRef } from 'react'
import { useSite } from '../../lib/site.tsx'
import { identityOf, StaticMarkup } from '../../lib/static-markup.tsx'
import type { FooterLinks, NavigationLink } from './navigation.server.ts'
import { ShellLink, useShellLinksNavigate } from './shell-link.tsx'

function FooterLink({ link }: { link: NavigationLink }) {
  return link.external ? (
    <a href={link.to} rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <ShellLink to={link.to}>{link.label}</ShellLink>
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

/** What the footer shows: all of it comes from the company's configuration and the page's path. */
type FooterContent = {
  onlineInsurer: boolean
  name: string
  logo: string
  mobileLogo: string
  phoneNumber: string
  disclaimer: string
  year: number
  links: FooterLinks
}

/** The footer's inside: pure markup of its content (StaticMarkup renders it once a content). */
function FooterInside({ content }: { content: FooterContent }) {
  const { onlineInsurer, links } = content
  return (
    <>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <picture>
            <source media="(max-width: 768px)" srcSet={content.mobileLogo} />
            <img src={content.logo} alt={content.name} width="140" height="40" />
          </picture>
          {onlineInsurer ? (
            <a className="site-footer__call" href={telephoneHref(content.phoneNumber)}>
              {`CALL ${content.phoneNumber}`}
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
        <p>{`© ${content.year} ${content.name}`}</p>
        <p className="site-footer__disclaimer">{content.disclaimer}</p>
      </div>
    </>
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
  const footer = useRef<HTMLElement>(null)
  useShellLinksNavigate(footer)
  const content: FooterContent = {
    onlineInsurer: config.footer_variant === 'online-insurer',
    name: config.metadata.name,
    logo: config.metadata.logo_footer,
    mobileLogo: config.metadata.mobile_logo_footer,
    phoneNumber,
    disclaimer,
    year: new Date().getFullYear(),
    links,
  }
  return (
    <StaticMarkup
      as="footer"
      ref={footer}
      className={`site-footer site-footer--${config.footer_variant}`}
      // The content is the configuration's and the links' (the same objects while they are the same),
      // and the strings worked out of them and the path.
      markupKey={`footer ${identityOf(config)} ${identityOf(links)} ${content.year} ${phoneNumber} ${disclaimer}`}
    >
      <FooterInside content={content} />
    </StaticMarkup>
  )
}
