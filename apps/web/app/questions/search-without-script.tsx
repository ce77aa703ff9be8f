import {
  chosenMatchOf,
  searchAnswerIdOf,
  SEARCH_INTENT_FIELD,
  searchIntent,
  searchLabelField,
  searchedCarOf,
  searchTermField,
  searchYearField,
} from './search-answers.ts'
import { vehicleModelYears } from './search-labels.ts'
import { describedBy, QuestionError, QuestionHint, type QuestionProps } from './question-parts.tsx'

/** What the search box asks for, by the question's type. */
const BOX_LABELS: Record<string, string> = {
  SUBURB: 'Suburb, town or postal code',
  VEHICLE: 'Make and model',
  AUTOCOMPLETE: 'Search',
}

/**
 * A suburb, vehicle or autocomplete question while the page has no script (issue 25): a search box
 * (and a vehicle's model year) with a submit the route's action answers, then the matches it found as
 * radio buttons. The one chosen is posted under the question's answer like any other answer, with its
 * text beside it (a hidden field) so the page reads the same when drawn again. Once the script runs,
 * the comboboxes take its place.
 */
export function SearchQuestionWithoutScript({ question, state, error, ids, withoutScript }: QuestionProps) {
  const search = withoutScript?.search?.questionId === question.id ? withoutScript.search : null
  const isVehicle = question.type.name === 'VEHICLE'
  const answerId = searchAnswerIdOf(question)
  const chosen = chosenMatchOf(question, state) ?? withoutScript?.held[question.id] ?? null
  const found = search?.matches ?? []
  // The match already chosen stays listed (and chosen) beside a new search's.
  const listed = chosen && !found.some((match) => match.value === chosen.value) ? [chosen, ...found] : found
  const messageId = `${ids.input}-search-message`
  const chosenYear = isVehicle && chosen ? searchedCarOf(chosen.value)?.year : undefined
  const year = search?.year ?? (chosenYear ? String(chosenYear) : '')
  return (
    <fieldset
      className="question__body search-without-script"
      aria-describedby={describedBy(question.description ? ids.hint : null, error ? ids.error : null)}
    >
      <legend className="question__label">{question.text}</legend>
      <QuestionHint question={question} ids={ids} />
      {isVehicle ? (
        <div className="field">
          <label htmlFor={`${ids.input}-year`}>Model year</label>
          <select id={`${ids.input}-year`} name={searchYearField(question.id)} defaultValue={year}>
            <option value="">Select a year</option>
            {vehicleModelYears().map((modelYear) => (
              <option key={modelYear} value={modelYear}>
                {modelYear}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field search-without-script__box">
        <label htmlFor={ids.input}>{BOX_LABELS[question.type.name] ?? 'Search'}</label>
        <input
          id={ids.input}
          type="search"
          name={searchTermField(question.id)}
          defaultValue={search?.term ?? ''}
          autoComplete="off"
          aria-describedby={describedBy(search?.message ? messageId : null)}
        />
        <button
          type="submit"
          name={SEARCH_INTENT_FIELD}
          value={searchIntent(question.id)}
          className="button button--secondary"
        >
          {isVehicle ? 'Find my car' : 'Search'}
        </button>
      </div>
      {search?.message ? (
        <p id={messageId} className="field__error" role="status">
          {search.message}
        </p>
      ) : null}
      {listed.length > 0 && answerId ? (
        <fieldset className="choice search-without-script__matches">
          <legend>{isVehicle ? 'Choose your car' : 'Choose one'}</legend>
          <div className="choice__options">
            {listed.map((match, index) => {
              const optionId = `${ids.input}-match-${index}`
              return (
                <div key={match.value} className="choice__option">
                  <input
                    id={optionId}
                    type="radio"
                    name={answerId}
                    value={match.value}
                    defaultChecked={chosen?.value === match.value}
                  />
                  <label htmlFor={optionId} className="choice__text">
                    {match.label}
                  </label>
                  <input
                    type="hidden"
                    name={searchLabelField(question.id, match.value)}
                    value={match.label}
                  />
                </div>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      <QuestionError error={error} ids={ids} />
    </fieldset>
  )
}
