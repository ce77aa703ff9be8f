import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Focus to the new page's heading on every client-side navigation (issue 25, docs/decisions/021):
 * without it a screen reader hears nothing when a link or a full-quote Continue draws the next page,
 * and the keyboard starts again from the top of the document. The page's first `h1` in the content
 * takes focus (made focusable by script only, `tabIndex = -1`: it is not a Tab stop); a page without
 * one gives focus to the content itself. The first load is left alone: the browser starts there.
 */
export function useFocusOnNavigation(contentId: string) {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const content = document.getElementById(contentId)
    if (!content) return
    // A page that moved focus itself as it was drawn (an error summary, a result heading: elements
    // focusable by script only) keeps it there.
    const active = document.activeElement
    if (
      active instanceof HTMLElement &&
      active !== content &&
      content.contains(active) &&
      active.tabIndex === -1
    )
      return
    const heading = content.querySelector<HTMLElement>('h1')
    const target = heading ?? content
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    target.focus()
  }, [contentId, pathname])
}
