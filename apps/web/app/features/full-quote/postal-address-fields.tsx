import type { SavedAddresses } from '@insure/domain/full-quote'
import { useState } from 'react'
import { CheckboxField, TextField, type Field } from '../../lib/forms/fields.tsx'
import { POSTAL_IS_DIFFERENT_FIELD } from './page-forms.ts'
import { useHydrated } from './use-hydrated.ts'

export { POSTAL_IS_DIFFERENT_FIELD }
export const POSTAL_IS_DIFFERENT_LABEL = 'My postal address is different'

/** The postal address's fields (forms spec §3: number, area, code, city, poBox, county). */
export const POSTAL_FIELDS = ['poBox', 'number', 'area', 'city', 'county', 'code'] as const
export type PostalField = (typeof POSTAL_FIELDS)[number]

export type PostalAddressFieldsProps = {
  /** The page form's field of a name (usePageForm's `field`): the choice, and `postal.<name>`. */
  field: (name: string) => Field
  /** The page always asks it (its settings): no choice, the fields are required. */
  alwaysAsked: boolean
}

/**
 * The postal address on an address page: "My postal address is different", then the postal
 * address with the rules and messages of the domain's PostalAddressSchema (the page's action and
 * the API check it). With the script the fields appear when the box is ticked; without it they are
 * always shown, and are ignored unless it is.
 */
export function PostalAddressFields({ field, alwaysAsked }: PostalAddressFieldsProps) {
  const different = field(POSTAL_IS_DIFFERENT_FIELD)
  const fields = Object.fromEntries(POSTAL_FIELDS.map((name) => [name, field(`postal.${name}`)])) as Record<
    PostalField,
    Field
  >
  const hydrated = useHydrated()
  const held = typeof different.value === 'string' ? different.value : different.initialValue
  const [open, setOpen] = useState(held === 'on')
  const shown = alwaysAsked || open || !hydrated
  return (
    <>
      {alwaysAsked ? null : (
        <CheckboxField field={different} label={POSTAL_IS_DIFFERENT_LABEL} onChange={setOpen} />
      )}
      {shown ? (
        <fieldset className="form__group">
          <legend>
            {alwaysAsked || hydrated ? 'Your postal address' : 'Your postal address, if it is different'}
          </legend>
          <TextField field={fields.poBox} label="PO Box" />
          <TextField field={fields.number} label="Number (optional)" />
          <TextField field={fields.area} label="Area" />
          <TextField field={fields.city} label="City" />
          <TextField field={fields.county} label="County" />
          <TextField field={fields.code} label="Postal code" inputMode="numeric" maxLength={4} />
        </fieldset>
      ) : null}
    </>
  )
}

/** What the quote saved of the section, by field name (usePageForm's `saved`): Back shows it ticked. */
export function savedPostalAddressOf(
  saved: SavedAddresses['postal'] | undefined,
): Record<string, string | null | undefined> {
  return {
    [POSTAL_IS_DIFFERENT_FIELD]: saved ? 'on' : undefined,
    ...Object.fromEntries(POSTAL_FIELDS.map((name) => [`postal.${name}`, saved?.[name]])),
  }
}
