import { UNSTORABLE_CHARACTER_MESSAGE, pathOfUnstorableCharacter } from '@insure/domain/field'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError, MESSAGES } from './envelope.ts'

/**
 * Issue 17: one guard, before any route's own validation, for the characters no field can hold (NUL,
 * lone surrogates; see `containsUnstorableCharacter`) in path parameters, query strings and bodies.
 * Such a value answers 400 with the field's path, so it never reaches a statement, where it failed
 * the statement and every other request batched into it. Routes without a schema are the site's
 * pages: React Router reads their input itself.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema) return
    requireStorable(request.params, request.query, request.body)
  })
}

/** The guard itself, for a call that is no HTTP request (the page server's in-process create). */
export function requireStorable(...parts: unknown[]) {
  for (const part of parts) {
    const path = pathOfUnstorableCharacter(part)
    if (path !== undefined) {
      throw new ApiError(400, MESSAGES.validation, [{ path, message: UNSTORABLE_CHARACTER_MESSAGE }])
    }
  }
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['envelope'] })
