/**
 * The car's regular driver page as its action answers (a repeating group, issue 23): "Add another
 * driver" and "Remove driver n" draw the page again with one driver more or less and what was typed
 * kept, the later drivers moved up; Continue saves every driver shown through the full sale's validate.
 */
import type { FullQuotePage, QuoteStatus } from '@insure/domain/full-quote'
import { describe, expect, it } from 'vitest'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import { pageAction } from './full-quote-actions.server.ts'
import { INTENT_FIELD } from './page-forms.ts'
import { ADD_ROW_INTENT, REMOVE_ROW_INTENT } from './page-intents.ts'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

const question = (ref: string, type: string, codes: string[]) => {
  const id = `car.${ref.toLowerCase()}`
  return {
    id,
    externalReferenceId: ref,
    text: ref,
    description: null,
    multi: false,
    order: 10,
    validationMethod: ref.endsWith('_2') || ref.endsWith('_3') ? 'NONE_REQUIRED' : 'ONE_REQUIRED',
    flow: null,
    type: { name: type },
    answers: codes.map((code) => ({
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
    })),
  }
}
const driver = (suffix: string) => [
  question(`Licence_code${suffix}`, 'SINGLE_CHOICE', ['B', 'LEARNER']),
  question(`Previous_insurance_years${suffix}`, 'NUMBER', ['value']),
]
const page = {
  code: 'regular-driver',
  description: 'The regular driver',
  index: 3,
  hashedPageId: 'page-driver',
  icon: null,
  kind: 'QUESTIONS',
  showWhen: null,
  settings: { savesThrough: 'carFullSaleValidate' },
  questions: [...driver(''), ...driver('_2'), ...driver('_3')],
} as unknown as FullQuotePage

type Answered = { data: { rows?: number; result: { initialValue?: Record<string, unknown> } } }

async function send(fields: [string, string][]) {
  const calls: { path: string; body: unknown }[] = []
  const context = {
    callApi: async (_method: string, path: string, body: unknown) => {
      calls.push({ path, body })
      return {
        status: 200,
        body: {
          code: 200,
          data: { status: 'OPEN', nextPage: 'personal-information', declineRoute: null, price: null },
        },
      }
    },
  } as unknown as SiteLoadContext
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const result = await pageAction({
    ...pageRequestOf(new Request('http://localhost/quote/q1/regular-driver', { method: 'POST' })),
    context,
    status: { hashedQuoteId: 'q1' } as QuoteStatus,
    page,
    form,
  })
  return { calls, result: result as Response | (Answered & { init: { status: number } }) }
}

const THREE_DRIVERS: [string, string][] = [
  ['rows', '3'],
  ['car.licence_code', 'car.licence_code.b'],
  ['car.previous_insurance_years.value', '8'],
  ['car.licence_code_2', 'car.licence_code_2.b'],
  ['car.previous_insurance_years_2.value', '2'],
  ['car.licence_code_3', 'car.licence_code_3.learner'],
  ['car.previous_insurance_years_3.value', '0'],
]

describe('the regular driver page: a repeating group of drivers', () => {
  it('"Add another driver" shows one more, what was typed kept, nothing sent', async () => {
    const { calls, result } = await send([
      ['rows', '1'],
      ...THREE_DRIVERS.slice(1, 3),
      [INTENT_FIELD, ADD_ROW_INTENT],
    ])
    expect(calls).toEqual([])
    const answer = result as Answered & { init: { status: number } }
    expect(answer.init.status).toBe(200)
    expect(answer.data.rows).toBe(2)
    expect(answer.data.result.initialValue).toMatchObject({ car: { licence_code: 'car.licence_code.b' } })
  })

  it('"Remove driver 2": driver 3 moves up with its answers, nothing sent', async () => {
    const { calls, result } = await send([...THREE_DRIVERS, [INTENT_FIELD, `${REMOVE_ROW_INTENT}.1`]])
    expect(calls).toEqual([])
    const answer = result as Answered & { init: { status: number } }
    expect(answer.data.rows).toBe(2)
    expect(answer.data.result.initialValue).toMatchObject({
      rows: '3',
      car: {
        licence_code: 'car.licence_code.b',
        previous_insurance_years: { value: '8' },
        licence_code_2: 'car.licence_code_2.learner',
        previous_insurance_years_2: { value: '0' },
      },
    })
    const car = (answer.data.result.initialValue as { car: Record<string, unknown> }).car
    expect(car.licence_code_3).toBeUndefined()
  })

  it('Continue sends every driver shown as answers, through the full sale', async () => {
    const { calls, result } = await send(THREE_DRIVERS.slice(0, 5))
    expect(calls).toEqual([
      {
        path: '/wyzeapi/wtf/sti/car/full-sale/validate',
        body: {
          carFullSaleSessionId: 'q1',
          hashedPageId: 'page-driver',
          answeredQuestions: [
            { questionId: 'car.licence_code', selectedAnswers: [{ id: 'car.licence_code.b' }] },
            {
              questionId: 'car.previous_insurance_years',
              selectedAnswers: [{ id: 'car.previous_insurance_years.value', value: '8' }],
            },
            { questionId: 'car.licence_code_2', selectedAnswers: [{ id: 'car.licence_code_2.b' }] },
            {
              questionId: 'car.previous_insurance_years_2',
              selectedAnswers: [{ id: 'car.previous_insurance_years_2.value', value: '2' }],
            },
          ],
        },
      },
    ])
    expect((result as Response).headers.get('Location')).toBe('/quote/q1/personal-information')
  })
})
