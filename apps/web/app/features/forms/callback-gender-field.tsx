import { CALLBACK_GENDERS, CALLBACK_GENDER_LABELS } from '@insure/domain/catalogue'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { SelectField } from '../../ui/fields.tsx'

/** The preferred call-back gender (forms spec §2, §4), for the company and flag that ask for it. */
export function CallbackGenderField({
  registration,
  error,
  defaultValue,
}: {
  registration: UseFormRegisterReturn
  error?: FieldError | undefined
  defaultValue?: string | undefined
}) {
  return (
    <SelectField
      label="I would prefer to speak to"
      choices={CALLBACK_GENDERS.map((gender) => ({ value: gender, label: CALLBACK_GENDER_LABELS[gender] }))}
      defaultValue={defaultValue}
      registration={registration}
      error={error}
    />
  )
}
