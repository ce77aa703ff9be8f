import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { testConfig } from '../src/config.ts'
import { openPglite, openPostgres } from '../src/db/client.ts'
import { seedDatabase } from '../seed/index.ts'
import { TEMPLATE_DATABASE, withDatabaseName } from './database-names.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresUrl: string
  }
}

/**
 * Migrates and seeds one template database for the whole run (initdb takes ~5 s): a PGlite dump
 * that every test file loads in memory, or, with TEST_DATABASE_URL, a PostgreSQL template database
 * that every test file clones.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? ''
  project.provide('postgresUrl', postgresUrl)
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
    await admin.query(`create database ${TEMPLATE_DATABASE}`)
    const template = await openPostgres(withDatabaseName(postgresUrl, TEMPLATE_DATABASE), 1)
    await template.migrate()
    await seedDatabase(template.db, { tokenSecret: testConfig().tokenSecret })
    await template.close()
    project.provide('pgliteTemplatePath', '')
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
      await admin.end()
    }
  }

  const folder = await mkdtemp(path.join(os.tmpdir(), 'insure-test-template-'))
  const database = await openPglite()
  await database.migrate()
  await seedDatabase(database.db, { tokenSecret: testConfig().tokenSecret })
  const dump = await database.pglite!.dumpDataDir('gzip')
  await database.close()
  const templatePath = path.join(folder, 'template.tar.gz')
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', templatePath)
  return () => rm(folder, { recursive: true, force: true })
}
