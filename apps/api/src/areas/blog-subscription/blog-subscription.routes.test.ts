import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OVERSIZED_TEXT,
  SCRIPT,
  UNREADABLE_BODIES,
  expectErrorEnvelope,
  postRaw,
} from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { blogSubscribers } from '../../db/schema/index.ts'
import { MESSAGES } from '../../plugins/envelope.ts'
import { UNKNOWN_LIST_MESSAGE } from './blog-subscription.routes.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

function subscribe(listId: string, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/wyzeapi/blogs/submitSubscribeBlog/${listId}`,
    headers: credentials.headers('POST'),
    payload,
  })
}

const subscriber = { firstName: 'Naledi', lastName: 'Khumalo', emailAddress: 'Naledi.Khumalo@Example.co.za' }
const rowsOf = (listId: string) =>
  testApp.db.select().from(blogSubscribers).where(eq(blogSubscribers.listId, listId))

describe('POST /wyzeapi/blogs/submitSubscribeBlog/{listId} (forms spec §7)', () => {
  it.each([
    ['iwyze-blog', 'IWYZE'],
    ['om-blog', 'OM'],
  ])('subscribes to %s (%s) once; a repeat answers 200 and stores nothing new', async (listId, company) => {
    const first = await subscribe(listId, subscriber)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ code: 200, data: { subscribed: true } })
    const again = await subscribe(listId, { ...subscriber, emailAddress: 'naledi.khumalo@example.co.za ' })
    expect(again.statusCode).toBe(200)
    expect(await rowsOf(listId)).toEqual([
      expect.objectContaining({
        listId,
        companyCode: company,
        emailAddress: 'naledi.khumalo@example.co.za',
        firstName: 'Naledi',
        lastName: 'Khumalo',
      }),
    ])
  })

  it('keeps the names of the latest subscription', async () => {
    await subscribe('om-blog', { ...subscriber, emailAddress: 'sam@example.com' })
    await subscribe('om-blog', { ...subscriber, firstName: 'Samuel', emailAddress: 'sam@example.com' })
    const rows = (await rowsOf('om-blog')).filter((row) => row.emailAddress === 'sam@example.com')
    expect(rows.map((row) => row.firstName)).toEqual(['Samuel'])
  })

  it('answers 404 for a list that does not exist, and stores nothing', async () => {
    const response = await subscribe('no-such-list', subscriber)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, msg: UNKNOWN_LIST_MESSAGE })
    expect(await rowsOf('no-such-list')).toHaveLength(0)
  })

  it.each([
    ['emailAddress', { emailAddress: 'naledi@' }, 'Email must be valid'],
    ['emailAddress', { emailAddress: '' }, 'Email must be valid'],
    ['firstName', { firstName: '<script>alert(1)</script>' }, 'First name must be valid'],
    ['lastName', { lastName: '' }, 'Last name must be valid'],
  ])('answers 400 for %s %j: %s', async (path, change, message) => {
    const response = await subscribe('iwyze-blog', {
      ...subscriber,
      emailAddress: 'bad@example.com',
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, msg: MESSAGES.validation, errors: [{ path, message }] })
    expect((await rowsOf('iwyze-blog')).filter((row) => row.emailAddress === 'bad@example.com')).toHaveLength(
      0,
    )
  })
})

describe('bad input of every sort: a 4xx envelope, nothing stored, and the next request still served', () => {
  const URL = '/wyzeapi/blogs/submitSubscribeBlog/iwyze-blog'
  const body = (change: Record<string, unknown>) =>
    JSON.stringify({ ...subscriber, emailAddress: 'bad.input@example.com', ...change })

  it.each([
    ...UNREADABLE_BODIES,
    { name: 'a 101 KB body', raw: body({ firstName: OVERSIZED_TEXT }), status: 413 },
    { name: 'a number for the e-mail', raw: body({ emailAddress: 42 }), status: 400 },
    { name: 'a list for a name', raw: body({ lastName: ['Khumalo'] }), status: 400 },
    { name: 'a script in the last name', raw: body({ lastName: SCRIPT }), status: 400 },
    { name: 'a script in the e-mail', raw: body({ emailAddress: `${SCRIPT}@example.com` }), status: 400 },
  ])('$name → $status', async ({ raw, status }) => {
    const before = await rowsOf('iwyze-blog')
    expectErrorEnvelope(await postRaw(testApp.app, credentials, URL, raw), status)
    expect(await rowsOf('iwyze-blog')).toEqual(before)
    const next = await subscribe('iwyze-blog', { ...subscriber, emailAddress: 'next@example.com' })
    expect(next.statusCode).toBe(200)
  })
})
