/**
 * What each page kind's view needs, loaded by the page server (one static table, beside the page
 * kinds' components in ./page-views.tsx and their actions in ./full-quote-actions.server.ts). The
 * page's settings say what to load: the bank list, the commencement rule, the beneficiary rule.
 */
import type { ProductCode } from '@insure/domain/catalogue'
import { CAR_REF, regularDriversOf } from '@insure/domain/car'
import { isIsoDate } from '@insure/domain/calendar'
import {
  MAX_BENEFICIARY_ROWS,
  bankingSettingsOf,
  carryForward,
  coverLinesOf,
  disclaimerFieldOf,
  medicalAidShownOf,
  pageHoldingIdentity,
  selectionsOffered,
  submittedAnswersOf,
  type FullQuotePage,
  type PageKind,
  type QuoteStatus,
} from '@insure/domain/full-quote'
import { beneficiaryRelationChoices } from '@insure/domain/beneficiary'
import { maskIdNumber } from '@insure/domain/masking'
import type { SiteLoadContext } from '../../lib/load-context.ts'
import type { AnswersState } from '../../questions/answers.ts'
import {
  accountTypesOf,
  banksOf,
  commencementDatesOf,
  disclaimersOf,
  gapMedicalSchemesOf,
  ratingsOf,
  shownDisclaimers,
} from './full-quote.server.ts'
import {
  asksRegularDrivers,
  lookUpRegistration,
  quotedCarOf,
  registrationQuestionOf,
} from './car-vehicle.server.ts'
import { quoteBasePath, scheduleDownloadPathOf } from './full-quote-paths.ts'
import type { PageView } from './page-data.ts'
import { BOUGHT_PARAMETER, FIRST_DEBIT_PARAMETER } from './page-intents.ts'

export type PageViewArgs = {
  request: Request
  /** The page's address (lib/page-request.ts). */
  url: URL
  context: SiteLoadContext
  status: QuoteStatus
  page: FullQuotePage
}

/** The engine's state of a questions page, from the quote's canonical answers. */
function engineAnswersOf(page: FullQuotePage, status: QuoteStatus): AnswersState {
  const state: AnswersState = {}
  for (const question of page.questions) {
    const given = submittedAnswersOf(question, status.answers[question.externalReferenceId])
    if (given.length === 0) continue
    state[question.id] = given.some((answer) => answer.value !== undefined)
      ? { values: Object.fromEntries(given.map((answer) => [answer.id, answer.value ?? ''])) }
      : { selectedIds: given.map((answer) => answer.id) }
  }
  return state
}

const questionsView = async ({ context, status, page }: PageViewArgs): Promise<PageView> => {
  const answers = engineAnswersOf(page, status)
  const kind = page.kind === 'QUICK_QUOTE' ? 'QUICK_QUOTE' : 'QUESTIONS'
  if (asksRegularDrivers(page)) return { kind, answers, drivers: regularDriversOf(status.answers).length }
  if (!registrationQuestionOf(page)) return { kind, answers }
  // A car's vehicle page starts from the registration lookup: the number saved shows its car again.
  const saved = status.answers[CAR_REF.registration]?.values.value
  const lookup = saved ? await lookUpRegistration(context, status.hashedQuoteId, saved) : null
  return {
    kind,
    answers,
    car: { lookup: lookup?.ok ? lookup.registration : null, quoted: quotedCarOf(status) },
  }
}

/**
 * What an earlier page gave About you (issue 25): the quick quote's ID number, masked as every ID
 * number the server sends back is; sent back unchanged, the API keeps the one the quick quote got.
 */
function carriedToAboutYou(status: QuoteStatus) {
  const { citizenId, ...rest } = carryForward({ answers: status.answers }).aboutYou
  return { ...rest, ...(citizenId ? { citizenId: maskIdNumber(citizenId) } : {}) }
}

function identityPageOf(status: QuoteStatus) {
  const page = pageHoldingIdentity(status.journey.pages)
  return page ? { code: page.code, description: page.description } : null
}

/** Each kind's view: what the page draws, with what the quote saved (Back shows it). */
const PAGE_VIEWS: Record<PageKind, (args: PageViewArgs) => Promise<PageView>> = {
  QUICK_QUOTE: questionsView,
  QUESTIONS: questionsView,
  DISCLAIMER: async ({ request, url, context, status, page }) => ({
    kind: 'DISCLAIMER',
    disclaimers: shownDisclaimers(await disclaimersOf({ request, url }, context, status, page)),
    saved: Object.fromEntries(
      status.disclaimerAnswers.map((given) => [
        disclaimerFieldOf({ disclaimer_type: given.disclaimerType }, given),
        given.answer,
      ]),
    ),
  }),
  PERSONAL_INFORMATION: async ({ status, page }) => ({
    kind: 'PERSONAL_INFORMATION',
    rule: page.settings.contactRule ?? 'MINI',
    contact: status.contact,
    carried: carriedToAboutYou(status),
    identityPage: identityPageOf(status),
  }),
  ADDRESS: async ({ status, page }) => ({
    kind: 'ADDRESS',
    asksPostalAddress: page.settings.asksPostalAddress === true,
    addressOf: page.settings.addressOf ?? 'HOME',
    saved: status.addresses,
    carriedSuburb: status.carriedSuburb ?? null,
  }),
  BENEFICIARIES: async ({ status, page }) => {
    const rule = page.settings.beneficiaryRule ?? 'OTHER'
    return {
      kind: 'BENEFICIARIES',
      rule,
      max: page.settings.maxBeneficiaries ?? MAX_BENEFICIARY_ROWS,
      // Plain words for the spec's designations (issue 25); the codes sent stay the designations.
      choices: beneficiaryRelationChoices(rule),
      saved: status.beneficiaries,
    }
  },
  MEDICAL_AID: async ({ context, status }) => {
    const schemes = await gapMedicalSchemesOf(context)
    return {
      kind: 'MEDICAL_AID',
      schemes,
      shown: medicalAidShownOf(status.medicalAid, status.answers, schemes),
    }
  },
  PREMIUM: async ({ context, status, page }) => {
    const ratings = await ratingsOf(context, status.hashedQuoteId)
    return {
      kind: 'PREMIUM',
      ratings,
      coverLines: coverLinesOf(status.productCode as ProductCode, ratings.price.coverCents),
      // Offered when the page offers it, the flag is on and the API prices it.
      offersAccidentalDeathBenefit:
        selectionsOffered(page, status.flags).includes('ADB') && ratings.accidentalDeathBenefit !== null,
      acceptance: status.acceptance,
    }
  },
  BANKING_DETAILS: async ({ context, status, page }) => {
    const [banks, accountTypes, dates] = await Promise.all([
      banksOf(context, page),
      accountTypesOf(context),
      commencementDatesOf(context, page, null),
    ])
    const settings = bankingSettingsOf(page.settings)
    return {
      kind: 'BANKING_DETAILS',
      banks,
      accountTypes,
      dates,
      datesByDebitOrderDay: settings.commencementRule === 'LIFE',
      acceptances: [...settings.acceptances],
      premiumCents: status.acceptance?.premiumCents ?? null,
    }
  },
  CONGRATULATIONS: async ({ url, status }) => {
    const firstDebit = url.searchParams.get(FIRST_DEBIT_PARAMETER)
    return {
      kind: 'CONGRATULATIONS',
      policy: status.policy,
      firstStrikeDate: firstDebit && isIsoDate(firstDebit) ? firstDebit : null,
      scheduleHref: status.policy
        ? scheduleDownloadPathOf(quoteBasePath(url.pathname), status.hashedQuoteId)
        : null,
      justBought: url.searchParams.get(BOUGHT_PARAMETER) === '1',
      // Only the car asks whether it is financed: a financed car's cover is confirmed to its lender.
      asksCoverLetter:
        status.policy !== null && status.answers[CAR_REF.financed]?.codes.includes('Y') === true,
    }
  },
}

export function viewOf(args: PageViewArgs): Promise<PageView> {
  return PAGE_VIEWS[args.page.kind](args)
}
