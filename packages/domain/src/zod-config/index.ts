import { z } from 'zod'

/**
 * zod without its compiled parsers. zod 4 builds its fast object parsers with `new Function`, and
 * merely probing for it is a violation of the site's content security policy (no 'unsafe-eval'),
 * reported on every page whose code holds a schema. The setting is global and read when a schema
 * is made, so it must come before any: the domain's schemas take `z` from here (an import a bundler
 * has to evaluate first, whatever it merges), and the server imports this first (server.ts) for
 * the API's own. The server runs the same way, so a page behaves alike rendered and hydrated.
 */
z.config({ jitless: true })

export { z }
