/**
 * `npm -w @insure/api run outbox`: the e-mails the outbox has not sent (without SMTP_URL, all of
 * them), one a line: id, created, state, last error, address, subject.
 * `npm -w @insure/api run outbox -- --eml <hashedId> > message.eml`: one message with its
 * attachments, for a mail program.
 *
 * It opens the database of DATABASE_URL, or the PGlite folder of DATA_DIR, which only one process
 * may hold: stop the server first (the lock refuses otherwise). Its output holds personal
 * information (addresses, schedules): it is for the person who sends the messages on, not for logs.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadDatabaseConfig } from '../../config.ts'
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client.ts'
import { isInitialisedDataFolder, lockDataFolder } from '../../db/data-folder.ts'
import { EmailOutboxRepository } from './email-outbox.repository.ts'
import { emailAsEml, unsentEmailLines } from './outbox-reader.ts'

const USAGE = `Usage: npm -w @insure/api run outbox [-- --eml <hashedId>]
  (no option)         the e-mails not sent, one a line
  --eml <hashedId>    that e-mail as an .eml file on standard output`

const { values } = parseArgs({ options: { eml: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
if (values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}

const config = loadDatabaseConfig()
let release = async () => {}
let database: DatabaseHandle
if (config.databaseUrl) {
  database = await openPostgres(config.databaseUrl, 1)
} else {
  if (!existsSync(config.dataDir) || !isInitialisedDataFolder(config.dataDir)) {
    console.error(`No database in ${config.dataDir} (DATA_DIR): the server creates it on its first start.`)
    process.exit(1)
  }
  const lock = await lockDataFolder(config.dataDir).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
  release = () => lock.release()
  database = await openPglite({ dataDir: config.dataDir })
}

let exitCode = 0
try {
  const outbox = new EmailOutboxRepository(database.db)
  if (values.eml) {
    const eml = await emailAsEml(outbox, values.eml, config.mailFrom)
    if (eml) process.stdout.write(eml)
    else {
      console.error(`No e-mail ${values.eml} in the outbox.`)
      exitCode = 1
    }
  } else {
    process.stdout.write(`${(await unsentEmailLines(outbox)).join('\n')}\n`)
  }
} finally {
  await database.close()
  await release()
}
process.exit(exitCode)
