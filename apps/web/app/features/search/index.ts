/** The search widgets of the forms and quote journey (forms spec §2, §4, §7, §8, §9). */
export { Autocomplete, SEARCHING_TEXT, type AutocompleteProps, type BlurRule } from './autocomplete.tsx'
export { QuestionAutocomplete, type QuestionAutocompleteProps } from './remote-autocomplete.tsx'
export { SuburbSearch, type SuburbSearchProps } from './suburb-search.tsx'
export { VehicleSearch, type VehicleSearchProps, type VehicleSearchValue } from './vehicle-search.tsx'
export { readableCase, suburbLabel, vehicleModelYears, randText } from './search-labels.ts'
export type {
  LoadOptions,
  QuestionOption,
  SearchAnswer,
  SuburbOption,
  VehicleOption,
} from './search-sources.ts'
