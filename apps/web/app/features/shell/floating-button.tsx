import { telephoneHref } from '@insure/domain/company'
import { NARROW_SCREEN_MAX_WIDTH_PX } from '@insure/domain/limits'
import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useNavigate } from 'react-router'
import { Slot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'

const noSubscription = () => () => {}

/** Whether the button floats over the page (wide screens) rather than sitting in its flow. */
function isFloating(element: HTMLElement | null): boolean {
  return element !== null && getComputedStyle(element).position === 'fixed'
}

/**
 * The floating "Need Assistance?" button (shell spec §2, §4): Quick Quote goes to the quote page;
 * Call me back opens a panel with the call-me-back form. It closes on a click or scroll outside it;
 * on narrow screens only while the call-me-back panel is not shown. The shell shows it only when the
 * company switches on at least one of its two parts (shell spec §6).
 *
 * Until the script runs (or without it) it is a link to the call-back page (its form works without
 * script), or to the quote when the company offers only Quick Quote (issue 25). It floats only where
 * the page leaves it a margin of its own; elsewhere it sits in the flow at the foot of the page, so it
 * never covers a field (app.css, `.floating-button`).
 */
export function FloatingButton({ phoneNumber }: { phoneNumber: string }) {
  const { config } = useSite()
  // False on the server and while hydrating (the link), true once the page answers to input.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
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

  if (!hydrated) {
    return (
      <div className="floating-button" data-expanded="false">
        <Link
          className="floating-button__toggle"
          to={config.floating_button.call_me_back ? '/call-back' : '/quote'}
        >
          Need Assistance?
        </Link>
      </div>
    )
  }

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
