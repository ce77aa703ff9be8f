import type { CatalogueProduct } from '@insure/domain/catalogue'
import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'
import type { QuickQuoteDraft, QuickQuoteQuestions, QuickQuoteResult } from '@insure/domain/quick-quote'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { ApiCallError } from '../../lib/api-client.ts'
import { failureMessage, useFormSite } from '../../lib/form-site.ts'
import { productFields, quickQuoteResultFields, readStoredSession } from '../../lib/session.client.ts'
import { useTracker } from '../../lib/use-tracker.ts'
import { SectionLoader } from '../../ui/section-loader.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { QuoteCaptcha, type CaptchaHandle } from './captcha.tsx'
import {
  answersStateOf,
  answerType,
  buildCreateRequest,
  currentQuestionIndex,
  fillFromIdNumber,
  questionIdOfErrorPath,
  questionMessage,
  questionMessages,
  submittedAnswersOf,
  type AnswersState,
  type QuestionState,
} from '../../questions/answers.ts'
import { focusQuestion, QuestionEngine } from '../../questions/question-engine.tsx'
import { readQuickQuoteSession, writeQuickQuoteSession } from './quote-session.ts'
import { QuoteResult } from './quote-result.tsx'
import type { QuickQuoteActionData, QuickQuoteView } from './quick-quote.server.ts'
import { CHECK_ANSWERS_MESSAGE, QUOTE_INTENT } from './quote-intents.ts'
import { ENTER_INTENT } from '../../questions/search-answers.ts'

type Quoted = Extract<QuickQuoteResult, { outcome: 'QUOTED' }>
type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; journey: QuickQuoteQuestions }

export { CHECK_ANSWERS_MESSAGE }
const CAPTCHA_NEEDED_MESSAGE = 'Please confirm you are not a robot.'

/** How long after the last change the answers are saved on the server (one call per pause in typing). */
const DRAFT_SAVE_DELAY_MS = 400

/** The searches keep only an id on the server: what they show comes from the browser's cache. */
const SEARCH_TYPES = new Set(['SUBURB', 'AUTOCOMPLETE', 'VEHICLE'])

/** The cached answers of search questions the server's answers do not hold, under the server's. */
function withCachedSearches(
  questions: QuickQuoteQuestions['questions'],
  fromServer: AnswersState,
  cached: AnswersState,
): AnswersState {
  const merged = { ...fromServer }
  for (const question of questions) {
    const stored = cached[question.id]
    if (stored && !merged[question.id] && SEARCH_TYPES.has(answerType(question))) merged[question.id] = stored
  }
  return merged
}

const quotedOf = (result: QuickQuoteResult | null | undefined): Quoted | null =>
  result?.outcome === 'QUOTED' ? result : null

/**
 * The quick quote of one product: its questions (GET A/quickquote/questions), the lead-capture
 * consent, the captcha (not for agents), "Get my quote" (POST A/quickquote/create), then the premium.
 * The answers are the API's from the first one (PUT A/quickquote/draft, issue 25); the browser
 * session caches them. Drawn on the server with them (`initial`), the page is a plain post form
 * until its script runs (the route's action answers it, `posted`); with script it stays one page.
 */
export function QuickQuote({
  product,
  callCentre,
  hydrated = true,
  initial = null,
  posted = null,
}: {
  product: CatalogueProduct
  callCentre: boolean
  /** False while the page has no script yet: the captcha and the toggles need it. */
  hydrated?: boolean
  initial?: QuickQuoteView | null
  posted?: QuickQuoteActionData | null
}) {
  const site = useFormSite()
  const navigate = useNavigate()
  const tracker = useTracker()
  const [loaded, setLoaded] = useState<Loaded>(
    initial ? { status: 'ready', journey: initial.journey } : { status: 'loading' },
  )
  const [answers, setAnswers] = useState<AnswersState>(posted?.answers ?? initial?.answers ?? {})
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {})
  const [consentAccepted, setConsentAccepted] = useState(posted?.consentAccepted ?? false)
  const [result, setResult] = useState<Quoted | null>(posted ? null : quotedOf(initial?.result))
  const [formMessage, setFormMessage] = useState<string | null>(posted?.formMessage ?? null)
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [captchaError, setCaptchaError] = useState<string | null>(null)
  const { busy, run } = useSingleFlight()
  const captcha = useRef<CaptchaHandle>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const summary = useRef<HTMLParagraphElement>(null)
  // Focus moves once React has drawn what it moves to (a message, the result).
  const pendingFocus = useRef<(() => void) | null>(null)
  useEffect(() => {
    const focus = pendingFocus.current
    pendingFocus.current = null
    focus?.()
  })

  const load = useCallback(
    (fresh: boolean) => {
      site.api
        .get<QuickQuoteQuestions>(
          `/wyzeapi/quickquote/questions?hashedProductId=${encodeURIComponent(product.hashedProductId)}`,
          { cache: !fresh },
        )
        .then(
          async (journey) => {
            // With the questions, the answers the API holds for this browser and their result (a
            // reload, Back or another device continues); the session's copy when the API cannot say.
            const stored = readQuickQuoteSession()
            if (readStoredSession()?.qqLaunched === product.code) {
              // A workbench launch just put the answers here (the token's contact, or its linked
              // quick quote with the premium): the agent's launch wins over the API's draft.
              const launched =
                stored.result?.productCode === product.code ? quotedOf(stored.result.result) : null
              setAnswers(stored.answers)
              setResult(launched)
              // A prefill becomes the API's draft; a linked quote's premium stays until answers change.
              if (!launched)
                site.api
                  .put('/wyzeapi/quickquote/draft', {
                    hashedProductId: product.hashedProductId,
                    answers: submittedAnswersOf(journey.questions, stored.answers),
                  })
                  // Held by the API, unless the agent has changed an answer meanwhile (saved then).
                  .then(() => {
                    if (readStoredSession()?.qqLaunched === product.code)
                      writeQuickQuoteSession({ qqLaunched: null, qqDraftUnsaved: null })
                  })
                  .catch(() => undefined)
              setLoaded({ status: 'ready', journey })
              return
            }
            if (readStoredSession()?.qqDraftUnsaved === product.code) {
              // This tab's answers are newer than the API's copy: they are the ones, sent now.
              setAnswers(stored.answers)
              site.api
                .put('/wyzeapi/quickquote/draft', {
                  hashedProductId: product.hashedProductId,
                  answers: submittedAnswersOf(journey.questions, stored.answers),
                })
                .then(() => writeQuickQuoteSession({ qqDraftUnsaved: null }))
                .catch(() => undefined)
              setLoaded({ status: 'ready', journey })
              return
            }
            const draft = await site.api
              .get<QuickQuoteDraft>(
                `/wyzeapi/quickquote/draft?hashedProductId=${encodeURIComponent(product.hashedProductId)}`,
                { cache: false },
              )
              .catch(() => null)
            if (draft) {
              setAnswers(
                withCachedSearches(
                  journey.questions,
                  answersStateOf(journey.questions, draft.answers),
                  stored.answers,
                ),
              )
              setResult(quotedOf(draft.result))
            } else {
              setAnswers(stored.answers)
              if (stored.result?.productCode === product.code) setResult(quotedOf(stored.result.result))
            }
            setLoaded({ status: 'ready', journey })
          },
          () => setLoaded({ status: 'failed' }),
        )
    },
    [site.api, product.hashedProductId, product.code],
  )

  // In the browser only: the product noted in the session, and the questions unless the server drew them.
  const drawnOnServer = useRef(initial !== null)
  useEffect(() => {
    writeQuickQuoteSession(productFields(product.code))
    if (!drawnOnServer.current) return load(false)
    // Once hydrated (the page had to match the server's first): what this tab holds beside it.
    let mounted = true
    void Promise.resolve().then(() => mounted && continueFromTab(initial?.journey.questions ?? []))
    return () => {
      mounted = false
    }
    // Only once, for what the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.code, load])

  /**
   * The server drew the answers it holds. This tab may hold more: a save still waiting when the page
   * went (its answers are then the newer ones, sent now), and what the searches showed.
   */
  function continueFromTab(questionsShown: QuickQuoteQuestions['questions']) {
    const stored = readQuickQuoteSession()
    if (!posted && readStoredSession()?.qqDraftUnsaved === product.code) {
      setAnswers(stored.answers)
      setResult(null)
      sendDraft(stored.answers, questionsShown)
      return
    }
    setAnswers((current) => {
      const merged = withCachedSearches(questionsShown, current, stored.answers)
      writeQuickQuoteSession({
        qqObjects: merged,
        qqQuestionIndex: currentQuestionIndex(questionsShown, merged),
      })
      return merged
    })
  }

  // A save still waiting when the page goes is sent then.
  useEffect(() => () => flushDraft(), [])

  const questions = loaded.status === 'ready' ? loaded.journey.questions : []
  const consent = loaded.status === 'ready' && loaded.journey.consent?.active ? loaded.journey.consent : null

  /** Sends the answers to the API (PUT A/quickquote/draft): the server's copy is the quote's. */
  function sendDraft(next: AnswersState, shown = questions) {
    const sent = ++draftsSent.current
    site.api
      .put('/wyzeapi/quickquote/draft', {
        hashedProductId: product.hashedProductId,
        answers: submittedAnswersOf(shown, next),
      })
      .then(() => {
        // Held by the API, unless newer answers are waiting to be sent.
        if (sent === draftsSent.current && !pendingDraft.current)
          writeQuickQuoteSession({ qqDraftUnsaved: null })
      })
      // The session's copy stands in until the next save; create sends the answers whole anyway.
      .catch(() => undefined)
  }
  const draftsSent = useRef(0)

  const pendingDraft = useRef<(() => void) | null>(null)
  function flushDraft() {
    if (draftTimer.current) clearTimeout(draftTimer.current)
    draftTimer.current = null
    const pending = pendingDraft.current
    pendingDraft.current = null
    pending?.()
  }

  function saveAnswers(next: AnswersState) {
    writeQuickQuoteSession({
      qqObjects: next,
      qqQuestionIndex: currentQuestionIndex(questions, next),
      qqDraftUnsaved: product.code,
      qqLaunched: null,
    })
    if (draftTimer.current) clearTimeout(draftTimer.current)
    pendingDraft.current = () => sendDraft(next)
    draftTimer.current = setTimeout(flushDraft, DRAFT_SAVE_DELAY_MS)
  }

  function answer(questionId: string, state: QuestionState) {
    const question = questions.find((candidate) => candidate.id === questionId)
    let next = { ...answers, [questionId]: state }
    // Life: a valid ID number fills an empty date of birth and gender.
    if (question?.type.name === 'ID_NUMBER')
      next = fillFromIdNumber(questions, next, Object.values(state.values ?? {})[0] ?? '')
    setAnswers(next)
    saveAnswers(next)
    // A message goes as soon as its question is put right; new ones wait for blur or submit.
    setErrors((current) => {
      const updated = { ...current }
      for (const candidate of questions) {
        if (!current[candidate.id]) continue
        const message = questionMessage(candidate, next[candidate.id])
        if (message) updated[candidate.id] = message
        else delete updated[candidate.id]
      }
      return updated
    })
  }

  function leaveQuestion(questionId: string) {
    const question = questions.find((candidate) => candidate.id === questionId)
    if (!question) return
    const message = questionMessage(question, answers[questionId])
    setErrors((current) => {
      if ((current[questionId] ?? null) === message) return current
      const updated = { ...current }
      if (message) updated[questionId] = message
      else delete updated[questionId]
      return updated
    })
  }

  function showErrors(messages: Record<string, string>) {
    setErrors(messages)
    setFormMessage(CHECK_ANSWERS_MESSAGE)
    const first = questions.find((question) => messages[question.id])
    if (first) pendingFocus.current = () => focusQuestion(first.id)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (loaded.status !== 'ready') return
    void run(async () => {
      setFormMessage(null)
      setCaptchaError(null)
      const messages = questionMessages(questions, answers)
      if (Object.keys(messages).length > 0) {
        flushDraft()
        return showErrors(messages)
      }
      // Create saves the answers whole with their result: a save still waiting would undo that.
      if (draftTimer.current) clearTimeout(draftTimer.current)
      draftTimer.current = null
      pendingDraft.current = null
      setErrors({})

      let captchaResponse: string | undefined
      if (!callCentre) {
        captchaResponse = (await captcha.current?.solve()) ?? undefined
        if (!captchaResponse) {
          setCaptchaError(CAPTCHA_NEEDED_MESSAGE)
          captcha.current?.focus()
          return
        }
      }
      const request = buildCreateRequest({
        hashedProductId: product.hashedProductId,
        hashedSessionId: site.session?.hashedSessionId,
        questions,
        answers,
        consentShown: consent !== null,
        consentAccepted,
        callCentre,
      })
      try {
        const outcome = await site.api.post<QuickQuoteResult>('/wyzeapi/quickquote/create', request, {
          ...(captchaResponse ? { captchaResponse } : {}),
        })
        // Create saved the answers with their result (A/quickquote/draft).
        draftsSent.current++
        writeQuickQuoteSession({
          qqDraftUnsaved: null,
          qqLaunched: null,
          hashedQuickQuoteSessionId: outcome.hashedQuickQuoteSessionId,
          ...quickQuoteResultFields(
            { productCode: product.code, hashedProductId: product.hashedProductId, result: outcome },
            outcome.outcome === 'QUOTED' ? { premium: outcome.premium, cover: outcome.cover } : null,
          ),
        })
        if (outcome.outcome === 'NOT_QUALIFIED') {
          navigate(outcome.route)
          return
        }
        tracker.click('quick_quote', { product: product.code, quotePrice: outcome.premium / 100 })
        pendingFocus.current = () => resultHeading.current?.focus()
        setResult(outcome)
      } catch (error) {
        // A solution is good for one try: the next try needs a new challenge.
        if (!callCentre) void captcha.current?.renew()
        const fieldErrors: Record<string, string> = {}
        if (error instanceof ApiCallError) {
          for (const { path, message } of error.errors) {
            const questionId = questionIdOfErrorPath(path)
            if (questionId && questions.some((question) => question.id === questionId))
              fieldErrors[questionId] = message
          }
        }
        if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors)
        if (
          !callCentre &&
          error instanceof ApiCallError &&
          error.status === 400 &&
          error.errors.length === 0
        ) {
          // The one 400 without field errors is the captcha's: missing or not solved.
          setCaptchaError(error.msg ?? CAPTCHA_NEEDED_MESSAGE)
          captcha.current?.focus()
          return
        }
        pendingFocus.current = () => summary.current?.focus()
        setFormMessage(failureMessage(error, GENERIC_ERROR_MESSAGE))
      }
    })
  }

  function startAgain() {
    const cleared = { ...answers }
    for (const question of questions) delete cleared[question.id]
    setAnswers(cleared)
    setErrors({})
    setResult(null)
    setConsentAccepted(false)
    writeQuickQuoteSession({
      qqObjects: cleared,
      qqQuestionIndex: 0,
      qqResult: null,
      qqValue: null,
      qqDraftUnsaved: product.code,
      qqLaunched: null,
    })
    sendDraft(cleared)
  }

  function changeAnswers() {
    setResult(null)
    // The answers stay, the premium they had goes (the server's copy says so too).
    sendDraft(answers)
    // The result stays as the backup while the answers change (shell spec §3: qqResultBackup).
    const shown = readStoredSession()?.qqResult ?? null
    writeQuickQuoteSession({
      qqResult: null,
      qqValue: null,
      qqDraftUnsaved: product.code,
      qqLaunched: null,
      ...(shown ? { qqResultBackup: shown } : {}),
    })
  }

  if (loaded.status === 'loading') return <SectionLoader />
  if (loaded.status === 'failed')
    return (
      <div className="quick-quote__failed" role="alert">
        <p>We could not load the questions for {product.displayName}.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded({ status: 'loading' })
            load(true)
          }}
        >
          TRY AGAIN
        </button>
      </div>
    )

  if (result)
    return (
      <QuoteResult
        product={product}
        result={result}
        disclaimer={loaded.journey.disclaimer}
        callCentre={callCentre}
        heading={resultHeading}
        hydrated={hydrated}
        api={site.api}
        onStartAgain={startAgain}
        onChangeAnswers={changeAnswers}
      />
    )

  return (
    <form
      className="quick-quote"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="quick-quote-heading"
    >
      {hydrated ? null : (
        // Enter in a text box posts the form's first button: without script this one, so that Enter
        // runs the search typed and not yet chosen from, or else asks for the quote (not the first
        // look-up's search, whichever box it was pressed in).
        <button
          type="submit"
          name={QUOTE_INTENT.name}
          value={ENTER_INTENT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          Get my quote
        </button>
      )}
      <h2 id="quick-quote-heading">Your {product.displayName} quote</h2>
      {formMessage ? (
        <p ref={summary} tabIndex={-1} className="form__summary" role="alert">
          {formMessage}
        </p>
      ) : null}
      <QuestionEngine
        questions={questions}
        answers={answers}
        errors={errors}
        onAnswer={answer}
        onLeaveQuestion={leaveQuestion}
        withoutScript={
          hydrated
            ? undefined
            : // A post's answers are what was sent; a page read again shows what the API holds.
              { search: posted?.search ?? null, held: posted ? {} : (initial?.heldSearches ?? {}) }
        }
      />
      {consent ? (
        <div className="quick-quote__consent">
          <p id="quick-quote-consent-content">{consent.content}</p>
          <div className="checkbox-field">
            <input
              id="quick-quote-consent"
              type="checkbox"
              name="consent"
              value="accepted"
              checked={consentAccepted}
              onChange={(event) => setConsentAccepted(event.target.checked)}
              aria-describedby="quick-quote-consent-content"
            />
            <label htmlFor="quick-quote-consent">{consent.confirm_text}</label>
          </div>
        </div>
      ) : null}
      {/* The proof of work needs script: without it the API's per-visitor limits guard the quote (decision 016). */}
      {callCentre || !hydrated ? null : <QuoteCaptcha ref={captcha} api={site.api} error={captchaError} />}
      <SubmitButton busy={busy}>Get my quote</SubmitButton>
    </form>
  )
}
