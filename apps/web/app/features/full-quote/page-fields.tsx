import type { ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { SelectField, TextField, type Choice } from '../../ui/fields.tsx'
import type { PageAnswer } from './page-data.ts'
import { FORM_MESSAGE_KEY } from './page-forms.ts'

/**
 * The ui/ fields on a full-quote page: uncontrolled inputs that the page's `<Form method="post">`
 * sends as they are (no form library: the action validates), with the action's message beside them
 * and what was typed shown again.
 */
const noChange = async () => undefined

/** A field's registration as ui/fields takes it: only its name; the browser keeps its value. */
export function fieldRegistration(name: string): UseFormRegisterReturn {
  return { name, onChange: noChange, onBlur: noChange, ref: () => undefined }
}

export function messageOf(answer: PageAnswer | undefined, name: string): FieldError | undefined {
  const message = answer?.messages[name]
  return message ? { type: 'server', message } : undefined
}

export function typedValueOf(answer: PageAnswer | undefined, name: string): string | undefined {
  const value = answer?.values[name]
  return Array.isArray(value) ? value[0] : value
}

export function PageTextField({
  name,
  label,
  answer,
  initial,
  hint,
  ...input
}: {
  name: string
  label: string
  answer: PageAnswer | undefined
  /** The value saved before (shown until something else is typed). */
  initial?: string | null | undefined
  hint?: ReactNode
  type?: string
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text'
  autoComplete?: string
  maxLength?: number
  placeholder?: string
}) {
  const typed = typedValueOf(answer, name)
  return (
    <TextField
      label={label}
      hint={hint}
      registration={fieldRegistration(name)}
      error={messageOf(answer, name)}
      defaultValue={typed ?? initial ?? ''}
      {...input}
    />
  )
}

export function PageSelectField({
  name,
  label,
  answer,
  initial,
  choices,
  placeholder,
  hint,
  onChange,
}: {
  name: string
  label: string
  answer: PageAnswer | undefined
  initial?: string | null | undefined
  choices: readonly Choice[]
  placeholder?: string
  hint?: ReactNode
  onChange?: (value: string) => void
}) {
  const typed = typedValueOf(answer, name)
  const registration = onChange
    ? {
        ...fieldRegistration(name),
        onChange: async (event: { target: { value: string } }) => onChange(event.target.value),
      }
    : fieldRegistration(name)
  return (
    <SelectField
      label={label}
      hint={hint}
      registration={registration}
      error={messageOf(answer, name)}
      defaultValue={typed ?? initial ?? ''}
      choices={choices}
      {...(placeholder !== undefined ? { placeholder } : {})}
    />
  )
}

/** A checkbox with its message (terms, consent, a statement to confirm). */
export function PageCheckbox({
  name,
  label,
  answer,
  initial = false,
  value = 'on',
}: {
  name: string
  label: ReactNode
  answer: PageAnswer | undefined
  initial?: boolean
  value?: string
}) {
  const id = `field-${name.replace(/[^\w-]/g, '-')}`
  const error = answer?.messages[name]
  const checked = answer ? answer.values[name] === value : initial
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <div className="checkbox-field">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The page's own message (a refusal that names no field), read out when it appears. */
export function FormMessage({ answer }: { answer: PageAnswer | undefined }) {
  const message = answer?.messages[FORM_MESSAGE_KEY]
  return message ? (
    <p className="form__summary" role="alert">
      {message}
    </p>
  ) : null
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
