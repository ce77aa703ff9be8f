import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credentials, startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

/**
 * Issue 17 on the built server, pages included: odd addresses answer a page in words, never a 500,
 * and what the server prints is the redacting logger's JSON, never React Router's plain-text stacks
 * with the address a visitor typed.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'insure-odd-input-'))
let server: RunningServer

beforeAll(async () => {
  server = startServer(3175, path.join(work, 'data'))
  await waitUntilHealthy(server)
}, 240_000)
afterAll(() => {
  server?.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

/** What the server printed while `during` ran, line by line. */
async function printedDuring(during: () => Promise<void>): Promise<string[]> {
  const before = server.output().length
  await during()
  // Log lines are written after the answer: give the stream a moment.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return server
    .output()
    .slice(before)
    .split('\n')
    .filter((line) => line.trim() !== '')
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

describe('the blog list with an odd address', () => {
  it.each([
    ['/blogs?q=%00', 400, 'This address is not valid'],
    ['/blogs?offset=99999999', 400, 'This address is not valid'],
    ['/blogs?offset=-1', 200, undefined],
    ['/blogs?limit=1e308', 200, undefined],
    ['/blogs?q=%ED%A0%80', 200, undefined],
  ])('%s answers %i, a page in words', async (address, status, words) => {
    const response = await fetch(`${server.base}${address}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    if (words) expect(heading(html)).toBe(words)
    else expect(html).toMatch(/class="blog-count"/)
  })
})

describe('what the server prints', () => {
  it('a page asked with a method it does not take: no plain text, no address, no error line', async () => {
    const lines = await printedDuring(async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${server.base}/probe@example.com`, { method })
        expect(response.status).toBeLessThan(500)
      }
    })
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    expect(lines.filter((line) => line.includes('probe@example.com'))).toEqual([])
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([])
  })

  it('a NUL in a call-back is a 400 that logs nothing at error level', async () => {
    const headers = await credentials(server.base)
    const lines = await printedDuring(async () => {
      const response = await fetch(`${server.base}/wyzeapi/cc/submitCallback`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ firstName: 'Sipho\u0000', surname: 'Dlamini' }),
      })
      expect(response.status).toBe(400)
    })
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([])
  })
})
