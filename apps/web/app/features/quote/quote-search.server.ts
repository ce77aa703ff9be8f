/**
 * The quick quote's searches answered by the page server (issue 25): without script a suburb, vehicle
 * or autocomplete question is a search box and a submit; the action searches with the same sources
 * the comboboxes use (search-sources.ts, autocomplete-options.ts: suburbs-lookup, vehicleSearch, a
 * question type's endpoint such as autocompleteData), through the API's in-process calls, and the
 * page lists the matches as radio buttons.
 */
import type { JourneyQuestion } from '@insure/domain/quick-quote'
import { searchTermTooShortMessage } from '@insure/domain/search'
import type { AppLoadContext } from 'react-router'
import { ApiCallError, type ApiClient, type FieldError } from '../../lib/api-client.ts'
import { placeholderValues, type AnswersState } from '../../questions/answers.ts'
import {
  carFieldValue,
  vehicleMatchLabel,
  type SearchMatch,
  type SearchWithoutScript,
} from '../../questions/search-answers.ts'
import { suburbLabel, vehicleModelYears } from '../../questions/search-labels.ts'
import { loadSuburbOptions, loadVehicleOptions } from '../../questions/search-sources.ts'
import {
  loadQuestionOptions,
  localQuestionOptions,
  searchFailureMessage,
  type SearchAnswer,
} from '../../ui/autocomplete-options.ts'

/** Said beside a search box posted empty. */
export const EMPTY_SEARCH_MESSAGE = 'Type what to search for, then press Search.'
/** Said beside a vehicle search posted without its model year. */
export const NO_MODEL_YEAR_MESSAGE = 'Select the model year first.'

/**
 * The API's GETs as the browser's client makes them, made in process by the page server: the
 * widgets' sources run unchanged (a refusal is the client's ApiCallError, with the API's sentence).
 */
function serverApiClient(context: Pick<AppLoadContext, 'callApi'>): ApiClient {
  const refuse = () => Promise.reject(new Error('the searches only read'))
  return {
    async get<T>(path: string) {
      const answer = await context.callApi('GET', path)
      const body = answer.body as { data?: T; msg?: string; errors?: FieldError[] } | null
      if (answer.status !== 200) throw new ApiCallError(answer.status, body?.msg, body?.errors ?? [])
      return body?.data as T
    },
    post: refuse,
    put: refuse,
  }
}

const asMatches = <T>(found: SearchAnswer<T>, match: (option: T) => SearchMatch) => ({
  matches: found.options.map(match),
  message: found.message,
})

/**
 * What one question's search finds for the term posted: the matches (none with a message when the
 * term is empty, too short, matches nothing or too much). A failure of the API (5xx) is thrown.
 */
export async function searchWithoutScript(
  context: Pick<AppLoadContext, 'callApi'>,
  question: JourneyQuestion,
  questions: readonly JourneyQuestion[],
  answers: AnswersState,
  form: FormData,
  fields: { term: string; year: string },
): Promise<SearchWithoutScript> {
  const term = String(form.get(fields.term) ?? '')
    .trim()
    .slice(0, 100)
  const yearText = String(form.get(fields.year) ?? '')
  const year = Number(yearText)
  const isVehicle = question.type.name === 'VEHICLE'
  const knownYear = isVehicle && vehicleModelYears().includes(year)
  const found = (result: { matches: SearchMatch[]; message: string | null }): SearchWithoutScript => ({
    questionId: question.id,
    term,
    year: knownYear ? String(year) : null,
    ...result,
  })
  if (isVehicle && !knownYear) return found({ matches: [], message: NO_MODEL_YEAR_MESSAGE })
  if (term === '') return found({ matches: [], message: EMPTY_SEARCH_MESSAGE })

  const api = serverApiClient(context)
  const signal = new AbortController().signal
  try {
    switch (question.type.name) {
      case 'SUBURB':
        return found(
          asMatches(await loadSuburbOptions(api, term, signal), (suburb) => ({
            value: String(suburb.id),
            label: suburbLabel(suburb),
          })),
        )
      case 'VEHICLE':
        return found(
          asMatches(await loadVehicleOptions(api, year, term, signal), (vehicle) => ({
            value: carFieldValue({ code: vehicle.code, year: vehicle.year }),
            label: vehicleMatchLabel(vehicle.description, vehicle.year),
          })),
        )
      default: {
        // Without an endpoint the question's own answers are the list (forms spec §7), as in the page.
        const options = question.type.endpoint?.trim()
          ? await loadQuestionOptions(api, question.type, placeholderValues(questions, answers), term, signal)
          : localQuestionOptions(
              question.answers.map((answer) => ({ value: answer.value ?? answer.id, text: answer.text })),
              term,
            )
        return found(asMatches(options, (option) => ({ value: option.value, label: option.text })))
      }
    }
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500)
      return found({
        matches: [],
        message:
          error.errors[0]?.message ??
          (error.msg
            ? searchFailureMessage(error)
            : searchTermTooShortMessage(isVehicle ? 'vehicle' : 'suburb')),
      })
    throw error
  }
}
