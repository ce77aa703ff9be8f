import { pickerProducts, type CatalogueProduct } from '@insure/domain/catalogue'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiCallError, createApiClient, type ApiClient } from '../../lib/api-client.ts'
import { scrollToTop } from '../../lib/scroll-to-top.ts'
import { browserSessionStore, type SiteSession } from '../../lib/session.client.ts'
import { useSite } from '../../lib/site.tsx'

/** One API client a page: the rate token it fetched is reused by every form on the page. */
const clients = new Map<string, ApiClient>()
export function siteApiClient(apiKey: string): ApiClient {
  let client = clients.get(apiKey)
  if (!client) {
    client = createApiClient({ apiKey })
    clients.set(apiKey, client)
  }
  return client
}

/** The session has no server id yet (still being created, or call-centre mode). */
export class NoSessionError extends Error {
  constructor() {
    super('The visit has no session on the server yet.')
    this.name = 'NoSessionError'
  }
}

/** What every form needs from the site: its products, the session and the API. */
export function useFormSite() {
  const site = useSite()
  const api = useMemo(() => siteApiClient(site.settings.publicApiKey), [site.settings.publicApiKey])
  const products: CatalogueProduct[] = useMemo(
    () => pickerProducts(site.activeProducts),
    [site.activeProducts],
  )
  return {
    api,
    products,
    session: site.session,
    companyCode: site.settings.companyCode,
    featureFlags: site.featureFlags,
    startNewSession: site.startNewSession,
    requireSessionId(): string {
      const id = site.session?.hashedSessionId
      if (!id) throw new NoSessionError()
      return id
    },
  }
}

/** The sentence a failed submission shows: the server's `msg` when it gave one (forms spec §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiCallError && error.msg ? error.msg : fallback
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
 * Puts the server's field errors (a 400 envelope's `errors`) beside the form's fields, through a map
 * from payload paths to field names. Returns whether any landed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOfPath: Readonly<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiCallError)) return false
  let shown = false
  for (const { path, message } of error.errors) {
    const field = fieldOfPath[path]
    if (!field) continue
    setError(field, { type: 'server', message })
    shown = true
  }
  return shown
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
