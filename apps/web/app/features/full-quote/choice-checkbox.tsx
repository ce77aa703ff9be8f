import type { ReactNode } from 'react'
import type { Field } from '../../lib/forms/fields.tsx'

/**
 * A checkbox of the one form stack (a Field of lib/forms/fields.tsx): ticked when the field holds
 * `on`, its message under it. `onChange` lets a section show what the choice opens.
 */
export function ChoiceCheckbox({
  field,
  label,
  onChange,
}: {
  field: Field
  label: ReactNode
  onChange?: (checked: boolean) => void
}) {
  const message = field.errors?.[0]
  const held = typeof field.value === 'string' ? field.value : field.initialValue
  return (
    <div className="field" data-invalid={message ? 'true' : undefined}>
      <div className="checkbox-field">
        <input
          key={field.key}
          id={field.id}
          type="checkbox"
          name={field.name}
          value="on"
          defaultChecked={held === 'on' || held === true}
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
