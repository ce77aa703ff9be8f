import { telephoneHref } from '@insure/domain/company'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useReservedEdge } from '../../lib/reserved-edge.ts'
import { useSite } from '../../lib/site.tsx'
import { identityOf, StaticMarkup } from '../../lib/static-markup.tsx'
import type { NavigationLink } from './navigation.server.ts'
import { isCurrentPage, ShellLink, useShellLinksNavigate } from './shell-link.tsx'
import { useTracker } from '../../lib/use-tracker.ts'

/**
 * Top bar and sticky main menu (shell spec §2). The top bar offers SIGN IN (only with a portal
 * address), CALL ME BACK and click-to-call; the menu sticks to the top once scrolled past.
 */
export function SiteHeader({
  phoneNumber,
  mainMenu,
  fullNavigation,
}: {
  phoneNumber: string
  /** The root loader's menus (./navigation.server.ts). */
  mainMenu: NavigationLink[]
  fullNavigation: NavigationLink[]
}) {
  const { config } = useSite()
  const tracker = useTracker()
  const sentinel = useRef<HTMLDivElement>(null)
  const [stuck, setStuck] = useState(false)
  // Stuck to the top on a wide screen, the menu would hide a control focused under it.
  const header = useRef<HTMLElement>(null)
  useReservedEdge(header, 'top')
  const topBar = useRef<HTMLDivElement>(null)
  useShellLinksNavigate(topBar, header)

  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry!.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <>
      <div ref={topBar} className="top-bar">
        <div className="top-bar__inner">
          {config.portal_url ? (
            <a className="top-bar__sign-in" href={config.portal_url} rel="noopener">
              SIGN IN
            </a>
          ) : null}
          <ShellLink className="button button--small" to="/contact">
            CALL ME BACK
          </ShellLink>
          <a
            className="top-bar__call"
            href={telephoneHref(phoneNumber)}
            onClick={() => tracker.click('click_to_call', { phoneNumber })}
          >
            <span className="visually-hidden">Call us on </span>
            {phoneNumber}
          </a>
        </div>
      </div>
      <div ref={sentinel} aria-hidden="true" />
      <header
        ref={header}
        className="main-menu"
        id="top-menu"
        data-stuck={stuck ? 'true' : 'false'}
        tabIndex={-1}
      >
        <MainMenu phoneNumber={phoneNumber} links={mainMenu} fullNavigation={fullNavigation} />
      </header>
    </>
  )
}

function MainMenu({
  phoneNumber,
  links,
  fullNavigation,
}: {
  phoneNumber: string
  links: NavigationLink[]
  fullNavigation: NavigationLink[]
}) {
  const { config } = useSite()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(location.pathname)

  // A navigation closes the full menu.
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname)
    setOpen(false)
  }

  return (
    <nav className="main-menu__inner" aria-label="Main">
      {/* The logo is the link's content, so its text alternative names the link. */}
      <ShellLink to="/" current={isCurrentPage(location.pathname, '/', true)} className="main-menu__logo">
        <img src={config.metadata.logo} alt={`${config.metadata.name} home`} width="120" height="40" />
      </ShellLink>
      <ul className="main-menu__links">
        {links.slice(1).map((link) => (
          <li key={link.to}>
            <ShellLink to={link.to} current={isCurrentPage(location.pathname, link.to, false)}>
              {link.label}
            </ShellLink>
          </li>
        ))}
      </ul>
      <a className="main-menu__mobile-call" href={telephoneHref(phoneNumber)}>
        <span className="visually-hidden">Call us on </span>
        {phoneNumber}
      </a>
      <ShellLink className="button button--small main-menu__mobile-callback" to="/contact">
        CALL ME BACK
      </ShellLink>
      {/* A disclosure the browser opens and closes itself (issue 25): the Menu works before the
          script has loaded, or without it, by mouse, touch and keyboard alike. */}
      <details
        className="main-menu__toggle"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="main-menu__summary">Menu</summary>
        <FullNavigation links={fullNavigation} pathname={location.pathname} />
      </details>
    </nav>
  )
}

/**
 * The full navigation: the same links for every page of a path, so the page server renders them once
 * a path and company (StaticMarkup).
 */
function FullNavigation({ links, pathname }: { links: NavigationLink[]; pathname: string }) {
  return (
    <StaticMarkup
      as="div"
      className="full-navigation"
      markupKey={`full-navigation ${pathname} ${identityOf(links)}`}
    >
      <NavigationList links={links} pathname={pathname} />
    </StaticMarkup>
  )
}

function NavigationList({ links, pathname }: { links: NavigationLink[]; pathname: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.label}${link.to}`}>
          {link.children ? (
            <details>
              <summary>{link.label}</summary>
              <NavigationList links={link.children} pathname={pathname} />
            </details>
          ) : (
            <ShellLink to={link.to} current={isCurrentPage(pathname, link.to, true)}>
              {link.label}
            </ShellLink>
          )}
        </li>
      ))}
    </ul>
  )
}
