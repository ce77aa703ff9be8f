import { z } from 'zod'
import { ErrorEnvelopeSchema } from './envelope.ts'

/**
 * What the generated OpenAPI document cannot learn from a route's own schema, derived once from the
 * path and method: the credentials the guards ask for (client-checks.ts, the content token of
 * content.routes.ts), the refusals they and the rate limit answer, an operationId. Documentation only:
 * the routes' response schemas, which also serialise the answers, are not touched.
 */

type Json = Record<string, unknown>
type Operation = Json & {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; description?: string }[]
  requestBody?: unknown
  responses?: Record<string, Json>
}
export type OpenApiObject = Json & {
  paths?: Record<string, Record<string, Operation>>
  components?: Json & { schemas?: Record<string, unknown> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** The security schemes the guards check, by header. */
export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Identifies the app (not a secret). Every /wyzeapi and /global call.',
  },
  rateToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Rate-Token',
    description: 'From GET /global/auth/getToken, valid 900 s. Every /wyzeapi call.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The XSRF-TOKEN cookie echoed (double submit). Every non-GET /wyzeapi call.',
  },
  contentToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Token <CONTENT_API_TOKEN>`: the content backend (/api), held by the page server only.',
  },
  workbench: {
    type: 'http',
    scheme: 'bearer',
    description:
      "`Bearer <WORKBENCH_SECRET>`: the workbench's credential, for POST /wyzeapi/wtf/token/issue.",
  },
  agentSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'agent-session',
    description:
      'The HttpOnly cookie the exchange of a launch token sets (POST /wyzeapi/wtf/token/verify): an agent, on a call-centre server.',
  },
} as const

/** Calls only the workbench makes: its credential besides the client's (workbench.routes.ts). */
const WORKBENCH_PATHS = new Set(['/wyzeapi/wtf/token/issue'])
/** Calls answered for an agent only (agent-session.ts); elsewhere an agent session is optional. */
const AGENT_PATHS = new Set(['/wyzeapi/wtf/agent-session'])

type SchemeName = keyof typeof SECURITY_SCHEMES
type Refusal = { status: string; description: string; schema: 'ErrorEnvelope' | 'ContentError' }

/** The credentials and refusals of a path's prefix (DESIGN.md, HTTP contract; shell spec §7). */
export function guardOf(path: string, method: string): { schemes: SchemeName[]; refusals: Refusal[] } {
  const rateLimited = { status: '429', description: 'Over the per-client rate limit' }
  if (path.startsWith('/wyzeapi/')) {
    const safe = method === 'get' || method === 'head'
    const client: SchemeName[] = safe ? ['apiKey', 'rateToken'] : ['apiKey', 'rateToken', 'xsrf']
    return {
      schemes: WORKBENCH_PATHS.has(path)
        ? [...client, 'workbench']
        : AGENT_PATHS.has(path)
          ? [...client, 'agentSession']
          : client,
      refusals: [
        {
          status: '401',
          description: WORKBENCH_PATHS.has(path)
            ? "The API key, the rate token or the workbench's credential is missing or not valid"
            : AGENT_PATHS.has(path)
              ? 'The API key, the rate token or the agent session is missing or not valid'
              : 'The API key or the rate token is missing or not valid',
          schema: 'ErrorEnvelope',
        },
        ...(safe
          ? []
          : [
              {
                status: '403',
                description: 'The XSRF token is missing or does not match',
                schema: 'ErrorEnvelope',
              } as const,
            ]),
        { ...rateLimited, schema: 'ErrorEnvelope' },
      ],
    }
  }
  if (path.startsWith('/global/')) {
    return {
      schemes: ['apiKey'],
      refusals: [
        { status: '401', description: 'The API key is missing or not recognised', schema: 'ErrorEnvelope' },
        { ...rateLimited, schema: 'ErrorEnvelope' },
      ],
    }
  }
  if (path.startsWith('/api/')) {
    return {
      schemes: ['contentToken'],
      refusals: [
        { status: '401', description: 'The content token is missing or not valid', schema: 'ContentError' },
        { ...rateLimited, schema: 'ContentError' },
      ],
    }
  }
  // Public: the health check (rate limited like the API), static files, test-mode actions.
  return { schemes: [], refusals: path === '/health' ? [{ ...rateLimited, schema: 'ErrorEnvelope' }] : [] }
}

/**
 * Wildcard routes as the spec names them: the content backend's page slugs hold slashes
 * (`products/car-insurance`), so the route is `/api/pages/*`; shell spec §7 writes `/api/pages/{slug}/`.
 */
const WILDCARDS: Record<string, { path: string; name: string; description: string }> = {
  '/api/pages/{*}': {
    path: '/api/pages/{slug}/',
    name: 'slug',
    description: "The page's slug; it may hold slashes (products/car-insurance).",
  },
}

/** `GET /wyzeapi/product/pages/{id}` → `getWyzeapiProductPagesById`: unique while paths are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)
      const parts = (parameter ? parameter[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean)
      const word = parts.map((part) => part[0]!.toUpperCase() + part.slice(1)).join('')
      return parameter ? `By${word}` : word
    })
  return method + words.join('')
}

/**
 * OpenAPI 3.0 has no null type: `nullable` counts only beside a `type`. zod's nullable unions come
 * out as `{ nullable, oneOf }`; when every branch has the same type, that type goes beside it.
 */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions)
  if (!node || typeof node !== 'object') return
  const schema = node as Json
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined
  if (schema.nullable === true && schema.type === undefined && branches) {
    const types = new Set(branches.map((branch) => branch.type))
    if (types.size === 1 && typeof branches[0]?.type === 'string') schema.type = branches[0].type
  }
  Object.values(schema).forEach(typeNullableUnions)
}

/** The document with each operation's security, guard refusals and operationId; servers and components. */
export function completeOpenApi(document: OpenApiObject): OpenApiObject {
  const paths: NonNullable<OpenApiObject['paths']> = {}
  for (const [documentedPath, pathItem] of Object.entries(document.paths ?? {})) {
    const wildcard = WILDCARDS[documentedPath]
    const path = wildcard?.path ?? documentedPath
    for (const method of METHODS) {
      const operation = pathItem[method]
      if (!operation) continue
      if (wildcard) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'path' && parameter.name === '*') {
            parameter.name = wildcard.name
            parameter.description = wildcard.description
          }
        }
      }
      operation.operationId ??= operationIdOf(method, path)
      const { schemes, refusals } = guardOf(path, method)
      operation.security = schemes.length ? [Object.fromEntries(schemes.map((name) => [name, []]))] : []
      const responses = (operation.responses ??= {})
      // Fastify validates the parameters and body with the route's schema: 400 in the envelope.
      const validated = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined
      if (validated && !responses['400']) refusals.unshift(badRequest(path))
      for (const refusal of refusals) {
        responses[refusal.status] ??= {
          description: refusal.description,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${refusal.schema}` } } },
        }
      }
    }
    paths[path] = pathItem
  }
  typeNullableUnions(paths)
  // Only the schemes of this server's operations: the workbench's is listed where token/issue exists.
  const used = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.security ?? []).flatMap(Object.keys)),
    ),
  )
  const securitySchemes = document.components?.securitySchemes as Record<string, unknown> | undefined
  return {
    ...document,
    servers: [{ url: '/', description: "The site's own origin" }],
    paths,
    components: {
      ...document.components,
      ...(securitySchemes
        ? {
            securitySchemes: Object.fromEntries(
              Object.entries(securitySchemes).filter(([name]) => used.has(name)),
            ),
          }
        : {}),
      schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS },
    },
  }
}

function badRequest(path: string): Refusal {
  return {
    status: '400',
    description: 'A parameter or the body is not valid',
    schema: path.startsWith('/api/') ? 'ContentError' : 'ErrorEnvelope',
  }
}

const ERROR_SCHEMAS = {
  ErrorEnvelope: z.toJSONSchema(ErrorEnvelopeSchema, { target: 'openapi-3.0' }),
  // The content backend speaks Django REST (envelope.ts sendError).
  ContentError: z.toJSONSchema(z.object({ detail: z.string() }), { target: 'openapi-3.0' }),
}
