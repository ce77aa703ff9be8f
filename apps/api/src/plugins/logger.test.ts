import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, maskPersonalInformation } from './logger.ts'

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
