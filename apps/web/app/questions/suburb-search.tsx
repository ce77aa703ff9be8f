import { SEARCH_BLUR_DELAY_MS, SEARCH_INPUT_DELAY_MS, SUBURB_SEARCH_MIN_CHARS } from '@insure/domain/limits'
import { SUBURB_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import type { ReactNode } from 'react'
import { useFormSite } from '../lib/form-site.ts'
import { Autocomplete } from '../ui/autocomplete.tsx'
import { suburbLabel } from './search-labels.ts'
import { loadSuburbOptions, type SuburbOption } from './search-sources.ts'

export type SuburbSearchProps = {
  label: string
  value: SuburbOption | null
  onChange: (suburb: SuburbOption | null) => void
  error?: string | undefined
  hint?: ReactNode
  /** Name of a hidden input carrying the suburb's id. */
  name?: string
}

const suburbKey = (suburb: SuburbOption) => String(suburb.id)

/**
 * The suburb lookup (forms spec §2): 3 characters, then the suburbs-lookup search 1000 ms after the
 * last key, 30 at most, listed as "Rondebosch, Cape Town (7700)". "Could not find suburb" and the
 * too-many sentence come from the API (forms spec §8).
 */
export function SuburbSearch({ label, value, onChange, error, hint, name }: SuburbSearchProps) {
  const { api } = useFormSite()
  return (
    <Autocomplete<SuburbOption>
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={onChange}
      loadOptions={(term, signal) => loadSuburbOptions(api, term, signal)}
      minChars={SUBURB_SEARCH_MIN_CHARS}
      delayMs={SEARCH_INPUT_DELAY_MS}
      blurDelayMs={SEARCH_BLUR_DELAY_MS}
      displayOf={suburbLabel}
      keyOf={suburbKey}
      noResultsMessage={SUBURB_NOT_FOUND_MESSAGE}
      name={name}
    />
  )
}
