import type { EmbedName } from '@insure/domain/content'
import { Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * Components content can embed by marker (shell spec §2). Each embeddable component registers
 * itself under its marker name; an unknown marker renders nothing and logs a warning.
 */
const registry = new Map<string, ComponentType>()
const warned = new Set<string>()

export function registerEmbed(name: EmbedName, component: ComponentType): void {
  registry.set(name, component)
}

export function isEmbedRegistered(name: string): boolean {
  return registry.has(name)
}

export function Embed({ name, fallback = null }: { name: string; fallback?: ReactNode }) {
  // The registry is filled at import time and never changes, so the component is stable per name.
  const Component = registry.get(name)
  if (!Component) {
    // Logged in the browser, where the page is read; the server log is for the server.
    if (typeof window !== 'undefined' && !warned.has(name)) {
      warned.add(name)
      console.warn(`No component is registered for the embed marker "${name}"; it renders nothing.`)
    }
    return <>{fallback}</>
  }
  return (
    <Suspense fallback={<p className="embed-loading">Loading…</p>}>
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component />
    </Suspense>
  )
}
