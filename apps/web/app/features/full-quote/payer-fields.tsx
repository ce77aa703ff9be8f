import { TITLES } from '@insure/domain/contact'
import { useState } from 'react'
import { CheckboxField, SelectField, TextField, type Field } from '../../lib/forms/fields.tsx'
import { PAYER_FIELDS, SOMEONE_ELSE_PAYS_FIELD, type PayerField } from './payer-form.ts'
import { useHydrated } from './use-hydrated.ts'

/** Ours: the spec names the payer's fields (forms spec §3), not the words that ask for them. */
export const SOMEONE_ELSE_PAYS_LABEL = 'Someone else pays the premium'
export const PAYER_CONSENT_LABEL =
  'The payer agrees to pay the premium by a monthly debit order from their bank account'
export const PAYER_ACCOUNT_HINT = "Give the payer's bank account below: the debit order is in their name."

export type PayerFieldsProps = {
  /** The page form's field of a name (usePageForm's `field`): the choice, and `payer.<name>`. */
  field: (name: string) => Field
}

/**
 * Who pays the premium when it is not the policyholder, on the banking page: the payer's details
 * (the spec's Payer, with the mini contact's rules and messages) and their consent; the account
 * fields that follow are then the payer's. With the script the section opens when the box is
 * ticked; without it, it is always on the page and read only when the box is ticked.
 */
export function PayerFields({ field }: PayerFieldsProps) {
  const someoneElsePays = field(SOMEONE_ELSE_PAYS_FIELD)
  const fields = Object.fromEntries(PAYER_FIELDS.map((name) => [name, field(`payer.${name}`)])) as Record<
    PayerField,
    Field
  >
  const hydrated = useHydrated()
  const held =
    typeof someoneElsePays.value === 'string' ? someoneElsePays.value : someoneElsePays.initialValue
  const [open, setOpen] = useState(held === 'on')
  return (
    <>
      <CheckboxField field={someoneElsePays} label={SOMEONE_ELSE_PAYS_LABEL} onChange={setOpen} />
      {open || !hydrated ? (
        <fieldset className="form__group">
          <legend>{hydrated ? 'Who pays the premium' : 'Who pays the premium, if someone else does'}</legend>
          <SelectField
            field={fields.title}
            label="Title"
            placeholder="Select a title"
            choices={TITLES.map((title) => ({ value: title, label: title }))}
          />
          <TextField field={fields.name} label="Name" autoComplete="off" />
          <TextField field={fields.surname} label="Surname" autoComplete="off" />
          <TextField
            field={fields.citizenId}
            label="ID number"
            inputMode="numeric"
            maxLength={13}
            autoComplete="off"
          />
          <TextField field={fields.mobile} label="Mobile number" type="tel" autoComplete="off" />
          <TextField field={fields.email} label="Email" type="email" autoComplete="off" />
          <CheckboxField field={fields.consent} label={PAYER_CONSENT_LABEL} />
          <p className="field__hint">{PAYER_ACCOUNT_HINT}</p>
        </fieldset>
      ) : null}
    </>
  )
}
