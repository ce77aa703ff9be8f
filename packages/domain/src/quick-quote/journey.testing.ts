import type { JourneyAnswer, JourneyQuestion, QuestionType } from './journey.ts'

/**
 * Test builders (not part of the domain's runtime): questions and answers shaped like the seeded
 * journeys (apps/api/seed/journeys/questions.ts), for the domain's tests and the site's.
 */
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
