// First: zod's global setting (jitless) must precede every schema the server makes, the API's included.
import '@insure/domain/zod-config'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { buildApp } from './app.ts'
import { loadServerConfig } from './config.ts'
import { PRIVATE_UMASK } from './db/private-files.ts'
import { provideLocalSecrets } from './local-secrets.ts'
import { loggerOptions, routeConsoleToLogger } from './plugins/logger.ts'
import { startDatabase } from './start-database.ts'
import { registerWeb } from './web.ts'

/** One Node process: the API, the server-rendered pages and the static assets on one port. */
async function main() {
  // What the server creates in the data folder, which holds personal information, is for its own
  // user only: 0600 files, 0700 folders (db/private-files.ts). The database thread and the first
  // start's initialisation inherit it.
  process.umask(PRIVATE_UMASK)
  // npm run dev: local keys in the data folder, as npm start makes them (scripts/start.mjs). A
  // production server is given its own, or refuses to start (config.ts).
  const local = process.env.NODE_ENV === 'production' ? null : provideLocalSecrets(process.env)
  const config = loadServerConfig()
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions)
  if (local && local.provided.length > 0) {
    log.info({ keys: local.provided, file: local.file, generated: local.generated }, 'local keys in use')
  }
  const webBuildDir =
    config.webBuildDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build')
  if (!config.webDevServer && !existsSync(path.join(webBuildDir, 'server', 'index.js'))) {
    throw new Error(`The site is not built (${webBuildDir} is missing): run npm run build, or npm start.`)
  }

  const database = await startDatabase(config, log)
  const app = await buildApp({
    config,
    database,
    registerWeb: (app) => registerWeb(app, config, webBuildDir),
  })
  routeConsoleToLogger(app.log)
  // Held in process for the searches and lists: read before the first visitor types a suburb, who
  // would otherwise wait for it (about half a second for the 21,128 suburbs).
  await Promise.all([
    app.suburbs.load(),
    app.vehicles.load(),
    app.banks.load(),
    app.occupations.load(),
    app.medicalSchemes.load(),
  ])
  // Expired sessions, workbench tokens, used captchas and rate-limit counters: now and every 10 minutes.
  app.retention.schedule(app.log)
  // The outbox's e-mails: now and every 30 seconds, when SMTP_URL is set.
  app.emailSender.schedule()
  // Policy schedules a stopped process left undrawn: every 5 seconds.
  app.documentRenderer.schedule()

  let closing = false
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'draining requests and closing the database')
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s, exiting')
      process.exit(1)
    }, 10_000)
    timer.unref()
    try {
      await app.lifecycle.drain(config.shutdownGraceMs)
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
