import { feedbackMonth, ratingLabel, wrapIndex } from '@insure/domain/feedback'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { Testimonial, useCustomerFeedback } from './feedback-parts.tsx'

/** How long a testimonial shows before the next one while the slider plays. */
export const SLIDE_INTERVAL_MS = 7000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** True when the visitor asks for less motion; on the server, and before hydration, assumed true. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

/**
 * The feedback-slider embed (shell spec §2): one testimonial at a time, with Previous and Next, a dot
 * button for each testimonial and the arrow, Home and End keys. It moves on by itself only when the
 * visitor has not asked for reduced motion, and stops while the pointer is over it, while it has
 * focus, and after Pause. Changes the visitor makes are announced politely; the automatic ones are not
 * (WAI-ARIA carousel pattern). Every testimonial is laid out in the same place, so the slider keeps
 * the height of the longest and the page does not move when it changes.
 */
export function FeedbackSlider() {
  const feedback = useCustomerFeedback()
  const count = feedback.length
  const [index, setIndex] = useState(0)
  const [announce, setAnnounce] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const root = useRef<HTMLElement>(null)
  const id = useId()
  const canPlay = !reducedMotion && count > 1
  const playing = canPlay && !paused && !hovered && !focused

  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => {
      setAnnounce(false)
      setIndex((current) => wrapIndex(current, 1, count))
    }, SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [playing, index, count])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const shown = feedback[current]!

  function show(next: number) {
    setAnnounce(true)
    setIndex(wrapIndex(next, 0, count))
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    show(next)
  }

  return (
    <section
      ref={root}
      className="feedback-slider"
      aria-roledescription="carousel"
      aria-label="Customer feedback"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="feedback-slider__slides" id={`${id}-slides`}>
        {feedback.map((item, itemIndex) => (
          <div
            key={`${item.name}-${item.date}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${itemIndex + 1} of ${count}`}
            aria-hidden={itemIndex === current ? undefined : true}
            className={
              itemIndex === current
                ? 'feedback-slider__slide feedback-slider__slide--current'
                : 'feedback-slider__slide'
            }
          >
            <Testimonial feedback={item} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {announce
          ? `Feedback ${current + 1} of ${count}: ${shown.name}, ${shown.town}, ${feedbackMonth(shown.date)}. ${ratingLabel(shown.rating)}. ${shown.quote}`
          : ''}
      </p>
      {count > 1 ? (
        <div className="feedback-slider__controls">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-controls={`${id}-slides`}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹ </span>Previous
          </button>
          <div className="feedback-slider__dots">
            {feedback.map((item, itemIndex) => (
              <button
                key={`${item.name}-${item.date}`}
                type="button"
                className="feedback-slider__dot"
                aria-label={`Show feedback ${itemIndex + 1} of ${count}`}
                aria-current={itemIndex === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => show(itemIndex)}
              />
            ))}
          </div>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-controls={`${id}-slides`}
            onClick={() => show(current + 1)}
          >
            Next<span aria-hidden="true"> ›</span>
          </button>
          {canPlay ? (
            <button
              type="button"
              className="button button--secondary button--small feedback-slider__play"
              onClick={() => setPaused((was) => !was)}
            >
              {paused ? 'Play' : 'Pause'}
              <span className="visually-hidden"> automatic slides</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
