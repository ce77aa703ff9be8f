import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_REMOTE_DELAY_MS } from '@insure/domain/limits'
import { NO_RESULTS_MESSAGE } from '@insure/domain/messages'
import type { OccupationSearch } from '@insure/domain/occupation'
import { useState } from 'react'
import { useFormSite } from '../../lib/form-site.ts'
import { Autocomplete } from '../../ui/autocomplete.tsx'
import { abortable } from '../../ui/autocomplete-options.ts'
import { TextField, type Field } from '../../lib/forms/fields.tsx'

type Occupation = OccupationSearch['results'][number]

/**
 * The occupation (forms spec §5, full contact): an autocomplete on GET A/wtf/occupations?query from
 * two characters; before the script runs, a plain field whose text the action sends as it is.
 */
export function OccupationField({ field, hydrated }: { field: Field; hydrated: boolean }) {
  const { api } = useFormSite()
  // What was typed or sent back, else what was saved (the form's start value).
  const start = typeof field.initialValue === 'string' ? field.initialValue : null
  const [value, setValue] = useState<Occupation | null>(start ? { code: '', title: start } : null)
  if (!hydrated) return <TextField label="Occupation" field={field} />
  return (
    <Autocomplete<Occupation>
      label="Occupation"
      error={field.errors?.[0]}
      value={value}
      onChange={setValue}
      loadOptions={async (term, signal) => {
        const query = new URLSearchParams({ query: term })
        const found = await abortable(api.get<OccupationSearch>(`/wyzeapi/wtf/occupations?${query}`), signal)
        return { options: found.results, message: found.message }
      }}
      minChars={AUTOCOMPLETE_MIN_CHARS}
      delayMs={AUTOCOMPLETE_REMOTE_DELAY_MS}
      displayOf={(occupation) => occupation.title}
      keyOf={(occupation) => occupation.title}
      noResultsMessage={NO_RESULTS_MESSAGE}
      name={field.name}
    />
  )
}
