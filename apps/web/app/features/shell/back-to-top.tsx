import { SCROLL_TO_TOP_MS } from '@insure/domain/limits'

function scrollToTopMenu() {
  const menu = document.getElementById('top-menu')
  const start = window.scrollY
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  const finish = () => menu?.focus({ preventScroll: true })
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

/** Back to top (shell spec §2): scrolls to the top menu in 500 ms and moves focus there. */
export function BackToTop() {
  return (
    <button type="button" className="back-to-top" onClick={scrollToTopMenu}>
      <span aria-hidden="true">↑</span> Back to top
    </button>
  )
}
