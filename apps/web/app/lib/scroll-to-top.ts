import { SCROLL_TO_TOP_MS } from '@insure/domain/limits'

/**
 * Scrolls to the top of the page in SCROLL_TO_TOP_MS (500 ms, shell spec §2, forms spec §9), eased,
 * or at once when the visitor asks for reduced motion; then calls `finish` (to move focus).
 */
export function scrollToTop(finish: () => void = () => {}): void {
  const start = window.scrollY
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  if (reduced || start === 0) {
    window.scrollTo(0, 0)
    finish()
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_TO_TOP_MS)
    const eased = 1 - (1 - progress) ** 3
    window.scrollTo(0, start * (1 - eased))
    if (progress < 1) requestAnimationFrame(step)
    else finish()
  }
  requestAnimationFrame(step)
}
