import type { FastifyInstance } from 'fastify'
import { Lru } from 'toad-cache'

/** A content backend answer as the page server reads it: status and parsed body. */
export type ContentAnswer = { status: number; body: unknown }

/**
 * Enough for every content path of both companies (pages, products, blog posts and list pages),
 * bounded because a blog search term is the visitor's own: odd queries cannot grow it.
 */
export const CONTENT_ANSWERS_MAX_ENTRIES = 500

/**
 * The page server's reads of the content backend (`/api/...`), kept parsed for the content
 * generation (issue 25: an uncached render read the configuration and its page through
 * `app.inject`, the whole Fastify route with its hooks, two token signatures and a JSON
 * stringify and parse, on every request).
 *
 * Only what the content token reads is kept: pages, posts and a company's configuration, the same
 * for every visitor of a company (the company is in the path's query in call-centre mode, so in the
 * key). Nothing of a quote, a session or a person goes through here. A miss still goes through the
 * route, so its checks and answers (a 404 for an unknown slug, a 400 for a bad query) are the
 * route's; only 200s are kept. A content generation change (seed, purge, in any process) empties it
 * as it empties the HTML cache, and the next read sees the new content.
 *
 * Answers are shared between renders, so they are frozen: a loader that changed one would change it
 * for every visitor.
 */
export function contentAnswers(app: FastifyInstance, read: (pathAndQuery: string) => Promise<ContentAnswer>) {
  const answers = new Lru<Promise<ContentAnswer>>(CONTENT_ANSWERS_MAX_ENTRIES)
  app.contentGeneration.onChange(() => answers.clear())

  return async function readContent(pathAndQuery: string): Promise<ContentAnswer> {
    await app.contentGeneration.ensureFresh()
    const kept = answers.get(pathAndQuery)
    if (kept) return kept
    // Readers arriving while the first read runs wait for it, so a cold cache under load reads once.
    const reading = read(pathAndQuery).then(({ status, body }) => ({ status, body: deepFreeze(body) }))
    answers.set(pathAndQuery, reading)
    // A read that began before a purge is no longer in the cache (the purge emptied it): its answer
    // goes to those who asked before the purge and never to a later render.
    const forget = () => {
      if (answers.get(pathAndQuery) === reading) answers.delete(pathAndQuery)
    }
    reading.then((answer) => answer.status !== 200 && forget(), forget)
    return reading
  }
}

/** A read of the content backend through its route, in process, with the page server's token. */
export function readThroughRoute(app: FastifyInstance, contentApiToken: string) {
  return async (pathAndQuery: string): Promise<ContentAnswer> => {
    const response = await app.pageServer.inject({
      method: 'GET',
      url: pathAndQuery,
      headers: { authorization: `Token ${contentApiToken}` },
    })
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null }
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  for (const child of Object.values(value)) deepFreeze(child)
  return Object.freeze(value)
}
