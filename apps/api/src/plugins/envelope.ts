import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import { tooManyRequestsPage } from './page-answers.ts'
import { isSitePage, routedPath } from './routed-path.ts'

/** DESIGN.md, HTTP contract: success is `{ code: 200, data }`. */
export function ok<T>(data: T): { code: 200; data: T } {
  return { code: 200, data }
}

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data })
}

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() })
export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
})
export type FieldError = z.infer<typeof FieldErrorSchema>
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

/** An error a client caused, with a sentence a person can read. Thrown by handlers and hooks. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly errors?: FieldError[],
  ) {
    super(msg)
    this.name = 'ApiError'
  }
}

export const MESSAGES = {
  validation: 'Some fields are missing or not valid.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large (the limit is 100 KB).',
  unsupportedMediaType: 'The request body must be JSON.',
  notFound: 'Not found.',
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  serverError: GENERIC_ERROR_MESSAGE,
  unfinished: 'The request was not finished.',
} as const

const CLIENT_ERRORS_BY_CODE: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: MESSAGES.invalidJson },
}

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.')
}

/** The envelope of a refusal (DESIGN.md, HTTP contract). */
export function errorEnvelope(status: number, msg: string, errors?: FieldError[]): ErrorEnvelope {
  return errors ? { code: status, msg, errors } : { code: status, msg }
}

/** A schema's refusal (the zod type provider's validation issues) as the envelope's field errors. */
export function validationEnvelope(issues: readonly { instancePath: string; message?: string }[]) {
  const errors = issues.map((issue) => ({
    path: fieldPath(issue.instancePath),
    message: issue.message ?? 'Invalid',
  }))
  return errorEnvelope(400, MESSAGES.validation, errors)
}

export function sendError(reply: FastifyReply, status: number, msg: string, errors?: FieldError[]) {
  // The content backend speaks Django REST: errors are `{ detail }`.
  if (routedPath(reply.request).startsWith('/api/')) return reply.code(status).send({ detail: msg })
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(status, msg, errors))
}

/** Over a page's rate limit: a page that says so in words (the limit set Retry-After), never a 500. */
function sendTooManyRequestsPage(reply: FastifyReply) {
  const retryAfterSeconds = Math.max(1, Number(reply.getHeader('retry-after')) || 60)
  return reply.code(429).type('text/html; charset=utf-8').send(tooManyRequestsPage(retryAfterSeconds))
}

/**
 * Fastify's own refusals before routing (a path that is not valid percent-encoded UTF-8, a path
 * parameter over its length limit), in the envelope: its default answers are a JSON of its own.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, MESSAGES.badUrl)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, MESSAGES.uriTooLong)
  request.log.error({ err: error }, 'routing failed')
  return sendError(reply, 500, MESSAGES.serverError)
}

/**
 * One error handler writes the envelope. `msg` is exposed only below 500; a 5xx is a bug, logged
 * with its stack and answered with a generic sentence.
 */
async function envelopePlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.msg, error.errors)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { msg, errors } = validationEnvelope(error.validation)
      return sendError(reply, 400, msg, errors)
    }
    const known = error.code ? CLIENT_ERRORS_BY_CODE[error.code] : undefined
    if (known) return sendError(reply, known.status, known.msg)
    if (error.statusCode === 429) {
      return isSitePage(request)
        ? sendTooManyRequestsPage(reply)
        : sendError(reply, 429, MESSAGES.tooManyRequests)
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return sendError(reply, 500, MESSAGES.serverError)
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message)
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The visitor went away (a closed tab, a click elsewhere) before the request was read or its
      // answer written: nothing went wrong here, and nobody is left to read the answer.
      request.log.info({ code: error.code }, 'the visitor left before the answer')
      return sendError(reply, 400, MESSAGES.unfinished)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, MESSAGES.serverError)
  })

  // A method no route takes (PROPFIND, or TRACE where only GET is routed): 405 where the path is
  // routed for other methods, else 404.
  app.setNotFoundHandler((request, reply) => {
    const allow = app.allowedMethods.of(request.url)
    if (allow.length > 0) return app.allowedMethods.refuse(request, reply, allow)
    return sendError(reply, 404, MESSAGES.notFound)
  })
}

export default fp(envelopePlugin, { name: 'envelope', dependencies: ['allowed-methods'] })
