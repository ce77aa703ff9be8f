import { scrollToTop } from '../../lib/scroll-to-top.ts'

/** Back to top (shell spec §2): scrolls to the top menu in 500 ms and moves focus there. */
export function BackToTop() {
  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => scrollToTop(() => document.getElementById('top-menu')?.focus({ preventScroll: true }))}
    >
      <span aria-hidden="true">↑</span> Back to top
    </button>
  )
}
