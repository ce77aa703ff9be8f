import type {} from 'altcha/types/react'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { ApiClient } from '../../lib/api-client.ts'

/** What the quote form asks of the captcha: a solved payload (solving now if needed), and a fresh start. */
export type CaptchaHandle = {
  /** The base64 payload for X-Captcha-Response, solving the challenge first when not yet solved. */
  solve(): Promise<string | null>
  /** Throws the used or refused challenge away and fetches a new one. */
  renew(): Promise<void>
  focus(): void
}

type AltchaElement = HTMLElement & {
  configure(config: Record<string, unknown>): Promise<void>
  verify(): Promise<{ payload: string } | null>
  reset(): void
}

type WidgetState = 'loading' | 'ready' | 'failed'

/** How long "Get my quote" waits for the widget's challenge before saying it is needed. */
const CHALLENGE_WAIT_MS = 10_000

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

const wait = (ms: number) => new Promise<void>((settle) => setTimeout(settle, ms))

/**
 * The self-hosted proof-of-work captcha (ALTCHA) of quick-quote create (DESIGN HTTP contract). The
 * widget loads on the quote page only, in the browser only; the challenge comes from our API. The
 * person may tick it beforehand; otherwise "Get my quote" solves it. Keyboard: the widget is a
 * labelled checkbox.
 */
export const QuoteCaptcha = forwardRef<CaptchaHandle, { api: ApiClient; error: string | null }>(
  function QuoteCaptcha({ api, error }, ref) {
    const widget = useRef<AltchaElement | null>(null)
    const payload = useRef<string | null>(null)
    const [state, setState] = useState<WidgetState>('loading')
    // Settles once the widget holds a challenge: "Get my quote" pressed early waits for it.
    const challengeReady = useRef(deferred())

    const loadChallenge = useCallback(async () => {
      const challenge = await api.get<Record<string, unknown>>('/wyzeapi/captcha/challenge', { cache: false })
      payload.current = null
      const element = widget.current
      if (!element) return
      await element.configure({ challenge, auto: 'off', hideFooter: false })
      element.reset()
      challengeReady.current.resolve()
    }, [api])

    useEffect(() => {
      let cancelled = false
      import('./altcha.client.ts')
        .then(() => customElements.whenDefined('altcha-widget'))
        .then(() => {
          if (cancelled) return
          setState('ready')
        })
        .catch(() => !cancelled && setState('failed'))
      return () => {
        cancelled = true
      }
    }, [])

    // Once the element is upgraded: listen for its solution and give it a challenge.
    useEffect(() => {
      const element = widget.current
      if (state !== 'ready' || !element) return
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail
        payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null
      }
      element.addEventListener('statechange', onState)
      loadChallenge().catch(() => setState('failed'))
      return () => element.removeEventListener('statechange', onState)
    }, [state, loadChallenge])

    // The widget's box is `required`: a browser announces it invalid before anyone has touched it
    // (issue 25). Whether it is wrong is the form's to say (`error`), after a submit.
    useEffect(() => {
      const element = widget.current
      if (state !== 'ready' || !element) return
      const mark = () =>
        element
          .querySelectorAll('input[required]')
          .forEach((input) => input.setAttribute('aria-invalid', error ? 'true' : 'false'))
      mark()
      // The widget draws its box again as its state changes.
      const observer = new MutationObserver(mark)
      observer.observe(element, { childList: true, subtree: true })
      return () => observer.disconnect()
    }, [state, error])

    useImperativeHandle(
      ref,
      () => ({
        async solve() {
          if (payload.current) return payload.current
          await Promise.race([challengeReady.current.promise, wait(CHALLENGE_WAIT_MS)])
          const element = widget.current
          if (!element) return null
          const result = await element.verify().catch(() => null)
          payload.current = result?.payload ?? null
          return payload.current
        },
        async renew() {
          challengeReady.current = deferred()
          await loadChallenge().catch(() => setState('failed'))
        },
        focus() {
          const target = widget.current?.querySelector<HTMLElement>('input') ?? widget.current
          target?.focus()
        },
      }),
      [loadChallenge],
    )

    return (
      <div
        className="quote-captcha"
        role="group"
        aria-labelledby="quote-captcha-label"
        aria-describedby={error ? 'quote-captcha-error' : undefined}
      >
        <p id="quote-captcha-label" className="quote-captcha__label">
          Confirm you are a person
        </p>
        {state === 'failed' ? (
          <p className="field__error">The check did not load. Reload the page to try again.</p>
        ) : null}
        {/* The custom element is upgraded once the lazily loaded widget script defines it. */}
        <altcha-widget ref={widget} name="altcha" suppressHydrationWarning />
        {error ? (
          <p id="quote-captcha-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  },
)
