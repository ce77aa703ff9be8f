import { BENEFICIARY_GENDERS } from '@insure/domain/beneficiary'
import { SelectField, TextField } from '../../lib/forms/fields.tsx'
import { ADD_ROW_INTENT, REMOVE_ROW_INTENT } from './page-intents.ts'
import type { PageProps } from './page-data.ts'
import { DefaultSubmit, PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import {
  INTENT_FIELD,
  beneficiariesFormSchema,
  beneficiaryFieldName,
  beneficiaryFieldsOf,
} from './page-forms.ts'

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * The beneficiaries page: up to the page's maximum, with the fields of its rule (forms spec §3:
 * designation, or life v2's relation); their percentages add up to 100. The rows are the form's own:
 * "Add another beneficiary" and "Remove" are buttons the page's action answers with one row more or
 * less, what was typed kept, so the list works the same with and without JavaScript; a row left
 * empty is ignored.
 */
export function BeneficiariesPage({ page, view, answer }: PageProps<'BENEFICIARIES'>) {
  // The rows sent, else those given before (Back shows them), else one to fill in.
  const rows = answer?.rows ?? Math.max(view.saved.length, 1)
  const choiceLabel = view.rule === 'LIFE_V2' ? 'Relation to you' : 'Relationship to you'
  const choiceField = view.rule === 'LIFE_V2' ? 'relation' : 'beneficiaryDesignation'
  const saved: Record<string, string | null | undefined> = {}
  view.saved.forEach((beneficiary, row) => {
    for (const name of beneficiaryFieldsOf(view.rule)) {
      saved[beneficiaryFieldName(row, name)] = beneficiary[name as keyof typeof beneficiary] as
        string | undefined
    }
  })
  const { form, field } = usePageForm({
    schema: beneficiariesFormSchema({
      ...page.settings,
      beneficiaryRule: view.rule,
      maxBeneficiaries: view.max,
    }),
    answer,
    saved,
  })
  const groupMessage = field('beneficiaries').errors?.[0]
  // The group's message in the error summary leads to the first field it marked (else to itself).
  const firstRowError = Object.keys(form.allErrors).find((name) => name.startsWith('beneficiaries['))
  const groupTarget = `${form.id}-${firstRowError ?? 'beneficiaries'}`
  return (
    <PageForm form={form} errorTarget={(name) => (name === 'beneficiaries' ? groupTarget : undefined)}>
      <DefaultSubmit>Continue</DefaultSubmit>
      <p>Who should receive the benefit? Their percentages must add up to 100%.</p>
      <input type="hidden" name="rows" value={rows} />
      {Array.from({ length: rows }, (_, index) => {
        const rowField = (name: string) => field(beneficiaryFieldName(index, name))
        return (
          <fieldset key={index} className="form__group beneficiary">
            <legend>Beneficiary {index + 1}</legend>
            <TextField label="First name" field={rowField('name')} />
            <TextField label="Surname" field={rowField('surname')} />
            <SelectField
              label="Gender"
              placeholder="Select a gender"
              choices={asChoices(BENEFICIARY_GENDERS)}
              field={rowField('gender')}
            />
            <TextField label="Date of birth" type="date" field={rowField('dateOfBirth')} />
            <TextField
              label="Percentage of the benefit"
              inputMode="decimal"
              field={rowField('benefitPercentage')}
            />
            {/* The total's message (with the total sent) beside the shares, under the last one. */}
            {groupMessage && index === rows - 1 ? (
              <p id={`${form.id}-beneficiaries`} className="field__error">
                {groupMessage}
              </p>
            ) : null}
            <SelectField
              label={choiceLabel}
              placeholder="Select one"
              choices={view.choices}
              field={rowField(choiceField)}
            />
            {rows > 1 ? (
              <button
                type="submit"
                name={INTENT_FIELD}
                value={`${REMOVE_ROW_INTENT}.${index}`}
                className="button button--secondary"
              >
                Remove beneficiary {index + 1}
              </button>
            ) : null}
          </fieldset>
        )
      })}
      {rows < view.max ? (
        <button type="submit" name={INTENT_FIELD} value={ADD_ROW_INTENT} className="button button--secondary">
          Add another beneficiary
        </button>
      ) : null}
      <PageSubmit>Continue</PageSubmit>
    </PageForm>
  )
}
