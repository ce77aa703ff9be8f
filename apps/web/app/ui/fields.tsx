import type { CatalogueProduct } from '@insure/domain/catalogue'
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

/**
 * Form fields with the spec's message beside them: the label names the field, the message sits under
 * it, linked by aria-describedby and flagged with aria-invalid, so a screen reader reads both.
 */
type FieldProps = {
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError | undefined
  hint?: ReactNode
}

function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string
  error?: FieldError | undefined
  hint?: ReactNode
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          {error.message}
        </p>
      ) : null}
    </>
  )
}

function describedBy(id: string, error: FieldError | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function TextField({
  label,
  registration,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | 'id'>) {
  const id = useId()
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  defaultValue,
}: FieldProps & { rows?: number; defaultValue?: string | undefined }) {
  const id = useId()
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        defaultValue={defaultValue}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export type Choice = { value: string; label: string }

export function SelectField({
  label,
  registration,
  error,
  hint,
  choices,
  placeholder,
  ...select
}: FieldProps & {
  choices: readonly Choice[]
  /** The empty first option ("Select a product"); omitted when a value is always chosen. */
  placeholder?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof UseFormRegisterReturn | 'id'>) {
  const id = useId()
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...select}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

/** The product picker of every form: the company's active products, "Select a product" first. */
export function ProductField({
  products,
  registration,
  error,
  defaultValue,
}: {
  products: readonly CatalogueProduct[]
  registration: UseFormRegisterReturn
  error?: FieldError | undefined
  defaultValue?: string | undefined
}) {
  return (
    <SelectField
      label="Product"
      placeholder="Select a product"
      choices={products.map((product) => ({ value: product.hashedProductId, label: product.displayName }))}
      defaultValue={defaultValue}
      registration={registration}
      error={error}
    />
  )
}
