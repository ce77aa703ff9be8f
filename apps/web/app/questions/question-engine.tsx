import { groupQuestionsByFlow, type JourneyQuestion } from '@insure/domain/quick-quote'
import { useId, useMemo, type FocusEvent } from 'react'
import {
  answerType,
  flowHeading,
  placeholderValues,
  type AnswersState,
  type QuestionState,
} from './answers.ts'
import { ChoiceQuestion } from './choice-questions.tsx'
import { InputQuestion } from './input-questions.tsx'
import { questionIds, type QuestionProps, type WithoutScript } from './question-parts.tsx'
import { AutocompleteQuestion, SuburbQuestion, VehicleQuestion } from './search-questions.tsx'
import { SearchQuestionWithoutScript } from './search-without-script.tsx'

/** The component that answers each answer type (DESIGN "Journeys are data": one engine, any journey). */
function QuestionField(props: QuestionProps) {
  const type = answerType(props.question)
  if (props.withoutScript && (type === 'SUBURB' || type === 'AUTOCOMPLETE' || type === 'VEHICLE'))
    return <SearchQuestionWithoutScript {...props} />
  switch (type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return <ChoiceQuestion {...props} />
    case 'SUBURB':
      return <SuburbQuestion {...props} />
    case 'AUTOCOMPLETE':
      return <AutocompleteQuestion {...props} />
    case 'VEHICLE':
      return <VehicleQuestion {...props} />
    default:
      return <InputQuestion {...props} />
  }
}

/** The element of a question on the page, found by its id (focus on submit, scrolling). */
export const questionSelector = (questionId: string) => `[data-question-id="${CSS.escape(questionId)}"]`

/** The id of a question's element on the page: the error summary links to it. */
export const questionElementId = (questionId: string) => `question-${questionId.replace(/[^\w-]/g, '-')}`

/** Moves focus to the first control of a question that can take it. */
export function focusQuestion(questionId: string): void {
  const element = document.querySelector<HTMLElement>(questionSelector(questionId))
  const control = element?.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea, button:not([disabled]), [tabindex="0"]',
  )
  ;(control ?? element)?.focus()
}

/**
 * All the questions of a product on one page, in order, grouped by flow under a legend when the
 * journey gives one. The engine's state lives with the caller, so submit can check it whole.
 */
export function QuestionEngine({
  questions,
  answers,
  errors,
  onAnswer,
  onLeaveQuestion,
  withoutScript,
}: {
  questions: readonly JourneyQuestion[]
  answers: AnswersState
  errors: Readonly<Record<string, string>>
  onAnswer(questionId: string, next: QuestionState): void
  /** Focus left the question (forms: validation on blur). */
  onLeaveQuestion(questionId: string): void
  /** Without script: searches answered by the route's action, and what it found (issue 25). */
  withoutScript?: WithoutScript | undefined
}) {
  const prefix = useId()
  const placeholders = useMemo(() => placeholderValues(questions, answers), [questions, answers])
  const renderQuestion = (question: JourneyQuestion, position: number) => {
    // Validate when focus leaves the whole question, not when it moves between its own controls.
    const leave = (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null
      if (next && event.currentTarget.contains(next)) return
      onLeaveQuestion(question.id)
    }
    return (
      <div
        key={question.id}
        id={questionElementId(question.id)}
        className="question"
        data-question-id={question.id}
        data-question-type={question.type.name}
        data-invalid={errors[question.id] ? 'true' : undefined}
        onBlur={leave}
      >
        <QuestionField
          question={question}
          state={answers[question.id]}
          error={errors[question.id]}
          ids={questionIds(`${prefix}q${position}`)}
          placeholders={placeholders}
          onChange={(next) => onAnswer(question.id, next)}
          withoutScript={withoutScript}
        />
      </div>
    )
  }

  let position = 0
  return (
    <div className="question-engine">
      {groupQuestionsByFlow(questions).map((group) =>
        group.flow ? (
          <fieldset key={`flow-${group.flow}-${position}`} className="question-flow">
            <legend className="question-flow__legend">{flowHeading(group.flow)}</legend>
            {group.questions.map((question) => renderQuestion(question, position++))}
          </fieldset>
        ) : (
          group.questions.map((question) => renderQuestion(question, position++))
        ),
      )}
    </div>
  )
}
