import { z } from '../../zod-config/index.ts'
import { answersByRef, questionAnswerMessage, takesValues } from '../../quick-quote/answers.ts'
import type {
  AnswersByRef,
  GivenAnswer,
  JourneyQuestion,
  SubmittedAnswer,
  SubmittedQuestion,
} from '../../quick-quote/journey.ts'
import { SubmittedQuestionSchema } from '../../quick-quote/schema.ts'
import type { FullQuotePage } from '../journey.ts'
import type { PageCheck, PageDefinition, PageError } from './definition.ts'

/**
 * QUICK_QUOTE and QUESTIONS: the page holds questions (the spec's Question entity); it is done when
 * every question's answer passes its rule, and it saves through questionDetails.
 */

/** A question's answers as the Question entity carries them (ids), from the canonical record (codes). */
export function submittedAnswersOf(
  question: JourneyQuestion,
  given: GivenAnswer | undefined,
): SubmittedAnswer[] {
  if (!given) return []
  if (!takesValues(question)) {
    return question.answers
      .filter((answer) => given.codes.includes(answer.code))
      .map((answer) => ({ id: answer.id }))
  }
  return question.answers.flatMap((answer) => {
    const value = given.values[answer.code]
    return value === undefined ? [] : [{ id: answer.id, value }]
  })
}

function questionMessageOf(question: JourneyQuestion, answers: AnswersByRef): string | null {
  return questionAnswerMessage(question, submittedAnswersOf(question, answers[question.externalReferenceId]))
}

export type PageValidation = { ok: true; answers: AnswersByRef } | { ok: false; errors: PageError[] }

/**
 * Validates what was sent for a questions page (forms spec §4, §5, the quick quote's rules), with
 * the spec's message per question. The answers come back in the canonical shape, to merge into the
 * quote's: a question left blank on a page that does not need it clears its earlier answer.
 */
export function validateQuestionsPage(
  page: Pick<FullQuotePage, 'questions'>,
  sent: readonly SubmittedQuestion[],
): PageValidation {
  const byQuestion = new Map(sent.map((question) => [question.questionId, question.selectedAnswers]))
  const errors: PageError[] = []
  for (const question of page.questions) {
    const message = questionAnswerMessage(question, byQuestion.get(question.id) ?? [])
    if (message) errors.push({ path: question.id, message })
  }
  const unknown = sent.filter((question) => !page.questions.some((known) => known.id === question.questionId))
  for (const question of unknown) errors.push({ path: question.questionId, message: 'Invalid' })
  if (errors.length > 0) return { ok: false, errors }
  const answers = answersByRef(page.questions, byQuestion)
  const cleared = Object.fromEntries(
    page.questions
      .filter((question) => !Object.hasOwn(answers, question.externalReferenceId))
      .map((question) => [question.externalReferenceId, { codes: [], values: {} }]),
  )
  return { ok: true, answers: { ...cleared, ...answers } }
}

const QuestionsInputSchema = z.array(SubmittedQuestionSchema).max(40)

/**
 * The rules that refuse a questions page's answers beyond its questions' own (a refusal stops the
 * quote on the page and offers the call-me-back form): VAP, vapRefusals of @insure/domain/vap on the
 * page's answers and the quick quote's vehicle. Such a page saves through POST A/quote/validate.
 */
export const REFUSAL_RULES = ['VAP'] as const
export type RefusalRule = (typeof REFUSAL_RULES)[number]

export const QuestionsSettingsSchema = z.object({
  /** The rule the API applies when the page is saved (through `validate`); none: the questions' own only. */
  refusalRule: z.enum(REFUSAL_RULES).optional(),
})
export type QuestionsSettings = z.infer<typeof QuestionsSettingsSchema>

export const questionsPage: PageDefinition<
  QuestionsSettings,
  SubmittedQuestion[],
  { page: Pick<FullQuotePage, 'questions'> },
  AnswersByRef
> = {
  settingsSchema: QuestionsSettingsSchema,
  inputSchema: QuestionsInputSchema,
  savesThrough: 'questionDetails',
  validate(_settings, input, { page }): PageCheck<AnswersByRef> {
    const parsed = QuestionsInputSchema.safeParse(input)
    if (!parsed.success) return { ok: false, errors: [{ path: '', message: 'Invalid' }] }
    const checked = validateQuestionsPage(page, parsed.data)
    return checked.ok ? { ok: true, value: checked.answers } : checked
  },
  isComplete: (page, progress) =>
    page.questions.every((question) => questionMessageOf(question, progress.answers) === null),
}
