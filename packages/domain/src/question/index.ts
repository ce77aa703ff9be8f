import {
  DEFAULT_QUESTION_VALIDATION_METHOD,
  QUESTION_VALIDATION_METHODS,
  type QuestionValidationMethod,
} from '../catalogue/index.ts'
import { isCalendarDate } from '../calendar/index.ts'
import { SA_ID_NUMBER_DIGITS } from '../limits/index.ts'
import { isValidSaIdNumber } from '../sa-id/index.ts'

/** Ids of answers are numbers or strings, as the journey data gives them. */
export type AnswerId = string | number

// ---- Answer texts (forms spec §5)

/**
 * Message of a number question left blank or not valid: the spec's words with the verb it lacks
 * ("Please valid value(s)", forms spec §5; issue 25, docs/decisions/021).
 */
export const NUMBER_ANSWER_MESSAGE =
  'The required field/s cannot be left blank. Please enter valid value(s) in order to continue.'
/** Message of any other input left blank. */
export const REQUIRED_ANSWER_MESSAGE =
  'The required field/s cannot be left blank. Please enter a value in order to continue.'

/** Answer text is trimmed before it is checked or saved (forms spec §5). */
export function trimAnswerText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim()
}

/** A text, date or choice input's message: REQUIRED_ANSWER_MESSAGE when the trimmed text is empty, else null. */
export function textAnswerMessage(value: string | null | undefined): string | null {
  return trimAnswerText(value) === '' ? REQUIRED_ANSWER_MESSAGE : null
}

// ---- Date answers (forms spec §5)

/** Date answers are `YYYY/MM/DD`; the mask's first digit is 1 to 9, so no year 0xxx. */
export const DATE_ANSWER_PATTERN = /^([1-9]\d{3})\/(\d{2})\/(\d{2})$/

/** True for a date answer strictly `YYYY/MM/DD` (year starting 1 to 9) naming a day that exists. */
export function isValidDateAnswer(value: string): boolean {
  const match = DATE_ANSWER_PATTERN.exec(value)
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

// ---- Number answers (forms spec §4, §5)

export type NumberAnswerState = 'valid' | 'invalid' | 'out-of-range'

/** Digits with at most one decimal point: what the key filter lets through, as a complete number. */
const NUMBER_TEXT = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * State of a number question's input (forms spec §4, §5): text that is not a number (including
 * blank) is invalid; a number below `minVal` or above `maxVal` is out of range; bounds are inclusive
 * and absent bounds do not apply.
 */
export function numberAnswerState(
  text: string,
  limits: { minVal?: number | null; maxVal?: number | null } = {},
): NumberAnswerState {
  const trimmed = trimAnswerText(text)
  if (!NUMBER_TEXT.test(trimmed)) return 'invalid'
  const value = Number(trimmed)
  if (limits.minVal !== null && limits.minVal !== undefined && value < limits.minVal) return 'out-of-range'
  if (limits.maxVal !== null && limits.maxVal !== undefined && value > limits.maxVal) return 'out-of-range'
  return 'valid'
}

/** NUMBER_ANSWER_MESSAGE unless the number answer is valid. */
export function numberAnswerMessage(
  text: string,
  limits: { minVal?: number | null; maxVal?: number | null } = {},
): string | null {
  return numberAnswerState(text, limits) === 'valid' ? null : NUMBER_ANSWER_MESSAGE
}

/**
 * Key filter of number inputs (forms spec §5): a typed character gets through only when it is a digit
 * or a dot. Named keys (Backspace, ArrowLeft, Tab: longer than one character) are not typing and pass.
 */
export function isNumberInputKey(key: string): boolean {
  return [...key].length > 1 || /^[0-9.]$/.test(key)
}

// ---- Quick quote answers (forms spec §3, §5)

/** Validation of a quick quote answer as the question data gives it (`range` or `min`). */
export interface QuickQuoteAnswerRule {
  type: string
  min?: number | null
  max?: number | null
}

export const QUICK_QUOTE_DEFAULT_MESSAGE = 'Invalid'

/** "Amount must be between R {min} and R {max}" with the numbers put in. */
export function quickQuoteRangeMessage(min: number, max: number): string {
  return `Amount must be between R ${min} and R ${max}`
}

/** "Amount must be more {min}" with the number put in (the spec's words). */
export function quickQuoteMinMessage(min: number): string {
  return `Amount must be more ${min}`
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * Checks a quick quote amount (forms spec §5). `range`: within min and max, both inclusive; `min`: at
 * or above min. Returns the message, or null when the amount passes. An amount that is not a number,
 * or a rule missing its bounds, gets the default message "Invalid". A rule of another type is not
 * checked here (null): the client cannot judge what it does not know, the server rates the answer.
 */
export function quickQuoteAnswerMessage(
  amount: number | string,
  rule: QuickQuoteAnswerRule | null | undefined,
): string | null {
  if (!rule) return null
  const text = typeof amount === 'string' ? amount.replace(/\s+/g, '') : String(amount)
  const value = NUMBER_TEXT.test(text) ? Number(text) : Number.NaN
  if (rule.type === 'range') {
    if (!isNumber(rule.min) || !isNumber(rule.max) || Number.isNaN(value)) return QUICK_QUOTE_DEFAULT_MESSAGE
    return value >= rule.min && value <= rule.max ? null : quickQuoteRangeMessage(rule.min, rule.max)
  }
  if (rule.type === 'min') {
    if (!isNumber(rule.min) || Number.isNaN(value)) return QUICK_QUOTE_DEFAULT_MESSAGE
    return value >= rule.min ? null : quickQuoteMinMessage(rule.min)
  }
  return null
}

// ---- ID number answers (forms spec §5)

/** An ID question's input takes at most 13 characters. */
export const ID_ANSWER_MAX_CHARS = SA_ID_NUMBER_DIGITS

/**
 * Positions (0-based) of the filled values of an ID question that are not valid ID numbers (forms
 * spec §5: "each filled value a valid ID"). Blank values are left to the question's validation method.
 */
export function invalidIdAnswerIndexes(values: readonly string[], today: Date = new Date()): number[] {
  return values.flatMap((value, index) => {
    const trimmed = trimAnswerText(value)
    return trimmed !== '' && !isValidSaIdNumber(trimmed, today) ? [index] : []
  })
}

// ---- Question validation (forms spec §4)

export interface AnswerValidation {
  type?: string | null
  /** A regular expression, possibly JSON-encoded (`"^\\d+$"`) or written `/…/flags`. */
  pattern?: string | null
}

export interface QuestionAnswer {
  id: AnswerId
  value?: string | number | null
  text?: string | null
  required?: boolean | null
  validation?: AnswerValidation | null
}

export interface SelectedAnswer {
  id: AnswerId
  value?: string | number | null
}

export interface QuestionToValidate {
  validationMethod?: string | null
  answers?: readonly QuestionAnswer[] | null
  selectedAnswers?: readonly SelectedAnswer[] | null
}

export interface QuestionValidity {
  isValid: boolean
  /** Answers that the validation method needs and that are blank. */
  missingAnswerIds: AnswerId[]
  /** Answers whose value does not match their regex validation. */
  mismatchedAnswerIds: AnswerId[]
  /** True when the method needs at least one selected answer and there is none. */
  nothingSelected: boolean
}

/** The question's validation method; ONE_REQUIRED when absent or unknown (forms spec §4). */
export function questionValidationMethod(question: QuestionToValidate): QuestionValidationMethod {
  const method = question.validationMethod
  return QUESTION_VALIDATION_METHODS.find((known) => known === method) ?? DEFAULT_QUESTION_VALIDATION_METHOD
}

/**
 * Whether `text` matches the regular expression of an answer's validation; null when there is none
 * or it does not compile (a broken pattern in the journey data must not lock a person out). The
 * pattern may be a JSON string (`"^\\d{4}$"`), JSON `{ "pattern": … }`, `/…/flags`, or plain; it is
 * used as written (not anchored), the way `RegExp.test` reads it.
 */
export function answerPatternMatches(
  validation: AnswerValidation | null | undefined,
  text: string,
): boolean | null {
  const pattern = answerPattern(validation)
  if (pattern === null) return null
  // The compiled pattern is shared: a `g` or `y` flag's position must not carry over.
  pattern.lastIndex = 0
  return pattern.test(text)
}

function answerPattern(validation: AnswerValidation | null | undefined): RegExp | null {
  if (!validation || (validation.type ?? '').toLowerCase() !== 'regex' || !validation.pattern) return null
  // Journey data has a handful of patterns, each checked on every post: compiled once (issue 25),
  // and kept in this module: a RegExp with a flag that remembers its position is not handed out.
  let compiled = compiledPatterns.get(validation.pattern)
  if (compiled === undefined) {
    compiled = compilePattern(validation.pattern)
    if (compiledPatterns.size >= KEPT_PATTERNS) compiledPatterns.clear()
    compiledPatterns.set(validation.pattern, compiled)
  }
  return compiled
}

/** Patterns kept compiled before the set is emptied (journey data has a few dozen). */
const KEPT_PATTERNS = 500
const compiledPatterns = new Map<string, RegExp | null>()

function compilePattern(pattern: string): RegExp | null {
  let source: unknown = pattern
  const trimmed = pattern.trim()
  if (trimmed.startsWith('"') || trimmed.startsWith('{')) {
    try {
      const decoded: unknown = JSON.parse(trimmed)
      source =
        typeof decoded === 'object' && decoded !== null && 'pattern' in decoded ? decoded.pattern : decoded
    } catch {
      source = pattern
    }
  }
  if (typeof source !== 'string') return null
  try {
    const literal = /^\/(.*)\/([dgimsuvy]*)$/s.exec(source)
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(source)
  } catch {
    return null
  }
}

/**
 * Validates a question (forms spec §4). First its method: ALL_REQUIRED, every answer has a value;
 * PER_ANSWER, every answer flagged required has a value; NONE_REQUIRED, always passes; ONE_REQUIRED
 * (default), at least one selected answer. Then every answer with a regex validation and a value must
 * match it; blank optional answers are not matched. Values are trimmed first.
 */
export function validateQuestion(question: QuestionToValidate): QuestionValidity {
  const answers = question.answers ?? []
  const method = questionValidationMethod(question)
  const isBlank = (answer: QuestionAnswer) => trimAnswerText(answer.value) === ''

  let missing: QuestionAnswer[] = []
  if (method === 'ALL_REQUIRED') missing = answers.filter(isBlank)
  if (method === 'PER_ANSWER')
    missing = answers.filter((answer) => answer.required === true && isBlank(answer))
  const nothingSelected = method === 'ONE_REQUIRED' && (question.selectedAnswers ?? []).length === 0

  const mismatched = answers.filter((answer) => {
    if (isBlank(answer)) return false
    return answerPatternMatches(answer.validation, trimAnswerText(answer.value)) === false
  })

  return {
    isValid: missing.length === 0 && mismatched.length === 0 && !nothingSelected,
    missingAnswerIds: missing.map((answer) => answer.id),
    mismatchedAnswerIds: mismatched.map((answer) => answer.id),
    nothingSelected,
  }
}

// ---- Multiple choice (forms spec §4)

/**
 * True when an answer's text starts with the word "none" followed by more text ("None of the above",
 * "none - I have no cover"): choosing it clears and disables the other answers. "None" alone, or
 * "Nonexistent …", is an ordinary answer.
 */
export function isNoneAnswer(text: string | null | undefined): boolean {
  return /^none\b.*[\p{L}\p{N}]/isu.test(trimAnswerText(text))
}

export interface MultipleChoiceAnswer {
  id: AnswerId
  text?: string | null
}

export interface MultipleChoiceSelection {
  selectedIds: AnswerId[]
  /** Answers that cannot be chosen now: all but the none-answer while one is selected. */
  disabledIds: AnswerId[]
}

/** Answers disabled by the current selection: every other answer while a none-answer is selected. */
export function disabledAnswerIds(
  answers: readonly MultipleChoiceAnswer[],
  selectedIds: readonly AnswerId[],
): AnswerId[] {
  const selectedNone = answers.find((answer) => selectedIds.includes(answer.id) && isNoneAnswer(answer.text))
  return selectedNone
    ? answers.filter((answer) => answer.id !== selectedNone.id).map((answer) => answer.id)
    : []
}

/**
 * Toggles an answer of a multiple-choice question (forms spec §4): a selected answer is deselected; a
 * none-answer becomes the only selection and disables the others; any other answer is added. A
 * disabled answer does not change anything.
 */
export function toggleMultipleChoice(
  answers: readonly MultipleChoiceAnswer[],
  selectedIds: readonly AnswerId[],
  answerId: AnswerId,
): MultipleChoiceSelection {
  const answer = answers.find((candidate) => candidate.id === answerId)
  let next: AnswerId[]
  if (!answer || disabledAnswerIds(answers, selectedIds).includes(answerId)) next = [...selectedIds]
  else if (selectedIds.includes(answerId)) next = selectedIds.filter((id) => id !== answerId)
  else if (isNoneAnswer(answer.text)) next = [answerId]
  else next = [...selectedIds, answerId]
  return { selectedIds: next, disabledIds: disabledAnswerIds(answers, next) }
}
