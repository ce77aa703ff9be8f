/**
 * The question engine's state and rules, without React: what the person has answered, whether a
 * question is answered well enough (forms spec §4, §5), and the quick-quote create request built from
 * it (forms spec §7). The components only render this state and report changes to it.
 */
import { questionDisplayAffixes, QUICK_QUOTE_LEAD_CAPTURE_CONSENT } from '@insure/domain/catalogue'
import { trimAnswerText } from '@insure/domain/question'
import {
  INPUT_ANSWER_TYPES,
  questionAnswerMessage,
  takesValues,
  type AnswerType,
  type JourneyAnswer,
  type JourneyQuestion,
  type QuickQuoteCreateRequest,
  type SubmittedAnswer,
  type SubmittedQuestion,
} from '@insure/domain/quick-quote'
import { parseSaIdNumber } from '@insure/domain/sa-id'
import { isSearchQuestion, searchStateFromForm } from './search-answers.ts'

// ---- State

/** A suburb picked in the suburb lookup: its id is what the API rates on; the rest is for display. */
export type PickedSuburb = { id: number } & Record<string, unknown>
/** A value picked in an autocomplete question. */
export type PickedOption = { value: string; text: string }
/** A vehicle picked in the vehicle search: the model year and the catalogue vehicle. */
export type PickedVehicle = {
  year: number
  vehicle: { code: string; make: string; model: string; valueCents: number } & Record<string, unknown>
}

/** What one question has been given so far. Only the fields of its answer type are used. */
export type QuestionState = {
  /** TEXT, NUMBER, DATE, ID_NUMBER: the typed text by answer id. */
  values?: Record<string, string>
  /** SINGLE_CHOICE, MULTIPLE_CHOICE: the chosen answers' ids. */
  selectedIds?: string[]
  suburb?: PickedSuburb | null
  option?: PickedOption | null
  vehicle?: PickedVehicle | null
}

/** The engine's answers by question id (the session's qqObjects). */
export type AnswersState = Record<string, QuestionState>

export const answerType = (question: JourneyQuestion): AnswerType => question.type.name

// ---- Reading the state

const answerByCode = (question: JourneyQuestion, code: string): JourneyAnswer | undefined =>
  question.answers.find((answer) => answer.code === code)

/**
 * The answers the person gave to a question as POST A/quickquote/create takes them (forms spec §7):
 * the chosen answers' ids for choices; one `{ id, value }` per filled input (text trimmed); the suburb's
 * id, the autocomplete's value; for the vehicle the year answer and the vehicle answer (its code).
 */
export function selectedAnswersOf(
  question: JourneyQuestion,
  state: QuestionState | undefined,
): SubmittedAnswer[] {
  const type = answerType(question)
  if (!takesValues(question)) {
    const chosen = state?.selectedIds ?? []
    return question.answers
      .filter((answer) => chosen.includes(answer.id))
      .map((answer) => ({ id: answer.id }))
  }
  if (INPUT_ANSWER_TYPES.includes(type)) {
    return question.answers.flatMap((answer) => {
      const value = trimAnswerText(state?.values?.[answer.id])
      return value === '' ? [] : [{ id: answer.id, value }]
    })
  }
  const first = question.answers[0]
  if (type === 'SUBURB')
    return first && state?.suburb ? [{ id: first.id, value: String(state.suburb.id) }] : []
  if (type === 'AUTOCOMPLETE')
    return first && state?.option ? [{ id: first.id, value: trimAnswerText(state.option.value) }] : []
  if (type === 'VEHICLE') {
    const year = answerByCode(question, 'year')
    const vehicle = answerByCode(question, 'vehicle')
    const picked = state?.vehicle
    if (!picked) return []
    return [
      ...(year ? [{ id: year.id, value: String(picked.year) }] : []),
      ...(vehicle ? [{ id: vehicle.id, value: picked.vehicle.code }] : []),
    ]
  }
  return []
}

/** The warning of forms spec §8, "Missing answer value logs a warning". */
export const MISSING_ANSWER_VALUE_WARNING = 'Missing answer value'

/**
 * What a question type's endpoint can name in its `{:name}` placeholders (forms spec §7): each
 * answered question's first answer, under the question's externalReferenceId and its id. A choice
 * gives its answer's value (else its code); the others what was typed or picked.
 */
export function placeholderValues(
  questions: readonly JourneyQuestion[],
  answers: AnswersState,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const question of questions) {
    const [first] = selectedAnswersOf(question, answers[question.id])
    if (!first) continue
    const chosen = question.answers.find((answer) => answer.id === first.id)
    const value = first.value ?? chosen?.value ?? chosen?.code
    if (!value) {
      // Forms spec §8: a missing answer value logs a warning (the question, never what was typed).
      console.warn(MISSING_ANSWER_VALUE_WARNING, question.externalReferenceId)
      continue
    }
    values[question.id] = value
    values[question.externalReferenceId] = value
  }
  return values
}

/**
 * The message of a question, or null when it is answered well enough: the domain's rule (forms spec
 * §4, §5), the same one the API applies before rating, on what the person has given so far.
 */
export function questionMessage(question: JourneyQuestion, state: QuestionState | undefined): string | null {
  return questionAnswerMessage(question, selectedAnswersOf(question, state))
}

/** Messages of every question that is not answered well enough, by question id, in question order. */
export function questionMessages(
  questions: readonly JourneyQuestion[],
  answers: AnswersState,
): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const question of questions) {
    const message = questionMessage(question, answers[question.id])
    if (message) messages[question.id] = message
  }
  return messages
}

// ---- Building the request

export type CreateRequestInput = {
  hashedProductId: string
  hashedSessionId?: string | null | undefined
  questions: readonly JourneyQuestion[]
  answers: AnswersState
  /** Whether a QUICK_QUOTE_LEAD_CAPTURE consent was shown; null when none. */
  consentShown: boolean
  consentAccepted: boolean
  callCentre: boolean
}

/** POST A/quickquote/create's body (forms spec §7): answered questions only, in question order. */
export function buildCreateRequest(input: CreateRequestInput): QuickQuoteCreateRequest {
  const answers = submittedAnswersOf(input.questions, input.answers)
  return {
    hashedProductId: input.hashedProductId,
    ...(input.hashedSessionId ? { hashedSessionId: input.hashedSessionId } : {}),
    answers,
    consent: input.consentShown
      ? { consent_type: QUICK_QUOTE_LEAD_CAPTURE_CONSENT, accepted: input.consentAccepted }
      : null,
    // Agents are not asked for a captcha (forms spec §6).
    ...(input.callCentre ? { skipCaptcha: true } : {}),
  }
}

/** The question id of a server field error (`answers.<questionId>`), or null for another path. */
export function questionIdOfErrorPath(path: string): string | null {
  const match = /^answers\.(.+)$/.exec(path)
  return match ? match[1]! : null
}

// ---- Helpers of the inputs

/** Text shown before and after a question's input (forms spec §3: Household_income, Weight, Height). */
export const affixesOf = (question: JourneyQuestion) => questionDisplayAffixes(question.externalReferenceId)

/** Only digits and dots survive in a number input (forms spec §5 key filter, pasted text too). */
export const numberInputText = (text: string): string => text.replace(/[^0-9.]/g, '')

/**
 * The date mask `YYYY/MM/DD` (forms spec §5): digits only, slashes put in as the person types, at
 * most 8 digits, and the first digit 1 to 9 (a leading 0 is dropped).
 */
export function maskDateAnswer(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 8)
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter((part) => part !== '')
  // Typing the 4th or 6th digit shows the slash that follows, so the next digit lands after it.
  const trailing = text.endsWith('/') && (digits.length === 4 || digits.length === 6) ? '/' : ''
  return parts.join('/') + trailing
}

/** ID numbers are digits only, 13 at most. */
export const idNumberInputText = (text: string): string => text.replace(/\D/g, '').slice(0, 13)

/** The date answer (`YYYY/MM/DD`) and gender code (`M`/`F`) a valid ID number tells, else null. */
export function detailsFromIdNumber(
  idNumber: string,
  today: Date = new Date(),
): { dateOfBirth: string; genderCode: 'M' | 'F' } | null {
  const details = parseSaIdNumber(trimAnswerText(idNumber), today)
  if (!details) return null
  return {
    dateOfBirth: details.dateOfBirth.replace(/-/g, '/'),
    genderCode: details.gender === 'Female' ? 'F' : 'M',
  }
}

/**
 * Life: once a valid ID number is typed, the date of birth and gender questions that are still
 * unanswered are filled from it (nice to have, and saves a step). Other answers are left as they are.
 */
export function fillFromIdNumber(
  questions: readonly JourneyQuestion[],
  answers: AnswersState,
  idNumber: string,
  today: Date = new Date(),
): AnswersState {
  const details = detailsFromIdNumber(idNumber, today)
  if (!details) return answers
  const next = { ...answers }
  for (const question of questions) {
    const state = next[question.id]
    if (question.type.name === 'DATE' && question.externalReferenceId === 'Date_of_birth') {
      const answer = question.answers[0]
      if (answer && trimAnswerText(state?.values?.[answer.id]) === '')
        next[question.id] = { ...state, values: { ...state?.values, [answer.id]: details.dateOfBirth } }
    }
    if (question.type.name === 'SINGLE_CHOICE' && question.externalReferenceId === 'Gender') {
      const answer = question.answers.find((candidate) => candidate.code === details.genderCode)
      if (answer && (state?.selectedIds ?? []).length === 0)
        next[question.id] = { ...state, selectedIds: [answer.id] }
    }
  }
  return next
}

/** The heading of a flow (`about-you` → "About you"). */
export function flowHeading(flow: string): string {
  const words = flow.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Index of the first question not yet answered well (the session's qqQuestionIndex); the count when all are. */
export function currentQuestionIndex(questions: readonly JourneyQuestion[], answers: AnswersState): number {
  const index = questions.findIndex((question) => questionMessage(question, answers[question.id]) !== null)
  return index === -1 ? questions.length : index
}

// ---- The engine's state to and from the server

/** The longest text an answer takes (the create request's limit). */
const ANSWER_TEXT_MAX = 200

/**
 * The engine's state from answers as the server keeps them (GET A/quickquote/draft): the chosen
 * answers of choices and what was typed in inputs. Searches (suburb, autocomplete, vehicle) keep only
 * an id on the server; what they show comes back from the browser's cache of the session.
 */
export function answersStateOf(
  questions: readonly JourneyQuestion[],
  submitted: readonly SubmittedQuestion[],
): AnswersState {
  const state: AnswersState = {}
  for (const question of questions) {
    const given = submitted.find((candidate) => candidate.questionId === question.id)?.selectedAnswers
    if (!given || given.length === 0) continue
    const known = given.filter((answer) => question.answers.some((candidate) => candidate.id === answer.id))
    if (!takesValues(question)) state[question.id] = { selectedIds: known.map((answer) => answer.id) }
    else if (INPUT_ANSWER_TYPES.includes(answerType(question)))
      state[question.id] = {
        values: Object.fromEntries(known.map((answer) => [answer.id, answer.value ?? ''])),
      }
  }
  return state
}

/**
 * The engine's state from a quote form posted without script (issue 25): a choice posts its question
 * id with the chosen answers' ids, an input its answer's id with the text, a search the match chosen
 * under its answer's id. Anything that names no
 * answer of the question is left out; texts are cut at the request's limit.
 */
export function answersFromForm(questions: readonly JourneyQuestion[], form: FormData): AnswersState {
  const state: AnswersState = {}
  for (const question of questions) {
    if (!takesValues(question)) {
      const posted = form.getAll(question.id).map(String)
      const chosen = question.answers
        .filter((answer) => posted.includes(answer.id))
        .map((answer) => answer.id)
      const selectedIds = question.type.name === 'MULTIPLE_CHOICE' ? chosen : chosen.slice(0, 1)
      if (selectedIds.length > 0) state[question.id] = { selectedIds }
    } else if (INPUT_ANSWER_TYPES.includes(answerType(question))) {
      const values: Record<string, string> = {}
      for (const answer of question.answers) {
        const text = form.get(answer.id)
        if (typeof text === 'string' && text !== '') values[answer.id] = text.slice(0, ANSWER_TEXT_MAX)
      }
      if (Object.keys(values).length > 0) state[question.id] = { values }
    } else if (isSearchQuestion(question)) {
      // A search's match chosen among the radio buttons the action listed (search-answers.ts).
      const chosen = searchStateFromForm(question, form)
      if (chosen) state[question.id] = chosen
    }
  }
  return state
}

/** The answers given so far, as PUT A/quickquote/draft and create take them, in question order. */
export function submittedAnswersOf(
  questions: readonly JourneyQuestion[],
  answers: AnswersState,
): SubmittedQuestion[] {
  return questions.flatMap((question) => {
    const selectedAnswers = selectedAnswersOf(question, answers[question.id])
    return selectedAnswers.length > 0 ? [{ questionId: question.id, selectedAnswers }] : []
  })
}
