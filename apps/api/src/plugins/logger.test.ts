import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { handleError } from '../../../web/app/lib/page-errors.server.ts'
import { clientCredentials, createTestApp } from '../../test/test-app.ts'
import allowedMethods from './allowed-methods.ts'
import envelope from './envelope.ts'
import { loggerOptions, maskPersonalInformation, routeConsoleToLogger } from './logger.ts'

/** A stream that keeps the lines written to it. */
function logLines() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, stream, errors: () => lines.filter((line) => JSON.parse(line).level >= 50) }
}

/** What a visitor may type into a form or a URL, none of which the log may carry. */
const PERSONAL = {
  name: 'Sipho',
  surname: 'Dlamini',
  email: 'thandi@example.co.za',
  idNumber: '8001015009087',
  ip: '10.20.30.40',
}
const expectNoPersonalInformation = (lines: string[]) => {
  for (const [what, value] of Object.entries(PERSONAL)) {
    expect(
      lines.filter((line) => line.includes(value)),
      what,
    ).toEqual([])
  }
}

describe('personal information is masked in log text', () => {
  it.each([
    ['an SA ID number', 'idnumber=8001015009087', '8001015009087'],
    ['a mobile number with +27', 'mobile +27 82 123 4567', '82 123 4567'],
    ['a mobile number with +27, URL-encoded', 'mobile=%2B27821234567', '821234567'],
    ['a mobile number with a leading 0 and a hyphen', 'call 082-123-4567', '082-123-4567'],
    ['a landline', 'phone 0114567890', '0114567890'],
    ['an e-mail address', 'email=thandi.nkosi@example.co.za', 'thandi.nkosi@example.co.za'],
    ['an URL-encoded e-mail address', 'email=thandi%40example.co.za', 'thandi%40example.co.za'],
    ['a bank account number', 'account 62123456789', '62123456789'],
  ])('masks %s', (_name, text, secret) => {
    expect(maskPersonalInformation(text)).not.toContain(secret)
  })

  it('masks an IPv4 address', () => {
    expect(maskPersonalInformation('from 10.20.30.40 at 12:30')).toBe('from [ip] at 12:30')
  })

  it('keeps ordinary text', () => {
    expect(maskPersonalInformation('GET /wyzeapi/session/create 200')).toBe('GET /wyzeapi/session/create 200')
  })
})

describe('the server log', () => {
  it('never carries an ID number, phone, e-mail or account number, by field or inside text', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } })
    app.get('/boom', async (request) => {
      request.log.info({ body: { idNumber: '8001015009087', contact: { mobile: '0821234567' } } }, 'received')
      request.log.info('contact thandi@example.co.za on 082 123 4567 about account 62123456789')
      throw new Error('ID 8001015009087 failed for thandi@example.co.za')
    })
    await app.inject({ method: 'GET', url: '/boom?idnumber=8001015009087&mobile=0821234567' })
    await app.close()
    const log = lines.join('\n')
    expect(log).toContain('received')
    for (const secret of [
      '8001015009087',
      '0821234567',
      '082 123 4567',
      'thandi@example.co.za',
      '62123456789',
    ]) {
      expect(log).not.toContain(secret)
    }
  })
})

describe('a database error in the log', () => {
  it('keeps the SQL text and PostgreSQL code, never the parameters or detail: one error line with reqId', async () => {
    const { lines, stream, errors } = logLines()
    const testApp = await createTestApp({ logLevel: 'info' }, { logStream: stream })
    try {
      // The database refuses the row, as a constraint or a bad value would: Drizzle's error quotes
      // every parameter (the visitor's IP, what they typed) and PostgreSQL's detail the whole row.
      await testApp.db.execute(
        sql`alter table sessions add constraint refuses_marked check (browser is distinct from 'Refused')`,
      )
      const credentials = await clientCredentials(testApp.app)
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/wyzeapi/session/create',
        remoteAddress: PERSONAL.ip,
        headers: credentials.headers('POST'),
        payload: {
          browser: 'Refused',
          location: `https://insure.example/?name=${PERSONAL.name}+${PERSONAL.surname}&email=${PERSONAL.email}&id=${PERSONAL.idNumber}`,
          uci: `${PERSONAL.name} ${PERSONAL.surname}`,
        },
      })
      expect(response.statusCode).toBe(500)
      expect(errors()).toHaveLength(1)
      const logged = JSON.parse(errors()[0]!)
      expect(logged).toMatchObject({
        reqId: expect.any(String),
        err: {
          message: expect.stringMatching(/^Failed query: insert into "sessions"/),
          cause: { code: '23514' },
        },
      })
      expect(logged.err.message).not.toContain('params')
      expectNoPersonalInformation(lines)
    } finally {
      await testApp.close()
    }
  })
})

describe('a page that fails', () => {
  let restoreConsole: (() => void) | undefined
  afterEach(() => restoreConsole?.())

  /**
   * A server whose route fails as a page would, through React Router's handleError; its console goes
   * to the logger as the server's does, so what React Router would print shows in the lines too.
   */
  async function pageServer(fail: (request: Request) => unknown) {
    const log = logLines()
    const app = Fastify({ logger: loggerOptions('info', log.stream), disableRequestLogging: true })
    restoreConsole = routeConsoleToLogger(app.log)
    await app.register(allowedMethods)
    await app.register(envelope)
    app.all('/*', async (request, reply) => {
      const url = `http://127.0.0.1${request.url}`
      const pageRequest = new Request(url, { method: request.method })
      handleError(fail(pageRequest), {
        request: pageRequest,
        params: {},
        context: { log: request.log },
      } as never)
      return reply.code(500).type('text/html').send('<h1>Something went wrong, please retry.</h1>')
    })
    return { app, ...log }
  }

  it('is logged once at error level with the request id, without what the visitor typed', async () => {
    const { app, lines, errors } = await pageServer(
      () =>
        new Error(
          `Loader failed for ${PERSONAL.name} ${PERSONAL.surname} <${PERSONAL.email}>, ID ${PERSONAL.idNumber}, from ${PERSONAL.ip}`,
        ),
    )
    await app.inject({ method: 'GET', url: `/claim?email=${PERSONAL.email}` })
    await app.close()
    expect(errors()).toHaveLength(1)
    expect(JSON.parse(errors()[0]!)).toMatchObject({ reqId: expect.any(String), msg: 'page render failed' })
    for (const value of [PERSONAL.email, PERSONAL.idNumber, PERSONAL.ip]) {
      expect(lines.filter((line) => line.includes(value))).toEqual([])
    }
  })

  it('a database error behind it keeps no parameters', async () => {
    const { app, lines, errors } = await pageServer(() =>
      Object.assign(new Error(`Failed query: select 1\nparams: ${PERSONAL.name},${PERSONAL.surname}`), {
        query: 'select 1',
        params: [PERSONAL.name, PERSONAL.surname],
      }),
    )
    await app.inject({ method: 'GET', url: '/quote' })
    await app.close()
    expect(errors()).toHaveLength(1)
    expectNoPersonalInformation(lines)
  })

  it.each([
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
  ])('an error response %i is not an error: nothing at info level', async (status, statusText) => {
    const { app, lines } = await pageServer(
      (request) =>
        new ErrorResponse(
          status,
          statusText,
          new Error(`You made a ${request.method} request to "${new URL(request.url).pathname}"`),
          true,
        ),
    )
    await app.inject({ method: 'POST', url: `/probe${PERSONAL.email}` })
    await app.close()
    expect(lines).toEqual([])
  })
})

describe('a visitor who leaves before the answer', () => {
  it('is not an error: one info line, and no 5xx', async () => {
    const log = logLines()
    const app = Fastify({ logger: loggerOptions('info', log.stream), disableRequestLogging: true })
    await app.register(allowedMethods)
    await app.register(envelope)
    // What Node's streams throw when the connection closes under a request being read or answered.
    app.get('/left', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    })
    const response = await app.inject({ method: 'GET', url: '/left' })
    await app.close()
    expect(response.statusCode).toBe(400)
    expect(log.errors()).toEqual([])
    expect(log.lines.map((line) => JSON.parse(line).msg)).toEqual(['the visitor left before the answer'])
  })
})

describe('console on the server', () => {
  let restore: (() => void) | undefined
  afterEach(() => restore?.())

  it('goes through the logger: one masked JSON line per call, errors without their values', () => {
    const { lines, stream } = logLines()
    const app = Fastify({ logger: loggerOptions('info', stream) })
    restore = routeConsoleToLogger(app.log)
    console.error(
      `render of /probe/${PERSONAL.email} failed`,
      Object.assign(new Error(`Failed query: insert\nparams: ${PERSONAL.name}`), {
        query: 'insert',
        params: [],
      }),
    )
    console.warn('slow answer for', PERSONAL.idNumber)
    restore()
    restore = undefined
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([50, 40])
    expectNoPersonalInformation(lines)
  })
})
