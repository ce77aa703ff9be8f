/**
 * Checking a quick-quote question's answers and reading them for the rating engine: the same rules
 * on the site (beside the question) and on the API (before rating). Zod-free.
 */
import {
  NUMBER_ANSWER_MESSAGE,
  QUICK_QUOTE_DEFAULT_MESSAGE,
  REQUIRED_ANSWER_MESSAGE,
  isValidDateAnswer,
  numberAnswerState,
  quickQuoteAnswerMessage,
  trimAnswerText,
  validateQuestion,
  type QuestionAnswer,
} from '../question/index.ts'
import { SA_ID_NUMBER_INVALID_MESSAGE, isValidSaIdNumber } from '../sa-id/index.ts'
import {
  INPUT_ANSWER_TYPES,
  type AnswerType,
  type AnswersByRef,
  type GivenAnswer,
  type JourneyQuestion,
  type SubmittedAnswer,
} from './journey.ts'

/**
 * A date answer that is not a real day written YYYY/MM/DD: forms spec §5 gives the format (the field
 * shows it) and no message of its own, so a quick-quote answer's default, "Invalid".
 */
export const DATE_ANSWER_MESSAGE = QUICK_QUOTE_DEFAULT_MESSAGE

/** Answer types whose answers carry a value the person gave (typed, or picked from a search). */
const VALUE_ANSWER_TYPES: readonly AnswerType[] = [...INPUT_ANSWER_TYPES, 'AUTOCOMPLETE', 'SUBURB', 'VEHICLE']

/** True when the question's answers carry values (inputs and searches), false for choices. */
export function takesValues(question: Pick<JourneyQuestion, 'type'>): boolean {
  return VALUE_ANSWER_TYPES.includes(question.type.name)
}

/** The blank-field message of a question: numbers have their own (forms spec §5). */
export function blankAnswerMessage(question: Pick<JourneyQuestion, 'type'>): string {
  return question.type.name === 'NUMBER' ? NUMBER_ANSWER_MESSAGE : REQUIRED_ANSWER_MESSAGE
}

/** The message of one filled value of an input question, or null when it is good. */
function valueMessage(
  question: JourneyQuestion,
  answerValidation: QuestionAnswer,
  value: string,
): string | null {
  const answer = question.answers.find((candidate) => candidate.id === answerValidation.id)
  switch (question.type.name) {
    case 'NUMBER': {
      if (numberAnswerState(value, question.type) !== 'valid') {
        // An amount with its own rule says which amounts it takes rather than "blank".
        const rule = answer?.validation
        if (rule && rule.type !== 'regex')
          return quickQuoteAnswerMessage(value, rule) ?? NUMBER_ANSWER_MESSAGE
        return NUMBER_ANSWER_MESSAGE
      }
      const rule = answer?.validation
      return rule && rule.type !== 'regex' ? quickQuoteAnswerMessage(value, rule) : null
    }
    case 'DATE':
      return isValidDateAnswer(value) ? null : DATE_ANSWER_MESSAGE
    case 'ID_NUMBER':
      return isValidSaIdNumber(value) ? null : SA_ID_NUMBER_INVALID_MESSAGE
    default:
      return null
  }
}

/**
 * The message of a question's answers (forms spec §4, §5), or null when they are good. Checks, in
 * order: answers that are not the question's, two answers to a single choice, the validation method
 * (blank: the blank-field message), each filled value (number state and amount rule, date, ID
 * number), then the regex validations ("Invalid").
 */
export function questionAnswerMessage(
  question: JourneyQuestion,
  selected: readonly SubmittedAnswer[],
): string | null {
  // Checked on every post, twice (the page, then the API): no lookup tables for a handful of answers.
  const isKnown = (id: SubmittedAnswer['id']) => question.answers.some((answer) => answer.id === id)
  if (!selected.every((answer) => isKnown(answer.id))) return QUICK_QUOTE_DEFAULT_MESSAGE
  const withValues = takesValues(question)
  // An answer given twice counts with its last value, as a form's last field of a name wins.
  const valueGiven = (id: SubmittedAnswer['id']) =>
    trimAnswerText(selected.findLast((given) => given.id === id)?.value)
  const chosen = withValues ? selected.filter((answer) => valueGiven(answer.id) !== '') : selected
  if (question.type.name === 'SINGLE_CHOICE' && chosen.length > 1) return QUICK_QUOTE_DEFAULT_MESSAGE

  // A choice question is checked by what was chosen; only values go through the answers' rules.
  const answers: QuestionAnswer[] = withValues
    ? question.answers.map((answer) => ({
        id: answer.id,
        value: valueGiven(answer.id),
        required: answer.required,
        // Amount rules are checked with their own messages below; only regexes go to validateQuestion.
        validation: answer.validation?.type === 'regex' ? answer.validation : null,
      }))
    : []
  const validity = validateQuestion({
    validationMethod: question.validationMethod,
    answers,
    selectedAnswers: chosen,
  })
  if (validity.missingAnswerIds.length > 0 || validity.nothingSelected) return blankAnswerMessage(question)

  if (withValues) {
    for (const answer of answers) {
      const value = trimAnswerText(answer.value)
      if (value === '') continue
      const message = valueMessage(question, answer, value)
      if (message) return message
    }
  }
  // A number failing its pattern (a decimal where whole numbers are asked) gets the number message.
  if (validity.mismatchedAnswerIds.length === 0) return null
  return question.type.name === 'NUMBER' ? NUMBER_ANSWER_MESSAGE : QUICK_QUOTE_DEFAULT_MESSAGE
}

/**
 * The answers of a quick quote by externalReferenceId, as the rating engine reads them: the codes of
 * the chosen answers and the values given by answer code. Questions without a chosen or filled
 * answer are left out.
 */
export function answersByRef(
  questions: readonly JourneyQuestion[],
  selectedByQuestionId: ReadonlyMap<string, readonly SubmittedAnswer[]>,
): AnswersByRef {
  const byRef: Record<string, GivenAnswer> = {}
  for (const question of questions) {
    const selected = selectedByQuestionId.get(question.id) ?? []
    const codes: string[] = []
    const values: Record<string, string> = {}
    for (const { id, value } of selected) {
      const answer = question.answers.find((candidate) => candidate.id === id)
      if (!answer) continue
      if (takesValues(question)) {
        const text = trimAnswerText(value)
        if (text !== '') values[answer.code] = text
      } else codes.push(answer.code)
    }
    if (codes.length > 0 || Object.keys(values).length > 0)
      byRef[question.externalReferenceId] = { codes, values }
  }
  return byRef
}

/** The list an autocomplete endpoint names in its `answerValue` parameter (`…autocompleteData?answerValue=x`). */
export function autocompleteListName(endpoint: string | null | undefined): string | null {
  if (!endpoint) return null
  // Read by hand: the domain is built without DOM or Node typings, so URLSearchParams is not known.
  const query = endpoint.split('?')[1] ?? ''
  for (const pair of query.split('&')) {
    const [name, value] = pair.split('=')
    if (name === 'answerValue' && value) return decodeURIComponent(value)
  }
  return null
}

/** Questions shown together: a run of questions of one flow, or one question without a flow. */
export type QuestionGroup<Q> = { flow: string | null; questions: Q[] }

/**
 * Shell spec §4: the quick-quote questions in display order (order, default 99), grouped by flow when
 * present: neighbours of the same flow form one group; a question without a flow stands alone.
 */
export function groupQuestionsByFlow<Q extends { flow: string | null; order?: number | null }>(
  questions: readonly Q[],
): QuestionGroup<Q>[] {
  const sorted = [...questions].sort((a, b) => (a.order ?? 99) - (b.order ?? 99))
  const groups: QuestionGroup<Q>[] = []
  for (const question of sorted) {
    const last = groups.at(-1)
    if (question.flow && last?.flow === question.flow) last.questions.push(question)
    else groups.push({ flow: question.flow ?? null, questions: [question] })
  }
  return groups
}
