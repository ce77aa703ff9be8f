import { parse, useForm, type DefaultValue, type Submission } from '@conform-to/react'
import { useId, useState } from 'react'
import type { z } from 'zod'
import { ApiCallError } from '../api-client.ts'
import { fieldErrorsOfEnvelope, parseForm, type FormReply } from './schema-form.ts'

/**
 * The fields of a schema's form as typed: text, whatever the schema makes of it (a form of nested
 * or repeated fields, a full-quote page's, gives its parts as they are named).
 */
export type TypedFields<Schema extends z.ZodType> = {
  [Field in keyof z.input<Schema>]?: z.input<Schema>[Field] extends string | undefined ? string : unknown
}

/** What a form's own sending can do once its fields were valid. */
export type SendControls = {
  /**
   * Shows a 400 envelope's field errors (an ApiCallError) beside the fields they belong to, through
   * a map from payload paths to field names. Returns whether any landed (else the form says so itself).
   */
  showServerErrors(error: unknown, fieldOfPath: Readonly<Record<string, string>>): boolean
}

/**
 * A form of the site on Conform (./schema-form.ts), validated in the browser with the same domain
 * schema as the page's action: the spec's messages show on submit and again on each edit. While the
 * script has not taken over, the `<form method="post">` goes to the page's action, whose reply
 * (`lastResult`) this form shows; once it has, a valid form is sent by `send` (through the API)
 * and never posted. Without `send` (a full-quote page, whose action saves it), a valid form is
 * posted to the page's action all the same, by React Router's `<Form>` with the script. A button
 * that only changes the form (`changesForm`: add a row, show dates) posts it unchecked.
 * `restart` starts the form again, empty or with `values`, after a success.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
  implied = {},
  send,
  changesForm,
}: {
  /** The `<form>`'s id (its page anchor, when the form is the anchor); by default one of its own. */
  id?: string
  schema: Schema
  lastResult: FormReply | undefined
  defaultValue: TypedFields<Schema>
  /**
   * Fields a variant of the form does not show, with what they hold (the call-back's placeholder
   * e-mail and reason): parsed as if sent, as the page's action does.
   */
  implied?: TypedFields<Schema>
  /** Sends a valid form itself (through the API); without it, the form is posted to the page's action. */
  send?: (value: z.output<Schema>, controls: SendControls) => void | Promise<void>
  /** Whether the form as sent (its submitter's name and value included) only asks to change the form. */
  changesForm?: (formData: FormData) => boolean
}) {
  const ownId = `form${useId().replace(/[^\w-]/g, '')}`
  // The browser's own reply (the API's field errors, a restart): once there is one, the page
  // action's answer is old.
  const [reply, setReply] = useState<FormReply | undefined>(undefined)
  const [form, fields] = useForm<TypedFields<Schema>, z.output<Schema>>({
    // The `<form>` carries it (`id={form.id}`): Conform finds its form and fields by it.
    id: id ?? ownId,
    lastResult: reply ?? lastResult,
    defaultValue: defaultValue as DefaultValue<TypedFields<Schema>>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      changesForm?.(formData)
        ? (unchecked(formData) as ReturnType<typeof parseForm<Schema>>)
        : parseForm(withImplied(formData, implied as Record<string, string | undefined>), schema),
    onSubmit(event, { submission }) {
      // Posted to the page's action, which checks it again and saves it.
      if (!send) return
      // Valid (Conform stops an invalid one itself): the form sends it through the API, not the page.
      event.preventDefault()
      if (submission?.status !== 'success') return
      void send(submission.value as z.output<Schema>, {
        showServerErrors(error, fieldOfPath) {
          if (!(error instanceof ApiCallError)) return false
          const fieldErrors = fieldErrorsOfEnvelope(error.errors, fieldOfPath)
          if (Object.keys(fieldErrors).length === 0) return false
          setReply(submission.reply({ fieldErrors }))
          return true
        },
      })
    },
  })
  /**
   * The form again with `values`, no message, and validated on submit only, as new. A reply, not
   * Conform's reset: the form is usually not on the page at that moment (a success view replaced
   * it), and Conform would apply a reset to the page's fields once it is back, over what the
   * visitor had typed in the meantime.
   */
  function restart(values: TypedFields<Schema> = defaultValue) {
    const typed = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)
    const names = typed.map(([name]) => name)
    setReply({
      initialValue: Object.fromEntries(typed),
      error: {},
      state: { validated: Object.fromEntries(names.map((name) => [name, false])) },
    })
  }
  return { form, fields, restart }
}

/** A form sent without a check (an error of `null` is Conform's "not validated"): posted as it is. */
function unchecked(formData: FormData): Submission<unknown, string[]> {
  return parse(formData, { resolve: () => ({ error: null }) })
}

function withImplied(formData: FormData, implied: Record<string, string | undefined>): FormData {
  const filled = new FormData()
  for (const [name, value] of formData) filled.append(name, value)
  for (const [name, value] of Object.entries(implied)) {
    if (value !== undefined && !formData.has(name)) filled.set(name, value)
  }
  return filled
}
