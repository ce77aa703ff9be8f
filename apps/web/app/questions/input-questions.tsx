import { ID_ANSWER_MAX_CHARS, isNumberInputKey } from '@insure/domain/question'
import type { JourneyAnswer, JourneyQuestion } from '@insure/domain/quick-quote'
import type { KeyboardEvent } from 'react'
import {
  affixesOf,
  answerType,
  idNumberInputText,
  maskDateAnswer,
  numberInputText,
  type QuestionState,
} from './answers.ts'
import { describedBy, QuestionError, QuestionHint, type QuestionProps } from './question-parts.tsx'

/** What each input type accepts as the person types (forms spec §5). */
function inputSettings(question: JourneyQuestion) {
  switch (answerType(question)) {
    case 'NUMBER':
      return {
        inputMode: 'decimal' as const,
        clean: numberInputText,
        placeholder: undefined,
        maxLength: undefined,
      }
    case 'DATE':
      return {
        inputMode: 'numeric' as const,
        clean: maskDateAnswer,
        placeholder: 'YYYY/MM/DD',
        maxLength: 10,
      }
    case 'ID_NUMBER':
      return {
        inputMode: 'numeric' as const,
        clean: idNumberInputText,
        placeholder: undefined,
        maxLength: ID_ANSWER_MAX_CHARS,
      }
    default:
      return { inputMode: undefined, clean: (text: string) => text, placeholder: undefined, maxLength: 200 }
  }
}

/** Number inputs let through digits and a dot only (forms spec §5 key filter); shortcuts still work. */
function filterNumberKey(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  if (!isNumberInputKey(event.key)) event.preventDefault()
}

/**
 * TEXT, NUMBER, DATE and ID_NUMBER questions: one input per answer. A question with one answer is
 * labelled by the question itself; with several, the question is the legend and each answer labels its
 * input. Number questions show their affixes (R … p/m, kg, m) around the input.
 */
export function InputQuestion({ question, state, error, ids, onChange }: QuestionProps) {
  const settings = inputSettings(question)
  const { prefix, suffix } = affixesOf(question)
  const single = question.answers.length === 1
  const values = state?.values ?? {}

  function change(answer: JourneyAnswer, text: string) {
    const next: QuestionState = { ...state, values: { ...values, [answer.id]: settings.clean(text) } }
    onChange(next)
  }

  const input = (answer: JourneyAnswer, inputId: string) => (
    <span className="question__input" data-affixed={prefix || suffix ? 'true' : undefined}>
      {prefix ? (
        <span className="question__affix" id={`${inputId}-prefix`}>
          {prefix}
        </span>
      ) : null}
      <input
        id={inputId}
        type="text"
        name={answer.id}
        value={values[answer.id] ?? ''}
        inputMode={settings.inputMode}
        placeholder={settings.placeholder}
        maxLength={settings.maxLength}
        autoComplete="off"
        onKeyDown={answerType(question) === 'NUMBER' ? filterNumberKey : undefined}
        onChange={(event) => change(answer, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          prefix ? `${inputId}-prefix` : null,
          suffix ? `${inputId}-suffix` : null,
          question.description ? ids.hint : null,
          answerType(question) === 'DATE' ? ids.format : null,
          error ? ids.error : null,
        )}
      />
      {suffix ? (
        <span className="question__affix" id={`${inputId}-suffix`}>
          {suffix}
        </span>
      ) : null}
    </span>
  )

  const format =
    answerType(question) === 'DATE' ? (
      <span id={ids.format} className="visually-hidden">
        Format YYYY/MM/DD
      </span>
    ) : null

  if (single) {
    const answer = question.answers[0]!
    return (
      <div className="question__body">
        <label htmlFor={ids.input} className="question__label">
          {question.text}
        </label>
        {format}
        <QuestionHint question={question} ids={ids} />
        {input(answer, ids.input)}
        <QuestionError error={error} ids={ids} />
      </div>
    )
  }
  return (
    <fieldset className="question__body" aria-describedby={describedBy(error ? ids.error : null)}>
      <legend className="question__label">{question.text}</legend>
      {format}
      <QuestionHint question={question} ids={ids} />
      {question.answers.map((answer) => (
        <div key={answer.id} className="question__answer">
          <label htmlFor={`${ids.input}-${answer.index}`}>{answer.text}</label>
          {input(answer, `${ids.input}-${answer.index}`)}
        </div>
      ))}
      <QuestionError error={error} ids={ids} />
    </fieldset>
  )
}
