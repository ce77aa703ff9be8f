import { takesValues } from '@insure/domain/quick-quote'
import type { FullQuotePage } from '@insure/domain/full-quote'
import { useState } from 'react'
import { QuestionEngine, questionElementId } from '../../questions/question-engine.tsx'
import type { AnswersState } from '../../questions/answers.ts'
import type { FormReply } from '../../lib/forms/schema-form.ts'
import type { PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { questionsFormSchema, valueAt } from './page-forms.ts'
import { CarDropoff } from './car-dropoff.tsx'
import { PageRefusal } from './page-refusal.tsx'

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
  // A page with a refusal rule refused the answers: the quote stops here (VAP's vehicle page).
  if (answer?.refused) return <PageRefusal sentence={answer.refused} quote={quote} page={page} />
  return <QuestionsForm page={page} view={view} answer={answer} />
}

function QuestionsForm({ page, view, answer }: Omit<PageProps<'QUICK_QUOTE' | 'QUESTIONS'>, 'quote'>) {
  const [answers, setAnswers] = useState<AnswersState>(() =>
    answer ? answersFromTyped(page, answer.result) : view.answers,
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
  return (
    <>
      <PageForm form={form} errorTarget={questionElementId}>
        <QuestionEngine
          questions={page.questions}
          answers={answers}
          errors={messages}
          onAnswer={(questionId, next) => setAnswers((current) => ({ ...current, [questionId]: next }))}
          onLeaveQuestion={() => undefined}
        />
        <PageSubmit>Continue</PageSubmit>
      </PageForm>
      {dropoff}
    </>
  )
}
