import { loadRegistrations } from './lib/embeds.tsx'

// The browser's registrations (./embeddables.ts) are one module loaded on demand, started as the
// root's code runs: the registry and its map of lazy imports stay out of the first-load JavaScript
// (issue 25's budget), and an embed or slot waits for them in its Suspense boundary.
loadRegistrations(() => import('./embeddables.ts'))
