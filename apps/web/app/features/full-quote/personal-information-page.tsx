import { MARITAL_STATUSES, TITLES } from '@insure/domain/contact'
import { Form } from 'react-router'
import type { PageProps } from './page-data.ts'
import { FormMessage, PageSelectField, PageSubmit, PageTextField } from './page-fields.tsx'
import { CONTACT_FIELDS } from './page-forms.ts'
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
  const field = (name: string) => {
    switch (name) {
      case 'title':
        return (
          <PageSelectField
            key={name}
            name="title"
            label="Title"
            placeholder="Select a title"
            choices={asChoices(TITLES)}
            answer={answer}
            initial={contact?.title}
          />
        )
      case 'name':
        return (
          <PageTextField
            key={name}
            name="name"
            label="First name"
            autoComplete="given-name"
            answer={answer}
            initial={contact?.name}
          />
        )
      case 'fullNames':
        return (
          <PageTextField
            key={name}
            name="fullNames"
            label="Full names"
            autoComplete="name"
            answer={answer}
            initial={contact?.fullNames}
          />
        )
      case 'surname':
        return (
          <PageTextField
            key={name}
            name="surname"
            label="Surname"
            autoComplete="family-name"
            answer={answer}
            initial={contact?.surname}
          />
        )
      case 'citizenId':
        return (
          <PageTextField
            key={name}
            name="citizenId"
            label="ID number"
            inputMode="numeric"
            maxLength={13}
            answer={answer}
            initial={contact?.citizenId}
            hint={
              contact?.citizenId ? 'Shown hidden for your safety. Leave it as it is to keep it.' : undefined
            }
          />
        )
      case 'email':
        return (
          <PageTextField
            key={name}
            name="email"
            label={view.rule === 'FULL' ? 'Email (optional)' : 'Email'}
            type="email"
            autoComplete="email"
            answer={answer}
            initial={contact?.email}
          />
        )
      case 'mobile':
        return (
          <PageTextField
            key={name}
            name="mobile"
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            answer={answer}
            initial={contact?.mobile}
          />
        )
      case 'occupation':
        return (
          <OccupationField
            key={name}
            answer={answer}
            initial={contact?.occupation ?? null}
            hydrated={hydrated}
          />
        )
      case 'maritalStatus':
        return (
          <PageSelectField
            key={name}
            name="maritalStatus"
            label="Marital status"
            placeholder="Select a marital status"
            choices={asChoices(MARITAL_STATUSES)}
            answer={answer}
            initial={contact?.maritalStatus}
          />
        )
      default:
        return null
    }
  }
  return (
    <Form method="post" noValidate className="form full-quote__form">
      <FormMessage answer={answer} />
      {fields.map(field)}
      <PageSubmit>Continue</PageSubmit>
    </Form>
  )
}
