/**
 * The quick quote's searches (suburb, vehicle, autocomplete) answered without script (issue 25): the
 * form carries a search box and a "Search" submit per question; the route's action answers it with
 * the matches as radio buttons, and the one chosen is posted like any other answer. The names of
 * those fields, and how a posted choice becomes the engine's state, live here (server and page alike).
 */
import type { JourneyQuestion, SubmittedQuestion } from '@insure/domain/quick-quote'
import type { QuestionState } from './answers.ts'
import { suburbLabel } from './search-labels.ts'

/** A match listed as a radio button: the value posted as the answer, the text shown beside it. */
export type SearchMatch = { value: string; label: string }

/** What the action found for one question's search: shown beside the question, nothing stored. */
export type SearchWithoutScript = {
  questionId: string
  /** The term as typed, and for a vehicle the model year chosen, put back in their fields. */
  term: string
  year: string | null
  matches: SearchMatch[]
  /** The sentence beside the field: an empty term, a term too short, no match, too many. */
  message: string | null
}

export const SEARCH_TYPES: ReadonlySet<string> = new Set(['SUBURB', 'AUTOCOMPLETE', 'VEHICLE'])

export const isSearchQuestion = (question: JourneyQuestion) => SEARCH_TYPES.has(question.type.name)

/** The submit of a question's search posts `intent=search:<questionId>` (the quote form's intent field). */
export const SEARCH_INTENT_FIELD = 'intent'
const SEARCH_INTENT_PREFIX = 'search:'
export const searchIntent = (questionId: string) => `${SEARCH_INTENT_PREFIX}${questionId}`
/** The question a posted intent searches for, or null when the intent is another. */
export const searchedQuestionIdOf = (intent: string): string | null =>
  intent.startsWith(SEARCH_INTENT_PREFIX) ? intent.slice(SEARCH_INTENT_PREFIX.length) || null : null

/**
 * Enter in a text box submits the form's first button (HTML's implicit submission): without script
 * the quote form's first is a hidden one posting this intent. It searches the first look-up whose
 * box holds a term and that has no match chosen yet (the person typed a suburb and pressed Enter),
 * and otherwise asks for the quote.
 */
export const ENTER_INTENT = 'enter'

/** The look-up Enter searches: a term typed, no match chosen yet; null when none waits. */
export function pendingSearchOf(
  questions: readonly JourneyQuestion[],
  answers: Readonly<Record<string, QuestionState | undefined>>,
  form: FormData,
): JourneyQuestion | null {
  return (
    questions.find(
      (question) =>
        isSearchQuestion(question) &&
        String(form.get(searchTermField(question.id)) ?? '').trim() !== '' &&
        chosenMatchOf(question, answers[question.id]) === null,
    ) ?? null
  )
}

/** The search box of a question, and the model year beside a vehicle's. */
export const searchTermField = (questionId: string) => `search-term:${questionId}`
export const searchYearField = (questionId: string) => `search-year:${questionId}`
/** The text shown for a match, posted beside it so the chosen one reads the same when drawn again. */
export const searchLabelField = (questionId: string, value: string) => `search-label:${questionId}:${value}`

/** A car as the vehicle answer names it: the catalogue's code and the model year. */
export type QuotedCar = { code: string; year: number }

/** A car as one form field carries it (`code|year`): the vehicle search's radio, the full quote's hidden field. */
export const carFieldValue = (car: QuotedCar) => `${car.code}|${car.year}`

/** The car a `code|year` field names, or null. */
export function searchedCarOf(text: string): QuotedCar | null {
  const [code, year] = text.split('|')
  const modelYear = Number(year)
  return code && Number.isInteger(modelYear) ? { code, year: modelYear } : null
}

/** The answer a search question's choice is posted under: the vehicle's answer, else the first. */
export function searchAnswerIdOf(question: JourneyQuestion): string | undefined {
  if (question.type.name === 'VEHICLE')
    return question.answers.find((answer) => answer.code === 'vehicle')?.id ?? question.answers[0]?.id
  return question.answers[0]?.id
}

/** The longest label kept for a match (it is only shown again, never stored). */
const LABEL_MAX = 200

/**
 * The engine's state of a search question from a form posted without script: the match chosen
 * (its value) with the label posted beside it. A suburb's value must be its id, a vehicle's `code|year`.
 */
export function searchStateFromForm(question: JourneyQuestion, form: FormData): QuestionState | null {
  const answerId = searchAnswerIdOf(question)
  const posted = answerId ? form.get(answerId) : null
  if (typeof posted !== 'string' || posted === '') return null
  const value = posted.slice(0, LABEL_MAX)
  const label = String(form.get(searchLabelField(question.id, value)) ?? '').slice(0, LABEL_MAX) || value
  switch (question.type.name) {
    case 'SUBURB': {
      const id = Number(value)
      return Number.isSafeInteger(id) && id > 0 ? { suburb: { id, label } } : null
    }
    case 'VEHICLE': {
      const car = searchedCarOf(value)
      return car
        ? {
            vehicle: {
              year: car.year,
              vehicle: { code: car.code, make: '', model: '', valueCents: 0, description: label },
            },
          }
        : null
    }
    default:
      return { option: { value, text: label } }
  }
}

/** The match a search question holds now (to draw it chosen), or null. */
export function chosenMatchOf(
  question: JourneyQuestion,
  state: QuestionState | undefined,
): SearchMatch | null {
  switch (question.type.name) {
    case 'SUBURB': {
      const suburb = state?.suburb
      if (!suburb) return null
      const label =
        typeof suburb.label === 'string'
          ? suburb.label
          : typeof suburb.suburb === 'string' && typeof suburb.town === 'string'
            ? suburbLabel({
                suburb: suburb.suburb,
                town: suburb.town,
                streetCode: typeof suburb.streetCode === 'string' ? suburb.streetCode : null,
              })
            : String(suburb.id)
      return { value: String(suburb.id), label }
    }
    case 'VEHICLE': {
      const picked = state?.vehicle
      if (!picked) return null
      const description = picked.vehicle.description
      return {
        value: carFieldValue({ code: picked.vehicle.code, year: picked.year }),
        label: vehicleMatchLabel(
          typeof description === 'string' ? description : picked.vehicle.code,
          picked.year,
        ),
      }
    }
    default:
      return state?.option ? { value: state.option.value, label: state.option.text } : null
  }
}

/** A vehicle as its radio reads: "VOLKSWAGEN POLO 1.4 HATCH (2019)". */
export const vehicleMatchLabel = (description: string, year: number) =>
  description.endsWith(`(${year})`) ? description : `${description} (${year})`

/** What a search answer held by the API reads as, drawn without script: the draft keeps no text. */
export const HELD_SUBURB_LABEL = 'The suburb you chose before'
export const heldCarLabel = (year: number) => `The car you chose before (${year})`

/**
 * The search answers the API holds (GET A/quickquote/draft keeps only their values), as matches to
 * draw chosen without script: a reload or another device keeps them until a new one is chosen.
 * With script the comboboxes show the browser's cache of them instead.
 */
export function heldSearchMatches(
  questions: readonly JourneyQuestion[],
  submitted: readonly SubmittedQuestion[],
): Record<string, SearchMatch> {
  const held: Record<string, SearchMatch> = {}
  for (const question of questions) {
    if (!isSearchQuestion(question)) continue
    const given = submitted.find((candidate) => candidate.questionId === question.id)?.selectedAnswers ?? []
    const valueOf = (code: string | null) =>
      given.find(
        (answer) =>
          answer.id === (code ? question.answers.find((a) => a.code === code)?.id : question.answers[0]?.id),
      )?.value
    if (question.type.name === 'VEHICLE') {
      const code = valueOf('vehicle')
      const year = Number(valueOf('year'))
      if (code && Number.isInteger(year))
        held[question.id] = { value: carFieldValue({ code, year }), label: heldCarLabel(year) }
      continue
    }
    const value = valueOf(null)
    if (!value) continue
    held[question.id] = { value, label: question.type.name === 'SUBURB' ? HELD_SUBURB_LABEL : value }
  }
  return held
}
