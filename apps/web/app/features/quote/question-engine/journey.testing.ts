import type { JourneyAnswer, JourneyQuestion, QuestionType } from '@insure/domain/quick-quote'

/** Questions shaped like the seeded journeys (apps/api/seed/journeys/questions.ts). */
export function journeyAnswer(
  questionId: string,
  code: string,
  more: Partial<JourneyAnswer> = {},
): JourneyAnswer {
  return {
    id: `${questionId}.${code}`,
    value: null,
    text: code,
    title: null,
    description: null,
    required: false,
    validation: null,
    outcomes: [],
    index: 0,
    icon: null,
    child_flow: null,
    code,
    ...more,
  }
}

export function journeyQuestion(
  id: string,
  type: QuestionType,
  answers: JourneyAnswer[],
  more: Partial<JourneyQuestion> = {},
): JourneyQuestion {
  return {
    id,
    externalReferenceId: id,
    text: `Question ${id}`,
    description: null,
    multi: type.name === 'MULTIPLE_CHOICE',
    validationMethod: 'ONE_REQUIRED',
    order: 99,
    flow: null,
    type,
    answers: answers.map((given, index) => ({ ...given, index })),
    ...more,
  }
}
