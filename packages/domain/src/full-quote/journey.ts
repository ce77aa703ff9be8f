/**
 * The full quote as data (DESIGN "Journeys are data", STYLE "Journeys: data plus a pure transition"):
 * a product's journey is a versioned list of pages; a page holds questions (the spec's Question
 * entity, as the quick quote's) or is a special page the site hands over to (personal information,
 * address, beneficiaries, medical aid, premium, disclaimer, banking details, congratulations).
 *
 * The quote's state lives on the server; what this module needs of it is a QuoteProgress: the
 * canonical answers (by externalReferenceId, the rating engine's AnswersByRef), the special pages the
 * server has recorded as done, and whether the quote is bought. From these, pure functions say which
 * pages are shown, which page comes next, the first page still to answer and whether a page may be
 * opened. Zod-free, so the browser can import it; the schemas of the calls are in ./schema.ts.
 */
import type { FeatureFlag, ProductCode } from '../catalogue/lists.ts'
import type { Disclaimer } from '../company/schema.ts'
import { trimAnswerText } from '../question/index.ts'
import { answersByRef, questionAnswerMessage, takesValues } from '../quick-quote/answers.ts'
import type {
  AnswersByRef,
  GivenAnswer,
  JourneyQuestion,
  SubmittedAnswer,
  SubmittedQuestion,
} from '../quick-quote/journey.ts'

// ---- Pages

/** What a page is: questions, or one of the special pages the site renders with its own component. */
export const PAGE_KINDS = [
  'QUICK_QUOTE',
  'QUESTIONS',
  'DISCLAIMER',
  'PERSONAL_INFORMATION',
  'ADDRESS',
  'BENEFICIARIES',
  'MEDICAL_AID',
  'PREMIUM',
  'BANKING_DETAILS',
  'CONGRATULATIONS',
] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The special pages whose completion the server records (every kind but questions and the ends). */
export const RECORDED_PAGE_KINDS = [
  'DISCLAIMER',
  'PERSONAL_INFORMATION',
  'ADDRESS',
  'BENEFICIARIES',
  'MEDICAL_AID',
  'PREMIUM',
  'BANKING_DETAILS',
] as const satisfies readonly PageKind[]
export type RecordedPageKind = (typeof RECORDED_PAGE_KINDS)[number]

export function isRecordedPageKind(kind: PageKind): kind is RecordedPageKind {
  return (RECORDED_PAGE_KINDS as readonly PageKind[]).includes(kind)
}

/** Forms spec §5: which contact validation the personal-information page applies. */
export const CONTACT_RULES = ['FULL', 'MINI', 'ALTERNATIVE_MINI'] as const
export type ContactRule = (typeof CONTACT_RULES)[number]

/** Forms spec §3: life v2 beneficiaries (relation), or the other Beneficiary entity (designation). */
export const BENEFICIARY_RULES = ['LIFE_V2', 'OTHER'] as const
export type BeneficiaryRule = (typeof BENEFICIARY_RULES)[number]

/**
 * When a page is shown: always (no condition), when an answer has one of some codes (a question's
 * answer decides, e.g. a building page only for buildings cover), or when a feature flag is on or off.
 */
export type PageCondition = { ref: string; anyOf: readonly string[] } | { flag: FeatureFlag; on: boolean }

/** Settings of the special pages; a page reads only those of its kind. */
export interface PageSettings {
  /** PERSONAL_INFORMATION: the contact validation (forms spec §5). */
  contactRule?: ContactRule
  /** ADDRESS: whether the postal address is asked too (forms spec §5, postal address). */
  asksPostalAddress?: boolean
  /** ADDRESS: whose address it is: the person's home (the default) or the insured business's premises. */
  addressOf?: 'HOME' | 'BUSINESS'
  /** BENEFICIARIES: which entity, how many at most, and whether the person may name none. */
  beneficiaryRule?: BeneficiaryRule
  maxBeneficiaries?: number
  beneficiariesOptional?: boolean
  /** PREMIUM: the accidental death benefit is offered as the selected product (feature flag adb). */
  offersAccidentalDeathBenefit?: boolean
  /** DISCLAIMER: the disclaimer types of the product's configuration shown on the page. */
  disclaimerTypes?: readonly string[]
}

/** A page of a journey (forms spec §3 Page: code, description, index, hashedPageId, icon). */
export interface FullQuotePage {
  code: string
  description: string
  /** Position in the journey, from 0 (the quick quote). */
  index: number
  hashedPageId: string
  icon: string | null
  kind: PageKind
  /** QUESTIONS pages: the questions, in display order. */
  questions: readonly JourneyQuestion[]
  showWhen: PageCondition | null
  settings: PageSettings
}

/** A product's full quote: its pages in order, and the version they were written as. */
export interface FullQuoteJourney {
  productCode: ProductCode
  version: string
  pages: readonly FullQuotePage[]
}

// ---- Progress (what the server knows of one quote)

export interface QuoteProgress {
  /** Every answer given, quick quote and full quote, by externalReferenceId. */
  answers: AnswersByRef
  /** The special pages the server has recorded as done (a contact stored, a premium accepted, …). */
  done: ReadonlySet<RecordedPageKind>
  /** The feature flags the quote was started with: they choose pages (life v2 beneficiaries). */
  flags: readonly FeatureFlag[]
  /** A policy exists: only the congratulations page remains. */
  purchased: boolean
}

/** Whether `page` is part of this quote's journey, given its answers and flags. */
export function isPageShown(
  page: FullQuotePage,
  progress: Pick<QuoteProgress, 'answers' | 'flags'>,
): boolean {
  const condition = page.showWhen
  if (!condition) return true
  if ('flag' in condition) return progress.flags.includes(condition.flag) === condition.on
  const codes = progress.answers[condition.ref]?.codes ?? []
  return codes.some((code) => condition.anyOf.includes(code))
}

/** The pages of this quote's journey, in order. */
export function shownPages(journey: FullQuoteJourney, progress: Pick<QuoteProgress, 'answers' | 'flags'>) {
  return [...journey.pages].sort((a, b) => a.index - b.index).filter((page) => isPageShown(page, progress))
}

/** Whether the person has answered everything `page` asks (or the server recorded it as done). */
export function isPageComplete(page: FullQuotePage, progress: QuoteProgress): boolean {
  switch (page.kind) {
    case 'QUICK_QUOTE':
    case 'QUESTIONS':
      return page.questions.every((question) => questionMessageOf(question, progress.answers) === null)
    case 'CONGRATULATIONS':
      return progress.purchased
    default:
      return progress.done.has(page.kind)
  }
}

/**
 * The first page still to answer (STYLE "Journeys": the page a resume link, a reload or an agent's
 * hand-over lands on). A bought quote has only its congratulations page left.
 */
export function firstIncompletePage(journey: FullQuoteJourney, progress: QuoteProgress): FullQuotePage {
  const pages = shownPages(journey, progress)
  if (pages.length === 0) throw new Error(`The ${journey.productCode} journey has no pages`)
  if (progress.purchased) return pages.find((page) => page.kind === 'CONGRATULATIONS') ?? pages.at(-1)!
  return pages.find((page) => !isPageComplete(page, progress)) ?? pages.at(-1)!
}

/**
 * The page after `currentCode` in this quote's journey (DEFRA's forms engine: the first later page
 * whose condition holds), or null after the last. Answers given on the current page count: a page
 * shown only for buildings follows a "buildings" answer given just now.
 */
export function nextPage(
  journey: FullQuoteJourney,
  progress: Pick<QuoteProgress, 'answers' | 'flags'>,
  currentCode: string,
): FullQuotePage | null {
  const pages = shownPages(journey, progress)
  const at = pages.findIndex((page) => page.code === currentCode)
  if (at < 0) return pages[0] ?? null
  return pages[at + 1] ?? null
}

/** The page before `currentCode` (the back link), or null on the first. */
export function previousPage(
  journey: FullQuoteJourney,
  progress: Pick<QuoteProgress, 'answers' | 'flags'>,
  currentCode: string,
): FullQuotePage | null {
  const pages = shownPages(journey, progress)
  const at = pages.findIndex((page) => page.code === currentCode)
  return at > 0 ? pages[at - 1]! : null
}

/** What opening a page gives: the page, or the page to go to instead. */
export type PageAccess = { ok: true; page: FullQuotePage } | { ok: false; redirectTo: FullQuotePage }

/**
 * Whether `code` may be opened: a page up to the first one still to answer may be (to change an
 * answer); a later one, an unknown one or one this quote does not show sends the person to the first
 * page still to answer. Once bought, only the congratulations page opens.
 */
export function pageAccess(journey: FullQuoteJourney, progress: QuoteProgress, code: string): PageAccess {
  const pages = shownPages(journey, progress)
  const allowed = firstIncompletePage(journey, progress)
  if (progress.purchased)
    return code === allowed.code ? { ok: true, page: allowed } : { ok: false, redirectTo: allowed }
  const wanted = pages.find((page) => page.code === code)
  if (!wanted || wanted.index > allowed.index) return { ok: false, redirectTo: allowed }
  return { ok: true, page: wanted }
}

/**
 * Where a saved quote resumes (shell spec §4: "a gap quote session id resumes a gap quote at its saved
 * page, default the personal information page"): the last page of its history that may be opened now
 * (pageAccess), else the page `defaultCode` (DEFAULT_GAP_RESUME_PAGE's code for GAP), else the first
 * page still to answer.
 */
export function resumePageOf(
  journey: FullQuoteJourney,
  progress: QuoteProgress,
  history: readonly { code: string }[],
  defaultCode: string,
): FullQuotePage {
  for (const visit of [...history].reverse()) {
    const access = pageAccess(journey, progress, visit.code)
    if (access.ok) return access.page
  }
  const fallback = pageAccess(journey, progress, defaultCode)
  return fallback.ok ? fallback.page : fallback.redirectTo
}

/** A quote's agent scripts by hashed page id (shell spec §3 viewableScripts, pendingScripts). */
export type AgentScriptPages = { viewable: string[]; pending: string[] }

/**
 * The scripts an agent may read on a quote (GET A/pages/{id}/script is by page): viewable, those of
 * the pages that open now (pageAccess: up to the first still to answer; once bought, the
 * congratulations page); pending, those of the pages shown after it, still to come. Both follow the
 * journey as the answers shape it, so they are the server's state, not a record of a tab.
 */
export function agentScriptPages(journey: FullQuoteJourney, progress: QuoteProgress): AgentScriptPages {
  const allowed = firstIncompletePage(journey, progress)
  if (progress.purchased) return { viewable: [allowed.hashedPageId], pending: [] }
  const pages = shownPages(journey, progress)
  const at = pages.findIndex((page) => page.code === allowed.code)
  return {
    viewable: pages.slice(0, at + 1).map((page) => page.hashedPageId),
    pending: pages.slice(at + 1).map((page) => page.hashedPageId),
  }
}

// ---- Questions pages: validation, and the answers in both shapes

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

/** A message beside a question (the spec's message of forms spec §5) or a special page's field. */
export interface PageError {
  /** The question's id on a questions page; the field's path on a special page. */
  path: string
  message: string
}

export type PageValidation = { ok: true; answers: AnswersByRef } | { ok: false; errors: PageError[] }

/**
 * Validates what was sent for a questions page (forms spec §4, §5, the quick quote's rules), with
 * the spec's message per question. The answers come back in the canonical shape, to merge into the
 * quote's: a question left blank on a page that does not need it clears its earlier answer.
 */
export function validateQuestionsPage(
  page: FullQuotePage,
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

/**
 * The quote's answers after a page's: the page's replace theirs; a question the page cleared is left
 * out. Answers of pages the new answers hide stay (a person going back and forth keeps them), but
 * are not shown and not rated on (the rating engine reads only the refs it rates).
 */
export function mergeAnswers(current: AnswersByRef, page: AnswersByRef): AnswersByRef {
  const merged: Record<string, GivenAnswer> = { ...current }
  for (const [ref, given] of Object.entries(page)) {
    const empty =
      given.codes.length === 0 && Object.values(given.values).every((value) => trimAnswerText(value) === '')
    if (empty) delete merged[ref]
    else merged[ref] = given
  }
  return merged
}

/** The outcomes of the answers chosen on a page (forms spec §3: an answer's outcomes), in order. */
export function outcomesOf(page: FullQuotePage, answers: AnswersByRef): string[] {
  return page.questions.flatMap((question) => {
    const codes = answers[question.externalReferenceId]?.codes ?? []
    return question.answers
      .filter((answer) => codes.includes(answer.code))
      .flatMap((answer) => answer.outcomes)
  })
}

/**
 * The disclaimers a DISCLAIMER page shows: the product's active ones (from the company's
 * configuration) whose type the page's settings name. The page and the API read them alike.
 */
export function disclaimersOnPage(
  productDisclaimers: readonly Disclaimer[],
  page: FullQuotePage,
): Disclaimer[] {
  const types = page.settings.disclaimerTypes ?? []
  return productDisclaimers.filter(
    (disclaimer) => disclaimer.active !== false && types.includes(disclaimer.disclaimer_type),
  )
}
