import { parse, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/**
 * One way to read, validate and echo a posted form (issue 23, "One form stack"), as epic-stack does
 * with Conform: the page's action and the form in the browser both parse the form's fields with the
 * domain's schema, and the action answers `submission.reply()`, which the form shows again (the
 * spec's message beside each field, what was typed in it) with or without its script.
 */

/** What a form's fields hold: every field is text, as the browser sends it. */
export type FormFields = Record<string, string>

/** The answer a form shows again: what was typed, and the messages per field. */
export type FormReply = SubmissionResult<string[]>

/**
 * The fields parsed with the domain's schema. Conform's coercion is off: it would turn an empty
 * field into `undefined`, and zod would then answer its own "expected string" in place of the
 * spec's message for that field (e.g. "Select a product").
 */
export function parseForm<Schema extends z.ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true })
}

/** Text fields as a form body (the bookkeeping ones, `_form`, `_step`, already left out). */
export function formBody(fields: FormFields): URLSearchParams {
  return new URLSearchParams(Object.entries(fields))
}

/** The reply's text as typed in `name`, when it was. */
export function typedValue(reply: FormReply | undefined, name: string): string | undefined {
  const value = (reply?.initialValue as Record<string, unknown> | null | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

/** The reply's first message for `name`, when it has one. */
export function errorOf(reply: FormReply | undefined, name: string): string | undefined {
  return reply?.error?.[name]?.[0] ?? undefined
}

/** Whether a reply has a message for any field. */
export function hasFieldErrors(reply: FormReply | undefined): boolean {
  return Object.values(reply?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0)
}

/**
 * The fields of a 400 envelope (`errors: [{ path, message }]`, DESIGN.md) on the form's fields,
 * through a map from payload paths to field names; the first message per field. Empty when none maps.
 */
export function fieldErrorsOfEnvelope(
  errors: readonly { path?: unknown; message?: unknown }[],
  fieldOfPath: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const item of errors) {
    const field = typeof item.path === 'string' ? fieldOfPath[item.path] : undefined
    if (field && typeof item.message === 'string' && !(field in fieldErrors)) {
      fieldErrors[field] = [item.message]
    }
  }
  return fieldErrors
}

/** A form's fields as typed, echoed without a check or a message (a button that only changes the form). */
export function echoForm(payload: FormData | URLSearchParams): FormReply {
  const typed = parse(payload, { resolve: () => ({ error: null }) }).payload
  return { initialValue: typed as NonNullable<FormReply['initialValue']> }
}
