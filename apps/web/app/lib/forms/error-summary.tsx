import { useEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react'

/**
 * GOV.UK's error summary (issue 25, docs/decisions/021): after a failed submit, the form's problems
 * listed at its top, each a link to its field, announced (role="alert") and focused, so a keyboard or
 * screen-reader user hears what to fix and reaches each field in one step. The messages stay beside
 * their fields too (aria-invalid, aria-describedby: ./fields.tsx).
 */

/** One problem: its message, and the id of the element that holds its field (none: the form's own). */
export type SummaryItem = { message: string; target?: string | undefined }

export const ERROR_SUMMARY_TITLE = 'There is a problem'

/** The name of the button Conform submits the form with to check a field as it is edited. */
export const CONFORM_INTENT = '__intent__'

const noSubscription = () => () => {}

/** The first control in `element` (itself, when it is one): what a summary's link moves focus to. */
function controlIn(element: HTMLElement): HTMLElement {
  if (element.matches('input, select, textarea, button')) return element
  return (
    element.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    ) ?? element
  )
}

/** Focus on a summary link's field: its first control, with its label or legend in view above it. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const element = document.getElementById(target)
  if (!element) return
  event.preventDefault()
  const control = controlIn(element)
  if (!control.matches('input, select, textarea, button, [tabindex]')) control.tabIndex = -1
  control.focus({ preventScroll: true })
  // The question (a legend, a label above the control) in view, not only the control.
  const field = control.closest<HTMLElement>('fieldset, .field, .question') ?? control
  field.scrollIntoView?.({ block: 'start' })
}

/**
 * The summary of `items`, shown only when there are some. Focus moves to it when it appears (a page
 * drawn with the action's reply, with or without script: `autoFocus` is written into the page) and
 * after each of the person's own submits of `formId` that the browser's check stopped.
 */
export function ErrorSummary({ formId, items }: { formId: string; items: readonly SummaryItem[] }) {
  const summary = useRef<HTMLDivElement>(null)
  // Server-rendered and hydrating: the page's own `autofocus` opens it on the summary. Drawn later by
  // the script, it takes focus itself (below), unless the person is typing in the form.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const shown = items.length > 0
  useEffect(() => {
    const element = summary.current
    if (!shown || !element) return
    const active = document.activeElement
    const typing = active instanceof HTMLElement && active.matches('input, select, textarea')
    // A reply drawn anew (the page's action refused the form) takes focus; a message that comes back
    // as a field is edited does not take it from the field.
    if (!typing || !element.closest('form')?.contains(active)) element.focus()
  }, [shown])
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!form) return
    const onSubmit = (event: Event) => {
      // Conform's own submits, as a field is edited, are not the person's.
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null
      if (submitter?.name === CONFORM_INTENT) return
      // After the form's handlers have drawn its messages: a submit that stopped shows the summary.
      setTimeout(() => {
        const shown = document.querySelector<HTMLElement>(`[data-error-summary="${CSS.escape(formId)}"]`)
        if (event.defaultPrevented && shown && document.activeElement !== shown) shown.focus()
      }, 0)
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [formId])
  if (items.length === 0) return null
  return (
    <div
      ref={summary}
      className="error-summary"
      role="alert"
      aria-labelledby={`${formId}-error-summary-title`}
      tabIndex={-1}
      data-error-summary={formId}
      // A page drawn with the problems of a post (its reply) opens on them, also without script.
      autoFocus={!hydrated}
    >
      <h2 id={`${formId}-error-summary-title`} className="error-summary__title">
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, index) => (
          <li key={`${item.target ?? ''}${index}`}>
            {item.target ? (
              <a href={`#${item.target}`} onClick={(event) => focusTarget(event, item.target!)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A Conform form's problems as summary items, in the order the form's check gave them: the form's
 * own message first (no link), then each field's first message, linked to the element `targetOf`
 * names (a field's own id is `${formId}-${name}`, as Conform and ./fields.tsx give it).
 */
export function summaryItemsOf(
  form: { id: string; allErrors: Record<string, string[]> },
  targetOf: (name: string) => string | undefined,
): SummaryItem[] {
  const items: SummaryItem[] = []
  for (const [name, messages] of Object.entries(form.allErrors)) {
    const message = messages?.[0]
    if (!message) continue
    // The form's own message is under its id (or no name).
    if (name === '' || name === form.id) items.unshift({ message })
    else items.push({ message, target: targetOf(name) })
  }
  // One message once: a group's rule may mark several fields with the same sentence (the first leads).
  return items.filter((item, index) => items.findIndex((other) => other.message === item.message) === index)
}

/** The error summary of a Conform form (useSchemaForm's `form`), at the top of the form. */
export function FormErrorSummary({
  form,
  targetOf,
}: {
  form: { id: string; allErrors: Record<string, string[]> }
  targetOf?: (name: string) => string | undefined
}) {
  return (
    <ErrorSummary
      formId={form.id}
      items={summaryItemsOf(form, (name) => targetOf?.(name) ?? `${form.id}-${name}`)}
    />
  )
}
