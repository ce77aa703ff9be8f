import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Issue 22: pages that show personal information carried no noindex. On the built server (`npm run
// build` first): each such answer is `Cache-Control: private, no-store` with `X-Robots-Tag: noindex,
// nofollow`, and its HTML has the robots meta; pages without personal information stay open.

/** Car insurance, from PRODUCT_CATALOGUE. */
const CAR = 'OKLcE0mTsFs0'
const UNKNOWN_QUOTE = 'AAAAAAAAAAAA'
const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }
const ROBOTS_META = /<meta name="robots" content="noindex, nofollow"\/>/

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-private-pages-'))
let server: RunningServer

beforeAll(async () => {
  server = startServer(3190, path.join(work, 'data'), { COMPANY_CODE: 'IWYZE' })
  await waitUntilHealthy(server)
}, 300_000)

afterAll(() => {
  server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

async function answer(page: string, fields?: Record<string, string>) {
  const response = await fetch(`${server.base}${page}`, {
    redirect: 'manual',
    ...(fields
      ? {
          method: 'POST',
          headers: { origin: server.base, 'sec-fetch-site': 'same-origin' },
          body: new URLSearchParams(fields),
        }
      : {}),
  })
  return {
    status: response.status,
    privacy: {
      'cache-control': response.headers.get('cache-control'),
      'x-robots-tag': response.headers.get('x-robots-tag'),
    },
    html: await response.text(),
  }
}

describe('pages with personal information are private and say noindex', () => {
  it.each([
    ['resume-quote', `/resume-quote/${UNKNOWN_QUOTE}`],
    ['a full-quote page', `/quote/${UNKNOWN_QUOTE}/personal-information`],
  ])('%s', async (_name, page) => {
    const { status, privacy, html } = await answer(page)
    expect(status).toBe(404)
    expect(privacy).toEqual(PRIVATE)
    expect(html).toMatch(ROBOTS_META)
  })

  it.each([
    ['/call-back', 'call-back-new'],
    ['/contact', 'contact-form'],
  ])('%s answering a post with what was typed', async (page, form) => {
    const typed = await answer(page, {
      _form: form,
      name: 'Thandi',
      fullName: 'Thandi Mokoena',
      phone: '082',
    })
    expect(typed.status).toBe(400)
    expect(typed.html).toContain('Thandi')
    expect(typed.privacy).toEqual(PRIVATE)
  })

  it('the call-back sent: its redirect too', async () => {
    const sent = await answer('/call-back', {
      _form: 'call-back-new',
      name: 'Thandi',
      surname: 'Mokoena',
      phone: '0821000091',
      email: 'thandi@example.co.za',
      product: CAR,
      reason: 'Sales',
    })
    expect(sent.status).toBe(303)
    expect(sent.privacy).toEqual(PRIVATE)
  })

  it('pages without personal information stay open to caches and search engines', async () => {
    const callBack = await answer('/call-back')
    expect(callBack.status).toBe(200)
    expect(callBack.privacy['x-robots-tag']).toBeNull()
    expect(callBack.html).not.toMatch(ROBOTS_META)
    const contact = await answer('/contact')
    expect(contact.privacy).toEqual({ 'cache-control': 'public, no-cache', 'x-robots-tag': null })
    expect(contact.html).not.toMatch(ROBOTS_META)
  })
})
