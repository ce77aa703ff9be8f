import type { CatalogueProduct } from '@insure/domain/catalogue'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'

/**
 * The fields of a Conform form (./use-schema-form.ts; a field is the part of Conform's
 * FieldMetadata they read), with the spec's message beside each: the
 * label names the field, the message sits under it, linked by aria-describedby and flagged with
 * aria-invalid, so a screen reader reads both. Inputs are uncontrolled: the browser keeps what is
 * typed, and the first value is what the page's action echoed, or the form's default.
 */
export type Field = {
  id: string
  name: string
  errorId: string
  descriptionId: string
  key: string | undefined
  errors: string[] | undefined
  initialValue: unknown
  value: unknown
}

type FieldProps = {
  label: string
  field: Field
  hint?: ReactNode
}

export type Choice = { value: string; label: string }

function messageOf(field: Field): string | undefined {
  return field.errors?.[0]
}

function describedBy(field: Field, hint: ReactNode): string | undefined {
  const ids = [hint ? field.descriptionId : null, messageOf(field) ? field.errorId : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/**
 * What a control starts with when it mounts: what was typed so far (Conform keeps it), else what
 * the action echoed or the default. A form hidden and shown again (TRY AGAIN after a failed
 * call-back) or a control Conform mounts anew keeps what the visitor typed.
 */
function startText(field: Field): string {
  if (typeof field.value === 'string') return field.value
  return typeof field.initialValue === 'string' ? field.initialValue : ''
}

function controlProps(field: Field, hint: ReactNode) {
  const message = messageOf(field)
  return {
    id: field.id,
    name: field.name,
    defaultValue: startText(field),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  } as const
}

function Messages({ field, hint }: { field: Field; hint: ReactNode }) {
  const message = messageOf(field)
  return (
    <>
      {hint ? (
        <p id={field.descriptionId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={field.errorId} className="field__error">
          {message}
        </p>
      ) : null}
    </>
  )
}

export function TextField({
  label,
  field,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue' | 'value'>) {
  return (
    <div className="field" data-invalid={messageOf(field) ? 'true' : undefined}>
      <label htmlFor={field.id}>{label}</label>
      <input key={field.key} type="text" {...input} {...controlProps(field, hint)} />
      <Messages field={field} hint={hint} />
    </div>
  )
}

export function TextAreaField({ label, field, hint, rows = 4 }: FieldProps & { rows?: number }) {
  return (
    <div className="field" data-invalid={messageOf(field) ? 'true' : undefined}>
      <label htmlFor={field.id}>{label}</label>
      <textarea key={field.key} rows={rows} {...controlProps(field, hint)} />
      <Messages field={field} hint={hint} />
    </div>
  )
}

export function SelectField({
  label,
  field,
  hint,
  choices,
  placeholder,
  ...select
}: FieldProps & {
  choices: readonly Choice[]
  /** The empty first option ("Select a product"); omitted when a value is always chosen. */
  placeholder?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'defaultValue' | 'value'>) {
  return (
    <div className="field" data-invalid={messageOf(field) ? 'true' : undefined}>
      <label htmlFor={field.id}>{label}</label>
      <select key={field.key} {...select} {...controlProps(field, hint)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Messages field={field} hint={hint} />
    </div>
  )
}

/** The product picker of every form: the company's active products, "Select a product" first. */
export function ProductField({ products, field }: { products: readonly CatalogueProduct[]; field: Field }) {
  return (
    <SelectField
      label="Product"
      placeholder="Select a product"
      choices={products.map((product) => ({ value: product.hashedProductId, label: product.displayName }))}
      field={field}
    />
  )
}

/** Whether a box or option with `value` starts chosen: what was typed so far, else echoed or the default. */
function startsChosen(field: Field, value: string): boolean {
  const current = field.value !== undefined ? field.value : field.initialValue
  return Array.isArray(current) ? current.includes(value) : current === value
}

/** A box to tick (terms, consent, a statement to confirm), its message under it. */
export function CheckboxField({
  label,
  field,
  value = 'on',
  onChange,
}: {
  label: ReactNode
  field: Field
  /** What a ticked box sends ("on", as the browser does, unless the form's schema reads another). */
  value?: string
  /** Lets a section show what the choice opens. */
  onChange?: (checked: boolean) => void
}) {
  const message = messageOf(field)
  return (
    <div className="field" data-invalid={message ? 'true' : undefined}>
      <div className="checkbox-field">
        <input
          key={field.key}
          id={field.id}
          type="checkbox"
          name={field.name}
          value={value}
          defaultChecked={startsChosen(field, value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? field.errorId : undefined}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {message ? (
        <p id={field.errorId} className="field__error">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/** One choice of a few, as radio buttons in a fieldset whose legend asks the question. */
export function RadioGroupField({
  legend,
  field,
  choices,
  hint,
}: {
  legend: ReactNode
  field: Field
  choices: readonly Choice[]
  hint?: ReactNode
}) {
  const message = messageOf(field)
  return (
    <fieldset
      // The error summary's link lands here: on the question, then its first choice.
      id={field.id}
      className="field choice"
      data-invalid={message ? 'true' : undefined}
      aria-describedby={describedBy(field, hint)}
    >
      <legend>{legend}</legend>
      <div className="choice__options">
        {choices.map((choice) => (
          <div key={choice.value} className="choice__option">
            <input
              key={field.key}
              id={`${field.id}-${choice.value}`}
              type="radio"
              name={field.name}
              value={choice.value}
              defaultChecked={startsChosen(field, choice.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy(field, hint)}
            />
            <label htmlFor={`${field.id}-${choice.value}`} className="choice__text">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      <Messages field={field} hint={hint} />
    </fieldset>
  )
}
