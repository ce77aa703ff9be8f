import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callbackPayload, newSession, poster } from '../../../test/form-fixtures.ts'
import { typicalAnswers } from '../../../test/quick-quote-fixtures.ts'
import { statementsRunBy } from '../../../test/statements.ts'
import { agentCredentials } from '../../../test/agent-fixtures.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { rowsOf } from '../../db/client.ts'

/**
 * The batch statements of the write path (call-backs and the other forms, quick quotes) find each
 * row's session by its primary key, however many sessions there are and whatever the planner's
 * statistics say (PGlite has no autovacuum, so none): a plain join was planned as a scan of every
 * session, the larger part of each batch's time on a busy site.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>
let post: ReturnType<typeof poster>
let hashedSessionId: string

const SESSIONS_ADDED = 20_000

beforeAll(async () => {
  // A call-centre server: quick quotes without the captcha; call-backs are taken the same way.
  testApp = await createTestApp({ callCentre: true })
  const credentials = await agentCredentials(testApp.app)
  post = poster(testApp.app, credentials)
  hashedSessionId = await newSession(testApp.app, credentials)
  await testApp.db.execute(sql`
    insert into sessions (hashed_id, contact_hashed_id, company_code, location, browser, operating_system, ip)
    select 'bulk-' || n, 'bulk-contact-' || n, 'IWYZE', 'https://example.co.za/', 'test', 'test', '127.0.0.1'
    from generate_series(1, ${SESSIONS_ADDED}) as n`)
})
afterAll(() => testApp.close())

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/** The plan of the batch statement (the one that takes its rows as JSON) run by `send`. */
async function batchStatementPlan(send: () => Promise<{ statusCode: number; body: string }>) {
  const { result: response, statements } = await statementsRunBy(testApp.db, send)
  expect(response.statusCode, response.body).toBe(200)
  const batch = statements.find((statement) => statement.text.includes('jsonb_to_recordset'))
  expect(batch, 'a batch statement ran').toBeDefined()
  const explained = await testApp.db.execute(sql`explain (format json) ${batch!.query}`)
  const [{ Plan }] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(explained)[0]!['QUERY PLAN']
  return nodesOf(Plan)
}

describe(`with ${SESSIONS_ADDED.toLocaleString('en-ZA')} more sessions stored`, () => {
  it.each([
    ['a call-back', () => post('/wyzeapi/cc/submitCallback', callbackPayload(hashedSessionId))],
    [
      'a quick quote from a session',
      () =>
        post('/wyzeapi/quickquote/create', {
          hashedProductId: PRODUCT_CATALOGUE.car.hashedProductId,
          hashedSessionId,
          answers: typicalAnswers('car'),
          skipCaptcha: true,
        }),
    ],
  ])('%s is stored with one primary-key lookup of its session, not a scan of them all', async (_, send) => {
    const plan = await batchStatementPlan(send)
    const onSessions = plan.filter((node) => node['Relation Name'] === 'sessions')
    expect(onSessions.map((node) => node['Node Type'])).toEqual(['Index Scan'])
  })
})
