import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean; drain(graceMs: number): Promise<void> }
  }
}

/**
 * Graceful shutdown. Closing the listener at once resets connections that were accepted but whose
 * request was not read yet, so on SIGTERM the server first drains: /health answers 503 (a load
 * balancer stops sending), every response closes its connection (no idle keep-alive sockets are
 * left to cut), and only after the grace period does it stop listening and wait for what is in flight.
 */
async function lifecyclePlugin(app: FastifyInstance) {
  const lifecycle = {
    draining: false,
    async drain(graceMs: number) {
      lifecycle.draining = true
      await new Promise((resolve) => setTimeout(resolve, graceMs))
    },
  }
  app.decorate('lifecycle', lifecycle)
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close')
  })
}

export default fp(lifecyclePlugin, { name: 'lifecycle' })
