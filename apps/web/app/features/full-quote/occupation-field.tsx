import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_REMOTE_DELAY_MS } from '@insure/domain/limits'
import { NO_RESULTS_MESSAGE } from '@insure/domain/messages'
import type { OccupationSearch } from '@insure/domain/occupation'
import { useState } from 'react'
import { useFormSite } from '../../lib/form-site.ts'
import { Autocomplete } from '../../ui/autocomplete.tsx'
import { abortable } from '../../ui/autocomplete-options.ts'
import type { PageAnswer } from './page-data.ts'
import { PageTextField, typedValueOf } from './page-fields.tsx'

type Occupation = OccupationSearch['results'][number]

/**
 * The occupation (forms spec §5, full contact): an autocomplete on GET A/wtf/occupations?query from
 * two characters; before the script runs, a plain field whose text the action sends as it is.
 */
export function OccupationField({
  answer,
  initial,
  hydrated,
}: {
  answer: PageAnswer | undefined
  initial: string | null
  hydrated: boolean
}) {
  const { api } = useFormSite()
  const start = typedValueOf(answer, 'occupation') ?? initial
  const [value, setValue] = useState<Occupation | null>(start ? { code: '', title: start } : null)
  if (!hydrated)
    return <PageTextField name="occupation" label="Occupation" answer={answer} initial={initial} />
  return (
    <Autocomplete<Occupation>
      label="Occupation"
      error={answer?.messages.occupation}
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
      name="occupation"
    />
  )
}
