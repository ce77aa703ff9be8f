/**
 * A car's vehicle page as its action answers (issue 23): it starts from the registration number,
 * looked up through …/full-sale/registration; the car found must be confirmed, and a car other than
 * the quoted one is saved as the quote's car (its quick quote page) before the page itself.
 */
import {
  REGISTRATION_INVALID_MESSAGE,
  VEHICLE_NOT_CONFIRMED_MESSAGE,
  type CarRegistration,
} from '@insure/domain/car'
import type { FullQuotePage, QuoteStatus } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { pageAction } from './full-quote-actions.server.ts'
import { CAR_CONFIRMED_FIELD, FIND_CAR_INTENT } from './page-intents.ts'
import { INTENT_FIELD } from './page-forms.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

const answerOf = (id: string, code: string) => ({
  id: `${id}.${code}`.toLowerCase(),
  code,
  value: code,
  text: code,
  title: null,
  description: null,
  outcomes: [],
  icon: null,
  required: false,
  validation: null,
})
const question = (id: string, ref: string, type: string, codes: string[]) => ({
  id,
  externalReferenceId: ref,
  text: ref,
  description: null,
  multi: false,
  order: 10,
  validationMethod: 'ONE_REQUIRED',
  flow: null,
  type: { name: type },
  answers: codes.map((code) => answerOf(id, code)),
})
const page = (code: string, kind: string, questions: unknown[]) =>
  ({
    code,
    description: code,
    index: 1,
    hashedPageId: `page-${code}`,
    icon: null,
    kind,
    showWhen: null,
    settings: kind === 'QUESTIONS' ? { savesThrough: 'carFullSaleValidate' } : {},
    questions,
  }) as unknown as FullQuotePage

const vehiclePage = page('vehicle', 'QUESTIONS', [
  question('car.registration_number', 'Registration_number', 'TEXT', ['value']),
  question('car.vehicle_modified', 'Vehicle_modified', 'SINGLE_CHOICE', ['Y', 'N']),
])
const quickQuotePage = page('quick-quote', 'QUICK_QUOTE', [
  question('car.vehicle', 'Vehicle', 'VEHICLE', ['year', 'vehicle']),
  question('car.vehicle_use', 'Vehicle_use', 'SINGLE_CHOICE', ['PRIVATE', 'BUSINESS']),
])
const status = {
  hashedQuoteId: 'q1',
  journey: { pages: [quickQuotePage, vehiclePage] },
  answers: {
    Vehicle: { codes: [], values: { year: '2019', vehicle: '60012345' } },
    Vehicle_use: { codes: ['PRIVATE'], values: {} },
  },
} as unknown as QuoteStatus

const FOUND: CarRegistration = {
  registration: 'CA123456',
  province: 'Western Cape',
  kind: 'STANDARD',
  found: true,
  vehicle: {
    code: '60099999',
    year: 2020,
    make: 'TOYOTA',
    model: 'COROLLA',
    description: 'TOYOTA COROLLA 1.8',
    valueCents: 25_000_000,
    colour: 'WHITE',
  },
  message: null,
}

type Call = { method: string; path: string; body: unknown }
type Answered = { data: Record<string, unknown> & { result: { error?: Record<string, string[]> } } }

/** The vehicle page's action on a form; the API answers each call by its path. */
async function send(fields: Record<string, string>, registration: CarRegistration = FOUND) {
  const calls: Call[] = []
  const context = {
    callApi: async (method: string, path: string, body: unknown) => {
      calls.push({ method, path, body })
      if (path.includes('/full-sale/registration'))
        return { status: 200, body: { code: 200, data: registration } }
      return {
        status: 200,
        body: {
          code: 200,
          data: { status: 'OPEN', nextPage: 'regular-driver', declineRoute: null, price: null },
        },
      }
    },
  } as unknown as SiteLoadContext
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const result = await pageAction({
    ...pageRequestOf(new Request('http://localhost/quote/q1/vehicle', { method: 'POST' })),
    context,
    status,
    page: vehiclePage,
    form,
  })
  return { calls, result: result as Response | (Answered & { init: { status: number } }) }
}

const ANSWERED = {
  'car.registration_number.value': 'CA 123-456',
  'car.vehicle_modified': 'car.vehicle_modified.n',
}

describe("a car's vehicle page starts from the registration number", () => {
  it('"Find my car" asks the register and shows the car found, saving nothing', async () => {
    const { calls, result } = await send({ ...ANSWERED, [INTENT_FIELD]: FIND_CAR_INTENT })
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /wyzeapi/wtf/sti/car/full-sale/registration?regNumber=CA+123-456&carFullSaleSessionId=q1',
    ])
    const answer = result as Answered & { init: { status: number } }
    expect(answer.init.status).toBe(200)
    expect(answer.data.registration).toEqual(FOUND)
  })

  it("a number no province issues: the domain's message beside the field, the register not asked", async () => {
    const { calls, result } = await send({
      ...ANSWERED,
      'car.registration_number.value': 'NOT A PLATE 123',
      [INTENT_FIELD]: FIND_CAR_INTENT,
    })
    expect(calls).toEqual([])
    const answer = result as Answered & { init: { status: number } }
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toEqual({ 'car.registration_number': [REGISTRATION_INVALID_MESSAGE] })
  })

  it('Continue with the car found not confirmed: said beside the box, nothing saved', async () => {
    const { calls, result } = await send(ANSWERED)
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([])
    const answer = result as Answered & { init: { status: number } }
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error).toEqual({ [CAR_CONFIRMED_FIELD]: [VEHICLE_NOT_CONFIRMED_MESSAGE] })
    expect(answer.data.registration).toEqual(FOUND)
  })

  it("the car confirmed becomes the quote's car (its quick quote re-rated), then the page is saved", async () => {
    const { calls, result } = await send({ ...ANSWERED, [CAR_CONFIRMED_FIELD]: 'yes' })
    const posts = calls.filter(({ method }) => method === 'POST')
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/wyzeapi/wtf/questionDetails/q1',
        body: {
          hashedSessionId: null,
          hashedPageId: 'page-quick-quote',
          answeredQuestions: [
            {
              questionId: 'car.vehicle',
              selectedAnswers: [
                { id: 'car.vehicle.year', value: '2020' },
                { id: 'car.vehicle.vehicle', value: '60099999' },
              ],
            },
            { questionId: 'car.vehicle_use', selectedAnswers: [{ id: 'car.vehicle_use.private' }] },
          ],
        },
      },
      {
        method: 'POST',
        path: '/wyzeapi/wtf/sti/car/full-sale/validate',
        body: expect.objectContaining({ carFullSaleSessionId: 'q1', hashedPageId: 'page-vehicle' }),
      },
    ])
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/regular-driver')
  })

  it('the car quoted, found again: only the page is saved', async () => {
    const quoted = { ...FOUND, vehicle: { ...FOUND.vehicle!, code: '60012345', year: 2019 } }
    const { calls } = await send({ ...ANSWERED, [CAR_CONFIRMED_FIELD]: 'yes' }, quoted)
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/wyzeapi/wtf/sti/car/full-sale/validate',
    ])
  })

  it('a number the register does not know: the page is saved with the quoted car', async () => {
    const unknown = { ...FOUND, found: false, vehicle: null, message: 'We could not find this number.' }
    const { calls, result } = await send(ANSWERED, unknown)
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/wyzeapi/wtf/sti/car/full-sale/validate',
    ])
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/regular-driver')
  })
})
