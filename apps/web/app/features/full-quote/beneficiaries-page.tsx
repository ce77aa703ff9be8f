import { BENEFICIARY_GENDERS } from '@insure/domain/beneficiary'
import { Form } from 'react-router'
import { ADD_ROW_INTENT, REMOVE_ROW_INTENT } from './page-intents.ts'
import type { PageProps } from './page-data.ts'
import { DefaultSubmit, FormMessage, PageSelectField, PageSubmit, PageTextField } from './page-fields.tsx'
import { INTENT_FIELD } from './page-forms.ts'

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * The beneficiaries page: up to the page's maximum, with the fields of its rule (forms spec §3:
 * designation, or life v2's relation); their percentages add up to 100. The rows are the form's own:
 * "Add another beneficiary" and "Remove" are buttons the page's action answers with one row more or
 * less, what was typed kept, so the list works the same with and without JavaScript; a row left
 * empty is ignored.
 */
export function BeneficiariesPage({ view, answer }: PageProps<'BENEFICIARIES'>) {
  // The rows sent, else those given before (Back shows them), else one to fill in.
  const rows = answer?.rows ?? Math.max(view.saved.length, 1)
  const choiceLabel = view.rule === 'LIFE_V2' ? 'Relation to you' : 'Relationship (designation)'
  const choiceField = view.rule === 'LIFE_V2' ? 'relation' : 'beneficiaryDesignation'
  const groupMessage = answer?.messages.beneficiaries
  return (
    <Form method="post" noValidate className="form full-quote__form">
      <DefaultSubmit>Continue</DefaultSubmit>
      <FormMessage answer={answer} />
      <p>Who should receive the benefit? Their percentages must add up to 100%.</p>
      {groupMessage ? (
        <p className="field__error" role="alert">
          {groupMessage}
        </p>
      ) : null}
      <input type="hidden" name="rows" value={rows} />
      {Array.from({ length: rows }, (_, index) => {
        const prefix = `beneficiaries.${index}`
        const saved = view.saved[index]
        return (
          <fieldset key={index} className="form__group beneficiary">
            <legend>Beneficiary {index + 1}</legend>
            <PageTextField name={`${prefix}.name`} initial={saved?.name} label="First name" answer={answer} />
            <PageTextField
              name={`${prefix}.surname`}
              initial={saved?.surname}
              label="Surname"
              answer={answer}
            />
            <PageSelectField
              name={`${prefix}.gender`}
              initial={saved?.gender}
              label="Gender"
              placeholder="Select a gender"
              choices={asChoices(BENEFICIARY_GENDERS)}
              answer={answer}
            />
            <PageTextField
              name={`${prefix}.dateOfBirth`}
              initial={saved?.dateOfBirth}
              label="Date of birth"
              type="date"
              answer={answer}
            />
            <PageTextField
              name={`${prefix}.benefitPercentage`}
              initial={saved?.benefitPercentage}
              label="Percentage of the benefit"
              inputMode="decimal"
              answer={answer}
            />
            <PageSelectField
              name={`${prefix}.${choiceField}`}
              initial={saved?.[choiceField]}
              label={choiceLabel}
              placeholder="Select one"
              choices={asChoices(view.choices)}
              answer={answer}
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
    </Form>
  )
}
