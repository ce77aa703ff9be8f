import type { SavedAddresses } from '@insure/domain/full-quote'
import { useState } from 'react'
import { TextField, type Field } from '../../lib/forms/fields.tsx'
import { answerField, answerFieldsOf } from './answer-fields.ts'
import { ChoiceCheckbox } from './choice-checkbox.tsx'
import type { PageAnswer } from './page-data.ts'
import { useHydrated } from './use-hydrated.ts'

/** The choice that opens the postal address (forms spec §3: an address is RESIDENCE or MAILING). */
export const POSTAL_IS_DIFFERENT_FIELD = 'postalIsDifferent'
export const POSTAL_IS_DIFFERENT_LABEL = 'My postal address is different'

/** The postal address's fields (forms spec §3: number, area, code, city, poBox, county). */
export const POSTAL_FIELDS = ['poBox', 'number', 'area', 'city', 'county', 'code'] as const
export type PostalField = (typeof POSTAL_FIELDS)[number]

export type PostalAddressFieldsProps = {
  /** The "my postal address is different" checkbox. */
  different: Field
  /** The postal address's fields, as `postal.<name>`. */
  fields: Record<PostalField, Field>
  /** The page always asks it (its settings): no choice, the fields are required. */
  alwaysAsked: boolean
}

/**
 * The postal address on an address page: "My postal address is different", then the postal
 * address with the rules and messages of the domain's PostalAddressSchema (the page's action and
 * the API check it). With the script the fields appear when the box is ticked; without it they are
 * always shown, and are ignored unless it is.
 */
export function PostalAddressFields({ different, fields, alwaysAsked }: PostalAddressFieldsProps) {
  const hydrated = useHydrated()
  const held = typeof different.value === 'string' ? different.value : different.initialValue
  const [open, setOpen] = useState(held === 'on')
  const shown = alwaysAsked || open || !hydrated
  return (
    <>
      {alwaysAsked ? null : (
        <ChoiceCheckbox field={different} label={POSTAL_IS_DIFFERENT_LABEL} onChange={setOpen} />
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

/**
 * The section's fields on a page that is not on Conform yet: from its answer, else what the quote
 * saved (Back shows a saved postal address with the box ticked).
 */
export function postalAddressFieldsOf(
  answer: PageAnswer | undefined,
  saved: SavedAddresses['postal'] | undefined,
): Pick<PostalAddressFieldsProps, 'different' | 'fields'> {
  return {
    different: answerField(answer, POSTAL_IS_DIFFERENT_FIELD, saved ? 'on' : ''),
    fields: answerFieldsOf(answer, 'postal', POSTAL_FIELDS, saved),
  }
}
