import { telephoneHref } from '@insure/domain/company'
import { NARROW_SCREEN_MAX_WIDTH_PX } from '@insure/domain/limits'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Slot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'

/** Whether the button floats over the page (wide screens) rather than sitting in its flow. */
function isFloating(element: HTMLElement | null): boolean {
  return element !== null && getComputedStyle(element).position === 'fixed'
}

/**
 * The floating button once the page answers to input (./floating-button.tsx shows its link until
 * then): Quick Quote goes to the quote page; Call me back opens a panel with the call-me-back form.
 * It closes on a click or scroll outside it; on narrow screens only while the call-me-back panel is
 * not shown.
 */
export function FloatingMenu({ phoneNumber }: { phoneNumber: string }) {
  const { config } = useSite()
  const navigate = useNavigate()
  const [expanded, setExpanded] = useState(false)
  const [callMeBack, setCallMeBack] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const menuId = useId()

  const close = () => {
    setExpanded(false)
    setCallMeBack(false)
  }

  useEffect(() => {
    if (!expanded) return
    const closeFromOutside = (event: Event) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return
      if (callMeBack && window.innerWidth <= NARROW_SCREEN_MAX_WIDTH_PX) return
      // In the flow (app.css) it scrolls with the page: scrolling, or the browser keeping the page
      // in place as it opens, is not leaving it.
      if (event.type === 'scroll' && !isFloating(container.current)) return
      close()
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('click', closeFromOutside)
    window.addEventListener('scroll', closeFromOutside, { passive: true })
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('click', closeFromOutside)
      window.removeEventListener('scroll', closeFromOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [expanded, callMeBack])

  return (
    <div ref={container} className="floating-button" data-expanded={expanded ? 'true' : 'false'}>
      {expanded && callMeBack ? (
        <section className="floating-button__panel" aria-label="Call me back">
          <button type="button" className="floating-button__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
          <Suspense
            fallback={
              <p>
                Call us on <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>.
              </p>
            }
          >
            <Slot name="call-me-back-form" variant="new" onClose={close} />
          </Suspense>
        </section>
      ) : null}
      {expanded && !callMeBack ? (
        <ul id={menuId} className="floating-button__menu">
          {config.floating_button.quick_quote ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  close()
                  navigate('/quote')
                }}
              >
                Quick Quote
              </button>
            </li>
          ) : null}
          {config.floating_button.call_me_back ? (
            <li>
              <button type="button" onClick={() => setCallMeBack(true)}>
                Call me back
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        type="button"
        className="floating-button__toggle"
        aria-expanded={expanded}
        aria-controls={expanded && !callMeBack ? menuId : undefined}
        onClick={() => (expanded ? close() : setExpanded(true))}
      >
        Need Assistance?
      </button>
    </div>
  )
}
