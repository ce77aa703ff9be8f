import { use } from 'react'
import type { FooterPartProps } from './footer-part.tsx'

// Started as the root's code runs, beside hydration rather than after it (as app/embeddables.browser.ts).
const loading = import('./footer-part.tsx')
let loaded: Awaited<typeof loading> | null = null
void loading.then((module) => {
  loaded = module
})

/**
 * The browser's FooterPart (./footer-part.tsx): suspends until its code is in. Hydration keeps the
 * server's HTML of its Suspense boundary meanwhile, so the footer shows and its links work at once.
 */
export function FooterPart(props: FooterPartProps) {
  const { FooterPart: Part } = loaded ?? use(loading)
  return <Part {...props} />
}
