import { useEffect, type RefObject } from 'react'

/**
 * What a bar fixed or stuck to an edge of the screen (the sticky header, the cookie banner) hides:
 * its height, as `--reserved-top` or `--reserved-bottom` on the document, which app.css turns into
 * the page's scroll-padding. The browser then scrolls a control that takes focus clear of the bar
 * (WCAG 2.2 SC 2.4.11, Focus Not Obscured; issue 25, docs/decisions/021). A bar that is in the flow
 * of the page at the moment (the header on a phone) reserves nothing.
 */
export function useReservedEdge(bar: RefObject<HTMLElement | null>, edge: 'top' | 'bottom') {
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const property = `--reserved-${edge}`
    const measure = () => {
      const { position } = getComputedStyle(element)
      const covers = position === 'fixed' || position === 'sticky'
      const height = covers ? Math.ceil(element.getBoundingClientRect().height) : 0
      // The banner floats above the bottom edge: what it hides reaches up to its top.
      const reach =
        covers && edge === 'bottom'
          ? Math.max(0, window.innerHeight - element.getBoundingClientRect().top)
          : height
      root.style.setProperty(property, `${reach}px`)
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(property)
    }
  }, [bar, edge])
}

/**
 * The same rule, kept by script where a browser's own scrolling on focus ignores scroll-padding: a
 * control that took focus under a bar, once the browser has scrolled it (the next frame), is
 * scrolled clear of it.
 */
export function useFocusClearOfEdges() {
  useEffect(() => {
    const root = document.documentElement
    const reserved = (edge: 'top' | 'bottom') =>
      Number.parseFloat(getComputedStyle(root).getPropertyValue(`--reserved-${edge}`)) || 0
    const onFocus = (event: FocusEvent) => {
      const focused = event.target
      if (!(focused instanceof HTMLElement)) return
      requestAnimationFrame(() => {
        if (document.activeElement !== focused) return
        const box = focused.getBoundingClientRect()
        const top = reserved('top')
        const bottom = window.innerHeight - reserved('bottom')
        // A control inside a bar (the banner's button) is not under it.
        if (focused.closest('.main-menu, .cookie-banner')) return
        // Only the controls a person tabs to: a heading or summary focused by script (tabIndex -1)
        // was placed by its page, which may have scrolled on purpose (a sent form's success view is
        // shown from the top of the page, forms spec §9).
        if (focused.tabIndex < 0) return
        if (box.top < top) window.scrollBy(0, box.top - top - 8)
        else if (box.bottom > bottom && box.height < bottom - top) window.scrollBy(0, box.bottom - bottom + 8)
      })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])
}
