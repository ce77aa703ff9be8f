/**
 * Texts of the error catalogues (forms spec §8, shell spec §8), to the letter. Field validation
 * messages of forms spec §5 live beside their schema (`phone/`, `sa-id/`, …).
 */

/** Suburb lookup found nothing. */
export const SUBURB_NOT_FOUND_MESSAGE = 'Could not find suburb'
/** Suburb or vehicle search found more than SEARCH_TOO_MANY_RESULTS_THRESHOLD results. */
export const TOO_MANY_RESULTS_MESSAGE = 'We found too many results. Please refine your search.'
/** Vehicle search found nothing. */
export const VEHICLE_NOT_FOUND_MESSAGE = 'Could not find vehicle.'
/** An autocomplete list is empty. */
export const NO_RESULTS_MESSAGE = 'No results available.'
/** The section loader's text. */
export const PROCESSING_REQUEST_MESSAGE = 'Processing Request'
/** The global error handler's fallback, shown in a popup titled ERROR_POPUP_TITLE. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please retry.'
export const ERROR_POPUP_TITLE = 'Error'
/** Call-me-back: any client validation failure. */
export const CALLBACK_INCOMPLETE_MESSAGE = 'Please complete all form fields and try again'
/** Call-me-back: a non-200 answer or an HTTP error without a `msg` of its own. */
export const CALLBACK_FAILED_MESSAGE = 'Something went wrong'
