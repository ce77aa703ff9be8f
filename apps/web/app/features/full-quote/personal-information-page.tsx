import { MARITAL_STATUSES, TITLES } from '@insure/domain/contact'
import { ID_MISMATCH_MESSAGES, carryForward } from '@insure/domain/full-quote'
import { isMasked } from '@insure/domain/masking'
import { SelectField, TextField } from '../../lib/forms/fields.tsx'
import { readStoredSession } from '../../lib/session.client.ts'
import { useSite } from '../../lib/site.tsx'
import { pagePathOf } from './full-quote-paths.ts'
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
export function PersonalInformationPage(props: PageProps<'PERSONAL_INFORMATION'>) {
  const hydrated = useHydrated()
  const { session } = useSite()
  const { view } = props
  // Nothing asked twice (issue 25): the contact saved, else what an earlier step gave: the quick
  // quote's ID number (the page server's, masked) over the workbench token's contact, which the
  // agent's browser holds in its session (shell spec §4: a new token prefills the contact). The
  // session as stored now: the launch wrote the contact after the shell first read the session.
  const launched = hydrated
    ? carryForward({ launchContact: readStoredSession()?.contact ?? session?.contact }).aboutYou
    : {}
  const prefill: Record<string, string | null | undefined> = view.contact ?? { ...launched, ...view.carried }
  // The token's contact arrives once the page has hydrated: the form starts again with it.
  const key = Object.keys(launched).length > 0 ? 'launch' : 'page'
  return <ContactForm key={key} {...props} prefill={prefill} hydrated={hydrated} />
}

function ContactForm({
  quote,
  view,
  answer,
  prefill,
  hydrated,
}: PageProps<'PERSONAL_INFORMATION'> & {
  prefill: Record<string, string | null | undefined>
  hydrated: boolean
}) {
  const fields = CONTACT_FIELDS[view.rule]
  const { form, field } = usePageForm({
    schema: contactFormSchema(view.rule),
    answer,
    saved: prefill,
  })
  const maskedId = typeof prefill.citizenId === 'string' && isMasked(prefill.citizenId)
  // An ID number that disagrees with the quote's age, date of birth or gender: when the ID number is
  // right, the answers are what to change, on the page that holds them (issue 25).
  const idError = field('citizenId').errors?.[0]
  const changeAnswers =
    idError && ID_MISMATCH_MESSAGES.includes(idError) && view.identityPage ? view.identityPage : null
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
          <div key={name}>
            <TextField
              label="ID number"
              inputMode="numeric"
              maxLength={13}
              field={field('citizenId')}
              hint={maskedId ? 'Shown hidden for your safety. Leave it as it is to keep it.' : undefined}
            />
            {changeAnswers ? (
              <p className="field__hint">
                <a href={pagePathOf(quote.base, quote.hashedQuoteId, changeAnswers.code)}>
                  Change your answers on “{changeAnswers.description}”
                </a>
              </p>
            ) : null}
          </div>
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
