import { AGENT_SESSION_TTL_S } from '@insure/domain/workbench'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { SignedValues } from '../../lib/signed-values.ts'

/** The cookie that proves an agent (DESIGN.md HTTP contract, Agent): set by the server only. */
export const AGENT_SESSION_COOKIE = 'agent-session'

/** The purpose the agent session's key is derived for (see derivedKey). */
const AGENT_SESSION_PURPOSE = 'agent-session'

/** Who an agent session proves: the launch token's agent, and the quick quote it was launched on. */
export type AgentSession = {
  agentId: string
  agentUsername: string
  /** The quick quote the launch token named; null for a new quote. */
  quickQuoteHashedId: string | null
}

/** The signed part of the cookie; short names keep it small, as it goes with every request. */
const PayloadSchema = z.object({
  a: z.string().min(1),
  u: z.string().min(1),
  q: z.string().min(1).nullable(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
})

export type AgentSessions = {
  /**
   * The agent of a request: its agent-session cookie when the signature is ours and it has not
   * expired, on a call-centre server; null otherwise (a visitor, a forged or stale cookie, or any
   * request to the public site, which sells online only).
   */
  agentOf(request: FastifyRequest): AgentSession | null
  /** Opens an agent session on this reply: the browser keeps it for 12 hours or until it closes. */
  start(reply: FastifyReply, agent: AgentSession): void
}

declare module 'fastify' {
  interface FastifyInstance {
    agentSessions: AgentSessions
  }
}

/**
 * Agent sessions (issue 22): an agent is proven by a cookie the server set when a launch token was
 * exchanged, never by a field of a body or a cookie a script wrote. The cookie is its payload signed
 * (lib/signed-values.ts) under a key for this purpose alone, so a workbench token's or a captcha's
 * signature is worthless here. No row: checking
 * it costs one HMAC and no I/O, and any process behind the load balancer can.
 *
 * It is a session cookie (no Max-Age) whose signed value carries its expiry: it ends when the browser
 * closes or after AGENT_SESSION_TTL_S, whichever comes first. `HttpOnly` (no script reads or writes
 * it), `SameSite=Lax`, `Secure` but on plain-HTTP local starts.
 */
async function agentSessionsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const signed = new SignedValues(config.tokenSecret, AGENT_SESSION_PURPOSE)

  function read(value: string | undefined, nowMs: number): AgentSession | null {
    const payload = signed.read(value)
    if (payload === null) return null
    let decoded: unknown
    try {
      decoded = JSON.parse(payload)
    } catch {
      return null
    }
    const parsed = PayloadSchema.safeParse(decoded)
    if (!parsed.success || parsed.data.e * 1000 <= nowMs) return null
    return { agentId: parsed.data.a, agentUsername: parsed.data.u, quickQuoteHashedId: parsed.data.q }
  }

  app.decorate('agentSessions', {
    agentOf(request) {
      if (!config.callCentre) return null
      return read(request.cookies[AGENT_SESSION_COOKIE], Date.now())
    },
    start(reply, agent) {
      const expiry = Math.floor(Date.now() / 1000) + AGENT_SESSION_TTL_S
      const payload = JSON.stringify({
        a: agent.agentId,
        u: agent.agentUsername,
        q: agent.quickQuoteHashedId,
        e: expiry,
      })
      reply.setCookie(AGENT_SESSION_COOKIE, signed.sign(payload), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
      })
    },
  } satisfies AgentSessions)
}

export default fp(agentSessionsPlugin, { name: 'agent-sessions', dependencies: ['@fastify/cookie'] })
