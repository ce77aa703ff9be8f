import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    database: DatabaseHandle
  }
}

/** Decorates the app with the database; the server (or the test) owns opening and closing it. */
async function databasePlugin(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.decorate('database', options.database)
  app.decorate('db', options.database.db)
}

export default fp(databasePlugin, { name: 'database' })
