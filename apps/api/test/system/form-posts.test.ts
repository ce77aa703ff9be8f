import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAMPAIGN_SEED_ID_NUMBERS } from '../../seed/campaign.ts'
import { startServer, waitUntilHealthy, type RunningServer } from './server-process.ts'

// Forms sent without JavaScript (issue 17), to the built server (`npm run build` first) as a browser
// without script sends them: a url-encoded POST to the page. Each is answered with a redirect to the
// page's success text and stored through the API: the rows are read from the database once the
// server has stopped. A cross-site post is refused and stores nothing. What the pages show is
// checked in a browser: apps/web/e2e/forms-without-script.spec.ts.

/** Car insurance, from PRODUCT_CATALOGUE. */
const CAR = 'OKLcE0mTsFs0'

const work = mkdtempSync(path.join(os.tmpdir(), 'insure-form-posts-'))
const dataDir = path.join(work, 'data')
let server: RunningServer

beforeAll(async () => {
  server = startServer(3275, dataDir, { LOG_LEVEL: 'info', COMPANY_CODE: 'IWYZE' })
  await waitUntilHealthy(server)
}, 300_000)

afterAll(() => {
  server.process.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

type Answer = { status: number; location: string | null; html: string }

/** A form post from this site's own page, as a browser sends it (Origin and Sec-Fetch-Site). */
async function post(page: string, fields: Record<string, string>, headers?: Record<string, string>) {
  const response = await fetch(`${server.base}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: headers ?? { origin: server.base, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  } satisfies Answer
}

// Every phone number is used once, so each submission's row is found by it.
const STORED = [
  {
    page: '/call-back',
    fields: {
      _form: 'call-back-new',
      name: 'Thandi',
      surname: 'Mokoena',
      phone: '082 100 0001',
      email: 'thandi@example.co.za',
      product: CAR,
      reason: 'Customer Care',
    },
    location: '/call-back?sent=call-back-new',
    row: { kind: 'callback', route: '/wyzeapi/cc/submitCallback', contactNumber: '0821000001' },
    payload: { firstName: 'Thandi', surname: 'Mokoena', reason: 'Customer Care' },
  },
  {
    // A landing page: one full name, split at the last space (forms spec §5).
    page: '/home/save-on-car-cover',
    fields: {
      _form: 'call-back-car-home',
      fullName: 'Lerato Naledi Mokoena',
      phone: '0821000002',
      email: 'lerato@example.co.za',
      product: CAR,
      reason: 'Claims',
    },
    location: '/home/save-on-car-cover?sent=call-back-car-home',
    row: { kind: 'callback', route: '/wyzeapi/cc/submitCallback', contactNumber: '0821000002' },
    payload: { firstName: 'Lerato Naledi', surname: 'Mokoena', reason: 'Claims' },
  },
  {
    // The short variant has no e-mail field: the placeholder goes (forms spec §3).
    page: '/home/family-funeral-plan',
    fields: {
      _form: 'call-back-one',
      fullName: 'Sipho Dube',
      phone: '0821000003',
      product: CAR,
      reason: 'Sales',
    },
    location: '/home/family-funeral-plan?sent=call-back-one',
    row: { kind: 'callback', route: '/wyzeapi/cc/submitCallback', contactNumber: '0821000003' },
    payload: { firstName: 'Sipho', surname: 'Dube', email: 'callback@example.com' },
  },
  {
    // The home page is the index route: its form posts to /?index.
    page: '/?index',
    fields: {
      _form: 'call-back-new',
      name: 'Ayanda',
      surname: 'Zulu',
      phone: '0821000004',
      email: 'ayanda@example.co.za',
      product: CAR,
      reason: 'Sales',
    },
    location: '/?sent=call-back-new',
    row: { kind: 'callback', route: '/wyzeapi/cc/submitCallback', contactNumber: '0821000004' },
    payload: { firstName: 'Ayanda' },
  },
  {
    page: '/products/car-insurance?call-me-back=1&product=car',
    fields: { _form: 'call-back-banner', fullName: 'Bongani Sithole', phone: '0821000005', product: CAR },
    location: '/products/car-insurance?call-me-back=1&product=car&sent=call-back-banner',
    row: { kind: 'callback', route: '/wyzeapi/cc/submitCallback', contactNumber: '0821000005' },
    payload: { firstName: 'Bongani', email: 'callback@example.com', reason: 'Sales' },
  },
  {
    page: '/contact',
    fields: {
      _form: 'contact-form',
      fullName: 'Zanele Mthembu',
      phone: '011 100 0006',
      department: 'quotes',
      product: CAR,
      message: 'A quote for my car, please.',
    },
    location: '/contact?sent=contact-form',
    row: { kind: 'contact_us', route: '/wyzeapi/wtf/submitContactUs', contactNumber: '0111000006' },
    payload: { firstName: 'Zanele', surname: 'Mthembu', department: 'quotes' },
  },
  {
    page: '/claims',
    fields: {
      _form: 'claim-form',
      name: 'Themba',
      surname: 'Nkosi',
      email: 'themba@example.co.za',
      idNumber: '8001015009087',
      phone: '0821000007',
      product: CAR,
    },
    location: '/claims?sent=claim-form',
    row: { kind: 'claim', route: '/wyzeapi/claims/submit', contactNumber: '0821000007' },
    payload: { name: 'Themba', idNumber: '8001015009087', policyNumber: '+27821000007', internalName: 'CAR' },
  },
] as const

describe('forms posted without JavaScript, on the built server', () => {
  it.each(STORED)(
    '$fields._form on $page: redirected to its success page',
    async ({ page, fields, location }) => {
      const answer = await post(page, fields)
      expect(answer.status).toBe(303)
      expect(answer.location).toBe(location)
    },
  )

  it('answers an invalid form 400 with the messages and what was typed, storing nothing', async () => {
    const answer = await post('/contact', { _form: 'contact-form', fullName: 'Zanele', phone: '0821000090' })
    expect(answer.status).toBe(400)
    for (const message of [
      'Name and Surname must be valid',
      'Select a department',
      'Select a product',
      'Message cannot be empty',
    ]) {
      expect(answer.html).toContain(`class="field__error">${message}</p>`)
    }
    expect(answer.html).toContain('name="phone" value="0821000090"')
  })

  it("shows the API's refusal of a valid call-back with TRY AGAIN, which gives the form back as typed", async () => {
    const fields = {
      _form: 'call-back-new',
      name: 'Pieter',
      surname: 'Botha',
      phone: '0821000095',
      email: 'pieter@example.co.za',
      // Well formed, but no product has it: the API refuses it (forms spec §8: its msg is shown).
      product: 'NoSuchProduct',
      reason: 'Sales',
    }
    const refused = await post('/call-back', fields)
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('data-state="CALLBACK-ERRORED"')
    expect(refused.html).toContain('Some fields are missing or not valid.')
    expect(refused.html).toContain('TRY AGAIN')
    const again = await post('/call-back', { ...fields, _retry: '1' })
    expect(again.status).toBe(200)
    expect(again.html).toContain('data-state="CALLBACK-INIT"')
    expect(again.html).toContain('name="surname" value="Botha"')
  })

  it("puts the API's field message beside the contact form's field", async () => {
    const answer = await post('/contact', {
      _form: 'contact-form',
      fullName: 'Zanele Mthembu',
      phone: '0821000096',
      department: 'quotes',
      product: 'NoSuchProduct',
      message: 'Hello',
    })
    expect(answer.status).toBe(400)
    expect(answer.html).toContain('class="field__error">Select a product</p>')
    expect(answer.html).toContain('name="fullName" value="Zanele Mthembu"')
  })

  it('answers 400 to a post that is no form of the page', async () => {
    const unknown = await post('/contact', { _form: 'quote', phone: '0821000097' })
    expect(unknown.status).toBe(400)
    const json = await fetch(`${server.base}/contact`, {
      method: 'POST',
      headers: { origin: server.base, 'content-type': 'multipart/form-data; boundary=none' },
      body: '{"_form":"contact-form"}',
    })
    expect(json.status).toBe(400)
  })

  it('subscribes to the blog list', async () => {
    const answer = await post('/blogs', {
      _form: 'blog-subscription',
      firstName: 'Kagiso',
      lastName: 'Molefe',
      emailAddress: 'kagiso.form-post@example.co.za',
    })
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/blogs?sent=blog-subscription')
  })

  it('takes the free life cover in two steps; the ID number never goes into an address', async () => {
    const idNumber = CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible.at(-2)!
    const page = '/home/family-funeral-plan'
    const checked = await post(page, { _form: 'free-life-cover', _step: '1', zaIdNumber: idNumber })
    expect(checked.status).toBe(200)
    expect(checked.html).toContain('data-step="2"')
    expect(checked.html).toContain(`<input type="hidden" name="zaIdNumber" value="${idNumber}"/>`)
    const optedIn = await post(page, {
      _form: 'free-life-cover',
      _step: '2',
      zaIdNumber: idNumber,
      bName: 'Nomvula Dlamini',
      bId: '',
      bDob: '1992-03-14',
      bEmail: 'nomvula@example.co.za',
      bPhone: '082 555 1234',
      bRelation: 'Spouse',
    })
    expect(optedIn.status).toBe(303)
    expect(optedIn.location).toBe(`${page}?sent=free-life-cover`)
    const again = await post(page, { _form: 'free-life-cover', _step: '1', zaIdNumber: idNumber })
    expect(again.html).toContain('data-step="98"')
  })

  it('stores a double submission once', async () => {
    const fields = {
      _form: 'call-back-new',
      name: 'Nomsa',
      surname: 'Ndlovu',
      phone: '0821000008',
      email: 'nomsa@example.co.za',
      product: CAR,
      reason: 'Sales',
    }
    const answers = await Promise.all([post('/call-back', fields), post('/call-back', fields)])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
  })

  it.each([
    ['another Origin', { origin: 'https://forms.example.net' }, '0821000091'],
    ['Origin null', { origin: 'null' }, '0821000092'],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, '0821000093'],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, '0821000094'],
  ])('refuses a cross-site post (%s)', async (_case, headers, phone) => {
    const answer = await post(
      '/call-back',
      {
        _form: 'call-back-new',
        name: 'Forged',
        surname: 'Request',
        phone,
        email: 'forged@example.co.za',
        product: CAR,
        reason: 'Sales',
      },
      headers,
    )
    expect([400, 403]).toContain(answer.status)
    expect(answer.location).toBeNull()
  })

  it('takes a post with neither Origin nor Sec-Fetch-Site (older browsers)', async () => {
    const answer = await post(
      '/call-back',
      {
        _form: 'call-back-new',
        name: 'Older',
        surname: 'Browser',
        phone: '0821000009',
        email: 'older@example.co.za',
        product: CAR,
        reason: 'Sales',
      },
      {},
    )
    expect(answer.status).toBe(303)
  })

  it('stored each accepted form once, through the API, and nothing refused; no personal information logged', async () => {
    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const db = await PGlite.create({ dataDir })
    try {
      const { rows } = await db.query<{
        kind: string
        route: string
        contact_number: string
        payload: Record<string, unknown>
      }>(
        `select kind, route, payload->>'contactNumber' as contact_number, payload from form_submissions
          where payload->>'contactNumber' like '+278210000%' or payload->>'contactNumber' like '+271110000%'`,
      )
      // Phone numbers are stored in their one normal form (E.164), whatever was typed.
      const stored = new Map<string, typeof rows>()
      for (const row of rows) stored.set(row.contact_number, [...(stored.get(row.contact_number) ?? []), row])
      const byNumber = { get: (typed: string) => stored.get(toE164PhoneNumber(typed)) }
      for (const { row, payload } of STORED) {
        const rowsOfNumber = byNumber.get(row.contactNumber) ?? []
        expect(rowsOfNumber, row.contactNumber).toHaveLength(1)
        expect(rowsOfNumber[0]).toMatchObject({ kind: row.kind, route: row.route })
        expect(rowsOfNumber[0]!.payload).toMatchObject(payload)
      }
      expect(byNumber.get('0821000008')).toHaveLength(1)
      expect(byNumber.get('0821000009')).toHaveLength(1)
      // Invalid, cross-site, or refused by the API.
      for (const refused of [
        '0821000090',
        '0821000091',
        '0821000092',
        '0821000093',
        '0821000094',
        '0821000095',
        '0821000096',
      ]) {
        expect(byNumber.get(refused), refused).toBeUndefined()
      }

      const subscribers = await db.query(
        `select first_name from blog_subscribers where email_address = 'kagiso.form-post@example.co.za'`,
      )
      expect(subscribers.rows).toEqual([{ first_name: 'Kagiso' }])
      const optIns = await db.query<{ beneficiary: Record<string, string> }>(
        `select beneficiary from campaign_opt_ins where za_id_number = $1`,
        [CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible.at(-2)],
      )
      expect(optIns.rows).toHaveLength(1)
      expect(optIns.rows[0]!.beneficiary).toMatchObject({
        BENEFICIARY_NAME: 'Nomvula Dlamini',
        BENEFICIARY_PHONE: '+27825551234',
      })
    } finally {
      await db.close()
    }
    const log = server.output()
    for (const typed of ['0821000001', '082 100 0001', 'thandi@example.co.za', '8001015009087', 'Mokoena']) {
      expect(log).not.toContain(typed)
    }
    expect(log).not.toContain(CAMPAIGN_SEED_ID_NUMBERS.IWYZE.eligible.at(-2))
  }, 60_000)
})
