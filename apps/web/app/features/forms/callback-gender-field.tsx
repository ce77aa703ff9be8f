import { CALLBACK_GENDERS, CALLBACK_GENDER_LABELS } from '@insure/domain/catalogue'
import { SelectField, type Field } from '../../lib/forms/fields.tsx'

/** The preferred call-back gender (forms spec §2, §4), for the company and flag that ask for it. */
export function CallbackGenderField({ field }: { field: Field }) {
  return (
    <SelectField
      label="I would prefer to speak to"
      choices={CALLBACK_GENDERS.map((gender) => ({ value: gender, label: CALLBACK_GENDER_LABELS[gender] }))}
      field={field}
    />
  )
}
