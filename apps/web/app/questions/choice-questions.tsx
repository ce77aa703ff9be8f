import { disabledAnswerIds, toggleMultipleChoice } from '@insure/domain/question'
import type { JourneyAnswer } from '@insure/domain/quick-quote'
import { describedBy, QuestionError, QuestionHint, type QuestionProps } from './question-parts.tsx'

/** An answer's outcomes: shown while it is selected, gone when it is not (forms spec §4). */
function Outcomes({ answer, selected }: { answer: JourneyAnswer; selected: boolean }) {
  if (!selected || answer.outcomes.length === 0) return null
  return (
    <ul className="choice__outcomes" aria-label={`What ${answer.text} includes`}>
      {answer.outcomes.map((outcome) => (
        <li key={outcome}>{outcome}</li>
      ))}
    </ul>
  )
}

/**
 * SINGLE_CHOICE (radio group) and MULTIPLE_CHOICE (checkbox group). Multiple choice toggles; a
 * "None of …" answer clears the others and disables them until it is deselected (forms spec §4).
 */
export function ChoiceQuestion({ question, state, error, ids, onChange }: QuestionProps) {
  const multi = question.type.name === 'MULTIPLE_CHOICE'
  const selected = state?.selectedIds ?? []
  const disabled = multi ? disabledAnswerIds(question.answers, selected) : []

  function choose(answer: JourneyAnswer) {
    if (!multi) return onChange({ ...state, selectedIds: [answer.id] })
    const next = toggleMultipleChoice(question.answers, selected, answer.id)
    onChange({ ...state, selectedIds: next.selectedIds.map(String) })
  }

  return (
    <fieldset
      className="question__body choice"
      role={multi ? 'group' : 'radiogroup'}
      aria-describedby={describedBy(question.description ? ids.hint : null, error ? ids.error : null)}
      aria-invalid={error && !multi ? true : undefined}
    >
      <legend className="question__label">{question.text}</legend>
      <QuestionHint question={question} ids={ids} />
      <div className="choice__options">
        {question.answers.map((answer) => {
          const isSelected = selected.includes(answer.id)
          const isDisabled = disabled.includes(answer.id)
          const optionId = `${ids.input}-${answer.index}`
          return (
            <div
              key={answer.id}
              className="choice__option"
              data-selected={isSelected ? 'true' : undefined}
              data-disabled={isDisabled ? 'true' : undefined}
            >
              <input
                id={optionId}
                type={multi ? 'checkbox' : 'radio'}
                name={question.id}
                value={answer.id}
                checked={isSelected}
                disabled={isDisabled}
                onChange={() => choose(answer)}
                aria-describedby={describedBy(answer.description ? `${optionId}-description` : null)}
              />
              <label htmlFor={optionId} className="choice__text">
                {answer.text}
              </label>
              {/* Outside the label: the answer's name stays its text, the description is read after it. */}
              {answer.description ? (
                <span id={`${optionId}-description`} className="choice__description">
                  {answer.description}
                </span>
              ) : null}
              <Outcomes answer={answer} selected={isSelected} />
            </div>
          )
        })}
      </div>
      <QuestionError error={error} ids={ids} />
    </fieldset>
  )
}
