import { CAR_REF, MAX_REGULAR_DRIVERS, REGULAR_DRIVERS_FIELD, regularDriverOf } from '@insure/domain/car'
import { takesValues, type JourneyQuestion } from '@insure/domain/quick-quote'
import type { FullQuotePage } from '@insure/domain/full-quote'
import { useState, type ReactNode } from 'react'
import { QuestionEngine, questionElementId } from '../../questions/question-engine.tsx'
import type { AnswersState } from '../../questions/answers.ts'
import type { FormReply } from '../../lib/forms/schema-form.ts'
import type { PageAnswer, PageProps } from './page-data.ts'
import { DefaultSubmit, PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { CarVehicleLookup } from './car-vehicle-lookup.tsx'
import { ADD_ROW_INTENT, CAR_CONFIRMED_FIELD, REMOVE_ROW_INTENT } from './page-intents.ts'
import { INTENT_FIELD, questionsFormSchema, valueAt } from './page-forms.ts'
import { CarDropoff } from './car-dropoff.tsx'
import { PageRefusal, REFUSAL_CALL_BACK_FORM } from './page-refusal.tsx'
import { useFormOutcomeShown } from '../../lib/posted-form.tsx'

/** What the form sent, back in the engine's state (the page drawn again with its messages). */
function answersFromTyped(page: FullQuotePage, result: FormReply): AnswersState {
  // Conform nests the names by their dots (`funeral.age.value`): each is read back by its name.
  const typed = result.initialValue ?? {}
  const state: AnswersState = {}
  for (const question of page.questions) {
    if (!takesValues(question)) {
      const sent = valueAt(typed, question.id)
      const ids = (Array.isArray(sent) ? sent : sent === undefined ? [] : [sent]).filter(
        (id): id is string => typeof id === 'string',
      )
      if (ids.length > 0) state[question.id] = { selectedIds: ids }
      continue
    }
    const values: Record<string, string> = {}
    for (const option of question.answers) {
      const sent = valueAt(typed, option.id)
      if (typeof sent === 'string') values[option.id] = sent
    }
    state[question.id] = { values }
  }
  return state
}

/**
 * A questions page (and the quick quote's own page, to change an answer): the one question engine
 * draws the journey's questions; its fields are sent as the form is (choices by the question's id,
 * inputs by the answer's id). The page's form checks them with the questions' rules (the API's
 * too), each message beside its question, and questionDetails validates and re-rates on the full
 * answers.
 */
export function QuestionsPage({ quote, page, view, answer }: PageProps<'QUICK_QUOTE' | 'QUESTIONS'>) {
  // A page with a refusal rule refused the answers: the quote stops here (VAP's vehicle page). Its
  // call-me-back form's outcome without script (its 400, or the page after `?sent=`) keeps it there.
  const callBackShown = useFormOutcomeShown(REFUSAL_CALL_BACK_FORM)
  if (answer?.refused || (page.settings.refusalRule && callBackShown)) {
    return <PageRefusal sentence={answer?.refused ?? null} quote={quote} page={page} />
  }
  return <QuestionsForm page={page} view={view} answer={answer} />
}

/** The car found for the registration number: the action's answer, else the saved number's (Back). */
function carLookupOf(view: PageProps<'QUICK_QUOTE' | 'QUESTIONS'>['view'], answer: PageAnswer | undefined) {
  if (!view.car) return null
  return answer ? (answer.registration ?? null) : view.car.lookup
}

/** The colour the register gives, as the colour question's answer, when the person gave none yet. */
function withRegisteredColour(page: FullQuotePage, answers: AnswersState, colour: string | null) {
  const question = page.questions.find((candidate) => candidate.externalReferenceId === CAR_REF.colour)
  const option = question?.answers.find((candidate) => candidate.code === colour)
  if (!question || !option || answers[question.id]?.selectedIds?.length) return answers
  return { ...answers, [question.id]: { selectedIds: [option.id] } }
}

function QuestionsForm({ page, view, answer }: Omit<PageProps<'QUICK_QUOTE' | 'QUESTIONS'>, 'quote'>) {
  const lookup = carLookupOf(view, answer)
  const [answers, setAnswers] = useState<AnswersState>(() =>
    withRegisteredColour(
      page,
      answer ? answersFromTyped(page, answer.result) : view.answers,
      lookup?.vehicle?.colour ?? null,
    ),
  )
  // The engine draws its own fields from `answers`: the form's defaults are its.
  const { form } = usePageForm({ schema: questionsFormSchema(page), answer, saved: {} })
  // Each question's message (the form's, or the action's), by the question's id.
  const messages = Object.fromEntries(
    Object.entries(form.allErrors)
      .filter(([name, errors]) => name !== '' && errors.length > 0)
      .map(([name, errors]) => [name, errors[0]!]),
  )
  // A car page refused as not insurable online offers the call back under the page.
  const dropoff = answer?.dropoff ? <CarDropoff dropoff={answer.dropoff} /> : null
  const engine = (questions: readonly JourneyQuestion[]) => (
    <QuestionEngine
      questions={questions}
      answers={answers}
      errors={messages}
      onAnswer={(questionId, next) => setAnswers((current) => ({ ...current, [questionId]: next }))}
      onLeaveQuestion={() => undefined}
    />
  )
  // A car's vehicle page starts from the registration number and the car found for it.
  const [registration, ...rest] = page.questions
  const startsFromRegistration =
    view.car !== undefined && registration?.externalReferenceId === CAR_REF.registration
  return (
    <>
      <PageForm form={form} errorTarget={questionElementId}>
        {view.drivers !== undefined ? (
          <RegularDrivers
            page={page}
            rows={answer?.rows ?? Math.max(view.drivers, 1)}
            engine={engine}
            groupMessage={messages[REGULAR_DRIVERS_FIELD]}
          />
        ) : startsFromRegistration ? (
          <>
            {/* Enter in a field continues (and finds the car of a number not looked up yet). */}
            <DefaultSubmit>Continue</DefaultSubmit>
            {engine([registration])}
            <CarVehicleLookup
              lookup={lookup}
              quoted={view.car?.quoted ?? null}
              result={answer?.result}
              error={messages[CAR_CONFIRMED_FIELD]}
            />
            {engine(rest)}
          </>
        ) : (
          engine(page.questions)
        )}
        <PageSubmit>Continue</PageSubmit>
      </PageForm>
      {dropoff}
    </>
  )
}

/**
 * The regular driver page's repeating group (decision 009): the main driver, then each driver added,
 * each in its own fieldset. "Add another driver" and "Remove driver n" are submits the page's action
 * answers with one driver more or less (no script needed), what was typed kept.
 */
function RegularDrivers({
  page,
  rows,
  engine,
  groupMessage,
}: {
  page: FullQuotePage
  rows: number
  engine: (questions: readonly JourneyQuestion[]) => ReactNode
  groupMessage: string | undefined
}) {
  const ofDriver = (index: number) =>
    page.questions.filter((question) => regularDriverOf(question.externalReferenceId)?.index === index)
  const others = page.questions.filter((question) => regularDriverOf(question.externalReferenceId) === null)
  return (
    <>
      {/* Enter in a field continues, not the first add or remove button. */}
      <DefaultSubmit>Continue</DefaultSubmit>
      {groupMessage ? (
        <p className="field__error" role="alert">
          {groupMessage}
        </p>
      ) : null}
      <input type="hidden" name="rows" value={rows} />
      {Array.from({ length: rows }, (_, index) => (
        <fieldset key={index} className="form__group">
          <legend>{index === 0 ? 'The main driver' : `Driver ${index + 1}`}</legend>
          {engine(ofDriver(index))}
          {index > 0 ? (
            <button
              type="submit"
              name={INTENT_FIELD}
              value={`${REMOVE_ROW_INTENT}.${index}`}
              className="button button--secondary"
            >
              Remove driver {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      {rows < MAX_REGULAR_DRIVERS ? (
        <button type="submit" name={INTENT_FIELD} value={ADD_ROW_INTENT} className="button button--secondary">
          Add another driver
        </button>
      ) : null}
      {others.length > 0 ? engine(others) : null}
    </>
  )
}
