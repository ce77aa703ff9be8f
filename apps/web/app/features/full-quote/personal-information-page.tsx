import { MARITAL_STATUSES, TITLES } from '@insure/domain/contact'
import { SelectField, TextField } from '../../lib/forms/fields.tsx'
import type { PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { CONTACT_FIELDS, contactFormSchema } from './page-forms.ts'
import { OccupationField } from './occupation-field.tsx'
import { useHydrated } from './use-hydrated.ts'

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * The personal-information page: the fields of the page's contact rule (forms spec §5: full, mini
 * or alternative mini). The ID number saved before is shown masked; sent back unchanged, the server
 * keeps the one it received. An ID number that disagrees with the quote's age, date of birth or
 * gender is refused with its own message beside it.
 */
export function PersonalInformationPage({ view, answer }: PageProps<'PERSONAL_INFORMATION'>) {
  const hydrated = useHydrated()
  const contact = view.contact
  const fields = CONTACT_FIELDS[view.rule]
  const { form, field } = usePageForm({
    schema: contactFormSchema(view.rule),
    answer,
    saved: contact ?? {},
  })
  const shown = (name: string) => {
    switch (name) {
      case 'title':
        return (
          <SelectField
            key={name}
            label="Title"
            placeholder="Select a title"
            choices={asChoices(TITLES)}
            field={field('title')}
          />
        )
      case 'name':
        return <TextField key={name} label="First name" autoComplete="given-name" field={field('name')} />
      case 'fullNames':
        return <TextField key={name} label="Full names" autoComplete="name" field={field('fullNames')} />
      case 'surname':
        return <TextField key={name} label="Surname" autoComplete="family-name" field={field('surname')} />
      case 'citizenId':
        return (
          <TextField
            key={name}
            label="ID number"
            inputMode="numeric"
            maxLength={13}
            field={field('citizenId')}
            hint={
              contact?.citizenId ? 'Shown hidden for your safety. Leave it as it is to keep it.' : undefined
            }
          />
        )
      case 'email':
        return (
          <TextField
            key={name}
            label={view.rule === 'FULL' ? 'Email (optional)' : 'Email'}
            type="email"
            autoComplete="email"
            field={field('email')}
          />
        )
      case 'mobile':
        return (
          <TextField key={name} label="Mobile number" type="tel" autoComplete="tel" field={field('mobile')} />
        )
      case 'occupation':
        return <OccupationField key={name} field={field('occupation')} hydrated={hydrated} />
      case 'maritalStatus':
        return (
          <SelectField
            key={name}
            label="Marital status"
            placeholder="Select a marital status"
            choices={asChoices(MARITAL_STATUSES)}
            field={field('maritalStatus')}
          />
        )
      default:
        return null
    }
  }
  return (
    <PageForm form={form}>
      {fields.map(shown)}
      <PageSubmit>Continue</PageSubmit>
    </PageForm>
  )
}
