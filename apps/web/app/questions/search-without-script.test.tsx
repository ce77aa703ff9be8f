import type { JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QUICK_QUOTE_JOURNEYS } from '../../../api/seed/journeys/index.ts'
import { questionIds } from './question-parts.tsx'
import {
  HELD_SUBURB_LABEL,
  heldCarLabel,
  heldSearchMatches,
  searchAnswerIdOf,
  type SearchWithoutScript,
} from './search-answers.ts'
import { SearchQuestionWithoutScript } from './search-without-script.tsx'

/**
 * A look-up question drawn while the page has no script (issue 25): the search box, its submit, the
 * sentence beside it and the matches as radio buttons posted under the question's answer.
 */

const car = QUICK_QUOTE_JOURNEYS.car as JourneyQuestion[]
const suburb = car.find((question) => question.type.name === 'SUBURB')!
const vehicle = car.find((question) => question.type.name === 'VEHICLE')!
const answerOf = (question: JourneyQuestion, code: string) =>
  question.answers.find((answer) => answer.code === code)!.id

function draw(
  question: JourneyQuestion,
  search: SearchWithoutScript | null,
  held: Record<string, { value: string; label: string }> = {},
) {
  return renderToStaticMarkup(
    <SearchQuestionWithoutScript
      question={question}
      state={undefined}
      error={undefined}
      ids={questionIds('q')}
      placeholders={{}}
      onChange={() => {}}
      withoutScript={{ search, held }}
    />,
  )
}

describe('a look-up question without script', () => {
  it('is a search box and a Search submit naming its question, with no combobox', () => {
    const html = draw(suburb, null)
    expect(html).toContain('<label for="q-input">Suburb, town or postal code</label>')
    expect(html).toContain(`name="search-term:${suburb.id}"`)
    expect(html).toMatch(
      new RegExp(`<button type="submit" value="search:${suburb.id}" [^>]*name="intent">Search</button>`),
    )
    expect(html).not.toContain('role="combobox"')
    expect(html).not.toContain('type="radio"')
  })

  it('lists the matches as radio buttons under the question’s answer, each with its text', () => {
    const html = draw(suburb, {
      questionId: suburb.id,
      term: 'sea point',
      year: null,
      matches: [
        { value: '101', label: 'Sea Point, Cape Town (8005)' },
        { value: '102', label: 'Sea Point East, Cape Town (8005)' },
      ],
      message: null,
    })
    expect(html).toContain('value="sea point"')
    expect(html).toContain('<legend>Choose one</legend>')
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    expect(html).toContain(`type="radio" name="${searchAnswerIdOf(suburb)}" value="101"`)
    expect(html).toContain('>Sea Point, Cape Town (8005)</label>')
    expect(html).toContain(
      `type="hidden" name="search-label:${suburb.id}:101" value="Sea Point, Cape Town (8005)"`,
    )
  })

  it('says beside the box what a search found nothing for, read with the box', () => {
    const html = draw(suburb, {
      questionId: suburb.id,
      term: 'xyzzy',
      year: null,
      matches: [],
      message: 'Could not find suburb',
    })
    expect(html).toContain('aria-describedby="q-input-search-message"')
    expect(html).toContain(
      '<p id="q-input-search-message" class="field__error" role="status">Could not find suburb</p>',
    )
  })

  it('asks a vehicle’s model year beside its box, and submits Find my car', () => {
    const html = draw(vehicle, null)
    expect(html).toContain(`name="search-year:${vehicle.id}"`)
    expect(html).toContain('>Make and model</label>')
    expect(html).toContain('>Find my car</button>')
  })

  it('draws the answers the API holds chosen, when the page is read again', () => {
    const submitted: SubmittedQuestion[] = [
      { questionId: suburb.id, selectedAnswers: [{ id: answerOf(suburb, 'value'), value: '4242' }] },
      {
        questionId: vehicle.id,
        selectedAnswers: [
          { id: answerOf(vehicle, 'year'), value: '2019' },
          { id: answerOf(vehicle, 'vehicle'), value: '60012345' },
        ],
      },
    ]
    const held = heldSearchMatches(car, submitted)
    expect(held).toEqual({
      [suburb.id]: { value: '4242', label: HELD_SUBURB_LABEL },
      [vehicle.id]: { value: '60012345|2019', label: heldCarLabel(2019) },
    })
    const html = draw(vehicle, null, held)
    expect(html).toContain(`name="${answerOf(vehicle, 'vehicle')}" checked="" value="60012345|2019"`)
    expect(html).toContain('<option value="2019" selected="">2019</option>')
    expect(html).toContain('>The car you chose before (2019)</label>')
  })
})
