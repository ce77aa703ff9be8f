import { takesValues } from '@insure/domain/quick-quote'
import { useState } from 'react'
import { Form } from 'react-router'
import { QuestionEngine } from '../../questions/question-engine.tsx'
import { questionMessage, type AnswersState } from '../../questions/answers.ts'
import type { FullQuotePage } from '@insure/domain/full-quote'
import type { PageAnswer, PageProps } from './page-data.ts'
import { FormMessage, PageSubmit } from './page-fields.tsx'
import { PageRefusal } from './page-refusal.tsx'

/** What the form sent, back in the engine's state (the page drawn again with its messages). */
function answersFromTyped(page: FullQuotePage, answer: PageAnswer): AnswersState {
  const state: AnswersState = {}
  for (const question of page.questions) {
    if (!takesValues(question)) {
      const sent = answer.values[question.id]
      const ids = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent]
      if (ids.length > 0) state[question.id] = { selectedIds: ids }
      continue
    }
    const values: Record<string, string> = {}
    for (const option of question.answers) {
      const sent = answer.values[option.id]
      if (typeof sent === 'string') values[option.id] = sent
    }
    state[question.id] = { values }
  }
  return state
}

/**
 * A questions page (and the quick quote's own page, to change an answer): the one question engine
 * draws the journey's questions; its fields are sent as the form is (choices by the question's id,
 * inputs by the answer's id) and questionDetails validates and re-rates on the full answers.
 */
export function QuestionsPage({ quote, page, view, answer }: PageProps<'QUICK_QUOTE' | 'QUESTIONS'>) {
  // A page with a refusal rule refused the answers: the quote stops here (VAP's vehicle page).
  if (answer?.refused) return <PageRefusal sentence={answer.refused} quote={quote} page={page} />
  return <QuestionsForm page={page} view={view} answer={answer} />
}

function QuestionsForm({ page, view, answer }: Omit<PageProps<'QUICK_QUOTE' | 'QUESTIONS'>, 'quote'>) {
  const [answers, setAnswers] = useState<AnswersState>(() =>
    answer ? answersFromTyped(page, answer) : view.answers,
  )
  const [messages, setMessages] = useState<Record<string, string>>(() => answer?.messages ?? {})
  return (
    <Form method="post" noValidate className="form full-quote__form">
      <FormMessage answer={answer} />
      <QuestionEngine
        questions={page.questions}
        answers={answers}
        errors={messages}
        onAnswer={(questionId, next) => {
          setAnswers((current) => ({ ...current, [questionId]: next }))
          // A message goes once the answer is good enough; a new one waits for the question to be left.
          if (messages[questionId]) {
            const question = page.questions.find((candidate) => candidate.id === questionId)
            if (question && questionMessage(question, next) === null) {
              setMessages(({ [questionId]: _gone, ...rest }) => rest)
            }
          }
        }}
        onLeaveQuestion={() => undefined}
      />
      <PageSubmit>Continue</PageSubmit>
    </Form>
  )
}
