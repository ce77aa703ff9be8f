import { AUTOCOMPLETE_LOCAL_DELAY_MS, AUTOCOMPLETE_REMOTE_DELAY_MS } from '@insure/domain/limits'
import { NO_RESULTS_MESSAGE } from '@insure/domain/messages'
import type { QuestionType } from '@insure/domain/quick-quote'
import { autocompleteMinChars } from '@insure/domain/search'
import type { ReactNode } from 'react'
import { useFormSite } from '../lib/form-site.ts'
import { Autocomplete } from './autocomplete.tsx'
import {
  loadQuestionOptions,
  localQuestionOptions,
  type LoadOptions,
  type QuestionOption,
} from './autocomplete-options.ts'

export type QuestionAutocompleteProps = {
  /** The question type: its endpoint, searchParam, path, displayField, valueField and minChars. */
  type: QuestionType
  /** The list filtered in the page when the type has no endpoint (the question's answers). */
  localOptions?: readonly QuestionOption[]
  /** Values of the endpoint's `{:name}` placeholders. */
  placeholders?: Readonly<Record<string, string>>
  label: string
  value: QuestionOption | null
  onChange: (option: QuestionOption | null) => void
  error?: string | undefined
  hint?: ReactNode
  /** Name of a hidden input carrying the option's value. */
  name?: string
}

const NO_PLACEHOLDERS: Readonly<Record<string, string>> = {}
const NO_OPTIONS: readonly QuestionOption[] = []
const optionText = (option: QuestionOption) => option.text
const optionValue = (option: QuestionOption) => option.value

/**
 * The autocomplete of a dynamic question (forms spec §4, §7): with an endpoint, the remote source 10
 * ms after the last key; without, the given list filtered 500 ms after it. Either after the type's
 * minimum characters (default 2); an empty answer shows "No results available.".
 */
export function QuestionAutocomplete({
  type,
  localOptions = NO_OPTIONS,
  placeholders = NO_PLACEHOLDERS,
  label,
  value,
  onChange,
  error,
  hint,
  name,
}: QuestionAutocompleteProps) {
  const { api } = useFormSite()
  const remote = Boolean(type.endpoint?.trim())
  const loadOptions: LoadOptions<QuestionOption> = remote
    ? (term, signal) => loadQuestionOptions(api, type, placeholders, term, signal)
    : async (term) => localQuestionOptions(localOptions, term)
  return (
    <Autocomplete<QuestionOption>
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={onChange}
      loadOptions={loadOptions}
      minChars={autocompleteMinChars(type)}
      delayMs={remote ? AUTOCOMPLETE_REMOTE_DELAY_MS : AUTOCOMPLETE_LOCAL_DELAY_MS}
      displayOf={optionText}
      keyOf={optionValue}
      noResultsMessage={NO_RESULTS_MESSAGE}
      name={name}
    />
  )
}
