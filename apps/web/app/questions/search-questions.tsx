import { QuestionAutocomplete } from '../ui/remote-autocomplete.tsx'
import { SuburbSearch } from './suburb-search.tsx'
import { VehicleSearch } from './vehicle-search.tsx'
import type { PickedSuburb, PickedVehicle } from './answers.ts'
import type { QuestionProps } from './question-parts.tsx'

/**
 * SUBURB, AUTOCOMPLETE and VEHICLE questions, answered through the search widgets (the suburb and
 * vehicle searches beside this file, the remote autocomplete in ui/): they own the typing, the list,
 * the keyboard and the message's place; the engine keeps what was picked.
 */
export function SuburbQuestion({ question, state, error, onChange }: QuestionProps) {
  return (
    <div className="question__body">
      <SuburbSearch
        label={question.text}
        hint={question.description ?? undefined}
        value={(state?.suburb ?? null) as Parameters<typeof SuburbSearch>[0]['value']}
        onChange={(suburb) => onChange({ ...state, suburb: suburb as PickedSuburb | null })}
        error={error}
      />
    </div>
  )
}

export function AutocompleteQuestion({ question, state, error, placeholders, onChange }: QuestionProps) {
  // Without an endpoint the question's own answers are the list (forms spec §7).
  const localOptions = question.type.endpoint
    ? undefined
    : question.answers.map((answer) => ({ value: answer.value ?? answer.id, text: answer.text }))
  // The answer's value is posted under the answer's id, as an input question's text is (a full-quote
  // page's form); a page drawn again from what was posted has the value, not the option picked.
  const answerId = question.answers[0]?.id
  const posted = answerId ? state?.values?.[answerId] : undefined
  const value = state?.option !== undefined ? state.option : posted ? { value: posted, text: posted } : null
  return (
    <div className="question__body">
      <QuestionAutocomplete
        type={question.type}
        localOptions={localOptions}
        placeholders={placeholders}
        label={question.text}
        hint={question.description ?? undefined}
        value={value}
        onChange={(option) => onChange({ ...state, option })}
        error={error}
        name={answerId}
      />
    </div>
  )
}

export function VehicleQuestion({ question, state, error, onChange }: QuestionProps) {
  return (
    <div className="question__body">
      <VehicleSearch
        label={question.text}
        value={(state?.vehicle ?? null) as Parameters<typeof VehicleSearch>[0]['value']}
        onChange={(vehicle) => onChange({ ...state, vehicle: vehicle as PickedVehicle | null })}
        error={error}
      />
      {question.description ? <p className="field__hint">{question.description}</p> : null}
    </div>
  )
}
