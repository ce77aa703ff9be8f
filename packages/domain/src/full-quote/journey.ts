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
 * opened. A page kind's own rules are its definition in ./pages; the schemas of the calls are in
 * ./schema.ts.
 */
import type { FeatureFlag, ProductCode } from '../catalogue/lists.ts'
import { trimAnswerText } from '../question/index.ts'
import type { AnswersByRef, GivenAnswer } from '../quick-quote/journey.ts'
import { isPageComplete } from './pages/index.ts'
import type { FullQuotePage } from './schema.ts'

export type { FullQuotePage, PageCondition, PageSettings } from './schema.ts'

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
  /**
   * The codes of the special pages the server has recorded as done (a contact stored, a premium
   * accepted, …): per page, so a journey may have two address pages.
   */
  done: ReadonlySet<string>
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

/**
 * The page to go to after `page` is saved, `progress` being the quote once saved: the next page
 * when nothing before it is still to answer, else the first page still to answer. The one answer
 * of every save (questions pages, special pages, accept).
 */
export function pageAfterSave(
  journey: FullQuoteJourney,
  progress: QuoteProgress,
  page: Pick<FullQuotePage, 'code'>,
): FullQuotePage {
  const next = nextPage(journey, progress, page.code)
  const first = firstIncompletePage(journey, progress)
  return next && next.index <= first.index ? next : first
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
