import { isMasked } from '@insure/domain/masking'
import { MedicalAidSchema, findSchemeOption } from '@insure/domain/medical-aid'
import { useId, useState } from 'react'
import { TextField } from '../../lib/forms/fields.tsx'
import { typedValue } from '../../lib/forms/schema-form.ts'
import type { PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'

/**
 * GAP's medical aid page (forms spec §3, §5): the scheme (searchable among the schemes GAP tops up),
 * its option, the membership number and the inception date, first filled with the quick quote's
 * scheme and plan, or with what the page saved (the number shown hidden). The browser checks the
 * four fields with MedicalAidSchema; the page's action checks them again with the schemes (the
 * page's rule) and saves them through POST A/quote/validate. The lists are the browser's own
 * (`datalist`), so the page works without its script: a scheme changed without it shows its options
 * once the page answers.
 */
export function MedicalAidPage({ view, answer }: PageProps<'MEDICAL_AID'>) {
  const reply = answer?.result
  const { form, field } = usePageForm({ schema: MedicalAidSchema, answer, saved: view.shown })
  const [schemeName, setSchemeName] = useState(typedValue(reply, 'name') ?? view.shown.name)
  const scheme = findSchemeOption(view.schemes, schemeName, '').scheme
  const lists = useId().replace(/[^\w-]/g, '')
  const numberShownHidden = isMasked(typedValue(reply, 'number') ?? view.shown.number)
  return (
    <PageForm form={form}>
      <TextField
        label="Medical scheme"
        field={field('name')}
        list={`${lists}-schemes`}
        autoComplete="off"
        hint="Start typing the name of your medical scheme and choose it from the list."
        onChange={(event) => setSchemeName(event.currentTarget.value)}
      />
      <datalist id={`${lists}-schemes`}>
        {view.schemes.map((listed) => (
          <option key={listed.name} value={listed.name} />
        ))}
      </datalist>
      <TextField
        label="Option (plan)"
        field={field('option')}
        list={`${lists}-options`}
        autoComplete="off"
        hint="The option of your scheme that you are on, as your membership card names it."
      />
      <datalist id={`${lists}-options`}>
        {(scheme?.options ?? []).map((option) => (
          <option key={option.name} value={option.name} />
        ))}
      </datalist>
      <TextField
        label="Membership number"
        field={field('number')}
        autoComplete="off"
        hint={numberShownHidden ? 'Shown hidden for your safety. Leave it as it is to keep it.' : undefined}
      />
      <TextField label="Inception date" type="date" field={field('inceptionDate')} />
      <PageSubmit>Continue</PageSubmit>
    </PageForm>
  )
}
