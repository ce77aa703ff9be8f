import { z } from '../../zod-config/index.ts'
import { DEFAULT_DISCLAIMER_QUESTION_ORDER, type Disclaimer } from '../../company/schema.ts'
import type { FullQuotePage } from '../journey.ts'
import { recordedAsDone, type PageDefinition, type PageError } from './definition.ts'

/** A disclaimer's yes/no question left unanswered (the site says it before sending; the API too). */
export const DISCLAIMER_UNANSWERED_MESSAGE = 'Answer this question to continue.'
export const UNKNOWN_DISCLAIMER_QUESTION_MESSAGE = 'This is not one of the questions asked.'

export const DisclaimerSettingsSchema = z.object({
  /** The disclaimer types of the product's configuration shown on the page. */
  disclaimerTypes: z.array(z.string()).optional(),
})
export type DisclaimerSettings = z.infer<typeof DisclaimerSettingsSchema>

export const DisclaimerAnswerSchema = z.object({
  disclaimerType: z.string().min(1).max(64),
  order: z.number().int().min(0).max(999),
  answer: z.string().trim().min(1).max(200),
})
export const DisclaimerInputSchema = z.object({ answers: z.array(DisclaimerAnswerSchema).max(40) })
export type DisclaimerInput = z.infer<typeof DisclaimerInputSchema>

/**
 * The disclaimers a DISCLAIMER page shows: the product's active ones (from the company's
 * configuration) whose type the page's settings name. The page and the API read them alike.
 */
export function disclaimersOnPage(
  productDisclaimers: readonly Disclaimer[],
  page: Pick<FullQuotePage, 'settings'>,
): Disclaimer[] {
  const types = page.settings.disclaimerTypes ?? []
  return productDisclaimers.filter(
    (disclaimer) => disclaimer.active !== false && types.includes(disclaimer.disclaimer_type),
  )
}

/** The field of one disclaimer question, and the path of its message: `answers.<type>.<order>`. */
export const disclaimerFieldOf = (
  disclaimer: Pick<Disclaimer, 'disclaimer_type'>,
  question: { order?: number | null },
) => `answers.${disclaimer.disclaimer_type}.${question.order ?? DEFAULT_DISCLAIMER_QUESTION_ORDER}`

/** One question answered, as the quote keeps it (what the person declared, right or wrong). */
export interface DisclaimerAnswerRecord {
  disclaimerType: string
  questionOrder: number
  questionContent: string
  answer: string
  valid: boolean
}

/**
 * The answers checked against the disclaimers shown: each question answered YES or NO (else the
 * spec's "answer this question"), nothing answered that was not asked, and each answer the expected
 * one (else the disclaimer's invalid_answer_content, which stops the purchase). `records` are the
 * answers as given, kept even when wrong; `answeredAll` says whether they may be kept.
 */
export function checkDisclaimerAnswers(
  disclaimers: readonly Disclaimer[],
  answers: DisclaimerInput['answers'],
): { errors: PageError[]; records: DisclaimerAnswerRecord[]; answeredAll: boolean } {
  const asked = disclaimers.flatMap((disclaimer) =>
    disclaimer.questions.map((question) => ({
      disclaimer,
      question,
      order: question.order ?? DEFAULT_DISCLAIMER_QUESTION_ORDER,
    })),
  )
  const errors: PageError[] = []
  let answeredAll = true
  for (const answer of answers) {
    const known = asked.some(
      ({ disclaimer, order }) =>
        disclaimer.disclaimer_type === answer.disclaimerType && order === answer.order,
    )
    if (!known) {
      answeredAll = false
      errors.push({
        path: `answers.${answer.disclaimerType}.${answer.order}`,
        message: UNKNOWN_DISCLAIMER_QUESTION_MESSAGE,
      })
    }
  }
  const records = asked.map(({ disclaimer, question, order }) => {
    const answer = answers
      .find(
        (candidate) => candidate.disclaimerType === disclaimer.disclaimer_type && candidate.order === order,
      )
      ?.answer.toUpperCase()
    const path = disclaimerFieldOf(disclaimer, question)
    if (answer !== 'YES' && answer !== 'NO') {
      answeredAll = false
      errors.push({ path, message: DISCLAIMER_UNANSWERED_MESSAGE })
    } else if (answer !== question.expected_answer)
      errors.push({ path, message: question.invalid_answer_content })
    return {
      disclaimerType: disclaimer.disclaimer_type,
      questionOrder: order,
      questionContent: question.question_content,
      answer: answer ?? '',
      valid: answer === question.expected_answer,
    }
  })
  return { errors, records, answeredAll }
}

export const disclaimerPage: PageDefinition<
  DisclaimerSettings,
  DisclaimerInput,
  { disclaimers: readonly Disclaimer[] },
  DisclaimerAnswerRecord[]
> = {
  settingsSchema: DisclaimerSettingsSchema,
  inputSchema: DisclaimerInputSchema,
  savesThrough: 'disclaimer',
  validate(_settings, input, { disclaimers }) {
    const parsed = DisclaimerInputSchema.safeParse(input)
    if (!parsed.success)
      return { ok: false, errors: [{ path: 'answers', message: DISCLAIMER_UNANSWERED_MESSAGE }] }
    const checked = checkDisclaimerAnswers(disclaimers, parsed.data.answers)
    return checked.errors.length > 0
      ? { ok: false, errors: checked.errors }
      : { ok: true, value: checked.records }
  },
  isComplete: recordedAsDone,
}
