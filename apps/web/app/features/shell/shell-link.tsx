import { useEffect, type ReactNode, type RefObject } from 'react'
import { useNavigate } from 'react-router'

/**
 * Whether the menu link to `to` is the current page, as React Router's NavLink decides it (not case
 * sensitive; `end`: only the path itself, else its subpaths too).
 */
export function isCurrentPage(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.toLowerCase()
  const target = to.toLowerCase()
  if (current === target) return true
  if (end) return false
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return current.startsWith(target) && current.charAt(slash) === '/'
}

/**
 * A link of the shell's menus and footer to a page of the site: a plain anchor, with the attributes
 * React Router's Link writes (`data-discover`: the router looks up the routes of the links it sees).
 * Some 50 of them are on every page; as Links each resolved its path through the router's hooks on
 * every render (issue 25: a tenth of an uncached render). `useShellLinksNavigate` sends their clicks
 * through the router, as Link's own handler does.
 */
export function ShellLink({
  to,
  current = false,
  className,
  children,
}: {
  to: string
  /** The current page (NavLink's aria-current). */
  current?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <a aria-current={current ? 'page' : undefined} className={className} href={to} data-discover="true">
      {children}
    </a>
  )
}

/**
 * Client-side navigation for the ShellLinks inside `containers`: a plain click (main button, no
 * modifier key, no other target) on one goes through the router, as React Router's Link does; other
 * clicks (a new tab, a download) are the browser's. One listener a container, not one a link.
 */
export function useShellLinksNavigate(...containers: RefObject<HTMLElement | null>[]) {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[data-discover]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      if (anchor.target && anchor.target !== '_self') return
      const to = anchor.getAttribute('href')
      if (!to?.startsWith('/')) return
      event.preventDefault()
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
      // Link replaces the history entry when the link is to the page already shown.
      void navigate(to, { replace: to === here })
    }
    const elements = containers.map((container) => container.current).filter((element) => element !== null)
    for (const element of elements) element.addEventListener('click', onClick)
    return () => {
      for (const element of elements) element.removeEventListener('click', onClick)
    }
    // The containers are refs of the shell's own elements, there for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate])
}
