import type { ProductCode } from '@insure/domain/catalogue'
import type { EmbedName } from '@insure/domain/content'
import { Suspense, use, type ComponentType, type ReactNode } from 'react'

/*
 * Where one feature shows what another owns, without importing it (docs/decisions/005-web-layers.md).
 * The owning feature registers its component here; root.tsx imports the registrations
 * (app/embeddables.ts): on the server before the first render, in the browser on demand (see
 * loadRegistrations). Two kinds: content's embed markers (`[[embed:contact-form]]`, by name, no
 * props) and slots, the places a page fills with another feature's component and the props it
 * passes.
 */

/**
 * Components content can embed by marker (shell spec §2). Each embeddable component registers
 * itself under its marker name; an unknown marker renders nothing and logs a warning.
 */
const registry = new Map<string, ComponentType>()
const warned = new Set<string>()

/** The registrations on their way in the browser; null where they were imported (server, tests). */
let registrations: Promise<void> | null = null
let registrationsLoaded = false

/**
 * In the browser the registrations load beside hydration, out of the page's first-load JavaScript
 * (issue 25's budget): until they are in, an embed or slot suspends, and hydration keeps the
 * server's HTML of its Suspense boundary (as it does for a form whose code is still loading).
 */
export function loadRegistrations(load: () => Promise<unknown>): void {
  registrations = load().then(() => {
    registrationsLoaded = true
  })
}

/** Suspends until the registrations are in (a failed load throws to the error boundary). */
function useRegistrations(): void {
  if (registrations && !registrationsLoaded) use(registrations)
}

export function registerEmbed(name: EmbedName, component: ComponentType): void {
  registry.set(name, component)
}

export function isEmbedRegistered(name: string): boolean {
  return registry.has(name)
}

export function Embed({ name, fallback = null }: { name: string; fallback?: ReactNode }) {
  return (
    <Suspense fallback={<p className="embed-loading">Loading…</p>}>
      <RegisteredEmbed name={name} fallback={fallback} />
    </Suspense>
  )
}

function RegisteredEmbed({ name, fallback }: { name: string; fallback: ReactNode }) {
  useRegistrations()
  // The registry is filled once and never changes, so the component is stable per name.
  const Component = registry.get(name)
  if (!Component) {
    // Logged in the browser, where the page is read; the server log is for the server.
    if (typeof window !== 'undefined' && !warned.has(name)) {
      warned.add(name)
      console.warn(`No component is registered for the embed marker "${name}"; it renders nothing.`)
    }
    return <>{fallback}</>
  }
  // eslint-disable-next-line react-hooks/static-components
  return <Component />
}

/** The call-me-back form's variants (forms spec §2, §4): its fields and layout; `banner` is the product banner's. */
export type CallMeBackVariant = 'new' | 'one' | 'two' | 'car-home' | 'banner'

/** What a page passes to the call-me-back form it shows (the forms feature fills the slot). */
export type CallMeBackFormProps = {
  variant?: CallMeBackVariant
  heading?: string | null
  /** The product to start with (the banner's choice); else the product page's, else none. */
  initialProduct?: ProductCode
  /** The host (the floating panel) closes when the form is done. */
  onClose?: () => void
  /** Banner variant: LIFE is arranged by a consultant, so choosing it drops off instead of submitting. */
  onLifeDropOff?: () => void
}

type NoProps = Record<never, never>

/** Each slot and the props its host passes. */
export type SlotProps = {
  /** Forms: the floating button, the product banner, a blog post and the quote result show it. */
  'call-me-back-form': CallMeBackFormProps
  /** Forms: a blog post and the blog list show it. */
  'blog-subscription-form': NoProps
  /** Test data: the developer bar shows the generator (it decides when, by the session's flags). */
  'test-data-generator': NoProps
}

export type SlotName = keyof SlotProps

const slots = new Map<SlotName, ComponentType<never>>()

/** Fills a slot; the feature that owns the component calls it when its registration module loads. */
export function registerSlot<Name extends SlotName>(
  name: Name,
  component: ComponentType<SlotProps[Name]>,
): void {
  slots.set(name, component as ComponentType<never>)
}

/**
 * The component registered for `name`, with the host's props. A component that loads on demand, and
 * any slot before the registrations are in, suspends: the host wraps the slot in <Suspense> with its
 * own fallback. An empty slot is a mistake
 * of the code, not of content, so it throws.
 */
export function Slot<Name extends SlotName>({ name, ...props }: { name: Name } & SlotProps[Name]) {
  useRegistrations()
  const Component = slots.get(name) as ComponentType<SlotProps[Name]> | undefined
  if (!Component) throw new Error(`Nothing is registered for the slot "${name}".`)
  return <Component {...(props as unknown as SlotProps[Name])} />
}
