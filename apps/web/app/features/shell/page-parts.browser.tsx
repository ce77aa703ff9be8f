import { use } from 'react'
import type { FooterPartProps, HeaderPartProps } from './page-parts.tsx'

export type { FooterPartProps, HeaderPartProps }

// Started as the root's code runs, beside hydration rather than after it (as app/embeddables.browser.ts).
const loading = import('./page-parts.tsx')
let loaded: Awaited<typeof loading> | null = null
void loading.then((module) => {
  loaded = module
})

/** Suspends until the parts' code is in; hydration keeps the server's HTML of the boundary meanwhile. */
function usePageParts() {
  return loaded ?? use(loading)
}

/** The browser's HeaderPart (./page-parts.tsx). */
export function HeaderPart(props: HeaderPartProps) {
  const { HeaderPart: Part } = usePageParts()
  return <Part {...props} />
}

/** The browser's FooterPart (./page-parts.tsx). */
export function FooterPart(props: FooterPartProps) {
  const { FooterPart: Part } = usePageParts()
  return <Part {...props} />
}
