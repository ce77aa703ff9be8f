import type { ReactNode } from 'react'
import { Form } from 'react-router'
import type { z } from 'zod'
import { CONFORM_INTENT, FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import type { Field } from '../../lib/forms/fields.tsx'
import { echoForm } from '../../lib/forms/schema-form.ts'
import { useSchemaForm, type TypedFields } from '../../lib/forms/use-schema-form.ts'
import type { PageAnswer } from './page-data.ts'
import { INTENT_FIELD } from './page-forms.ts'

/**
 * A full-quote page's form on the one form stack (docs/decisions/013): Conform's form with the
 * page kind's schema (./page-forms.ts). It is checked in the browser with the same schema as the
 * page's action, and posted to that action (a plain `<Form method="post">`: it works without
 * JavaScript, and with it without a reload); the action's reply (`answer.result`) shows what was
 * typed and the spec's messages beside the fields. A button that only changes the form (add a row,
 * show dates, find a suburb) posts it unchecked.
 */
export function usePageForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>({
  schema,
  answer,
  saved,
}: {
  schema: Schema
  answer: PageAnswer | undefined
  /** What the quote saved, by field name (`residence.street`): Back shows it. */
  saved: Readonly<Record<string, string | null | undefined>>
}) {
  const { form, fields } = useSchemaForm({
    schema,
    lastResult: answer?.result,
    defaultValue: defaultsOf(saved) as TypedFields<Schema>,
    changesForm: (formData) => formData.has(INTENT_FIELD),
  })
  /** The field of a name as the form sends it (`beneficiaries[0].name`). */
  const field = (name: string): Field => (fields as Record<string, Field>)[name]!
  return { form, field }
}

/** Text fields by name (`residence.street`) as a form's nested default values. */
function defaultsOf(saved: Readonly<Record<string, string | null | undefined>>) {
  const given = Object.entries(saved).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return echoForm(new URLSearchParams(given)).initialValue ?? {}
}

type PageFormProps = {
  form: {
    id: string
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
    allErrors: Record<string, string[]>
  }
  children: ReactNode
  /** The page's own handler of a person's submit (not of Conform's checks as a field is edited). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
  /**
   * The id of the element a field's message links to from the error summary, when it is not the
   * field's own (a question of the engine, a rule over a group of fields).
   */
  errorTarget?: (name: string) => string | undefined
}

/**
 * The page's `<Form method="post">`, opened by the error summary after a failed Continue (the page's
 * own message, a refusal that names no field, first; then each field's, linked to it).
 */
export function PageForm({ form, children, onSubmit, errorTarget }: PageFormProps) {
  return (
    <Form
      id={form.id}
      method="post"
      noValidate
      className="form full-quote__form"
      onSubmit={(event) => {
        // Conform checks a field as it is edited by a submit event of its own (its `__intent__`
        // button): the page's handler (the purchase click) hears only the person's submits.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (submitter?.name !== CONFORM_INTENT) onSubmit?.(event)
        form.onSubmit(event)
      }}
    >
      <FormErrorSummary form={form} targetOf={errorTarget} />
      {children}
    </Form>
  )
}

/** The page's submit button; the section loader says "Processing Request" while it is sent. */
export function PageSubmit({ children }: { children: ReactNode }) {
  return (
    <div className="full-quote__actions">
      <button type="submit" className="button">
        {children}
      </button>
    </div>
  )
}

/**
 * The form's default button (what Enter in a field presses): the page's own submit, not a button
 * that adds a row or asks for dates, which comes first in the form.
 */
export function DefaultSubmit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  )
}
