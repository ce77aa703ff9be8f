import { useRef, useState, type ReactNode } from 'react'

/** A submit button that says it is busy while its form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy}>
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

/**
 * A submit that runs once at a time: a second submit while one is in flight does nothing (forms spec
 * §4). `busy` drives the loading state.
 */
export function useSingleFlight() {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  async function run(task: () => Promise<void>): Promise<void> {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
