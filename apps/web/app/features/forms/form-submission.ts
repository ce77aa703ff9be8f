import { useEffect, useRef, useState } from 'react'
import { scrollToTop } from '../../lib/scroll-to-top.ts'
import { browserSessionStore, type SiteSession } from '../../lib/session.client.ts'

/** Contact details a form keeps in the browser session (forms spec §4: the claim form on success). */
export type SessionContact = {
  name: string
  surname: string
  email: string
  mobile: string
  citizenId?: string
}

export function saveContactInSession(contact: SessionContact): void {
  const store = browserSessionStore()
  const stored = store.read()
  if (!stored) return
  const session = JSON.parse(stored) as SiteSession & { contact?: SessionContact }
  store.write(JSON.stringify({ ...session, contact }))
}

/**
 * The success view of a form that scrolls to the top when shown (forms spec §2: contact and claim,
 * 500 ms) and moves focus to its heading, so a screen reader announces it. It starts shown on the
 * page a submission without script was redirected to.
 */
export function useSubmittedView(initiallySubmitted = false) {
  const [submitted, setSubmitted] = useState(initiallySubmitted)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (submitted) scrollToTop(() => heading.current?.focus({ preventScroll: true }))
  }, [submitted])
  return { submitted, setSubmitted, heading }
}
