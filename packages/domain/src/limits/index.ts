/**
 * Every number of the two specs' §9 (business constants and limits), each named with its unit.
 * Texts shown to people live in `messages/`; enumerations live in `catalogue/`.
 */

// The session lifetime is owned by the session topic; it is repeated here so this list is complete.
export { SESSION_TTL_MS } from '../session/index.ts'

// ---- Content and layout (shell spec §9, forms spec §9)

/** Blog list page size (the `limit` of GET /api/blogs/). */
export const BLOG_PAGE_SIZE = 20
/** Narrow screens are this wide or less (floating button closes differently there). */
export const NARROW_SCREEN_MAX_WIDTH_PX = 768
/** Menu breakpoints: the logo and menu change layout at these widths. */
export const MENU_BREAKPOINTS_PX = [767, 991, 1199] as const
/** Length of the back-to-top and after-submit scroll animation. */
export const SCROLL_TO_TOP_MS = 500
/** Images load lazily when they come this close to the viewport. */
export const LAZY_LOAD_OFFSET_PX = 100
/** Default client-side max age of cached GET responses (shell spec §7, §9). */
export const GET_CACHE_MAX_AGE_S = 3600

// ---- Supplier-locations map (shell spec §9)

/** Map centre before a position is known: the middle of South Africa. */
export const MAP_DEFAULT_LATITUDE = -29.41
export const MAP_DEFAULT_LONGITUDE = 24.33
/** Map zoom level before a position is known. */
export const MAP_DEFAULT_ZOOM = 4
/** Map zoom level once a place or the device position is found. */
export const MAP_LOCATED_ZOOM = 12
/** How many suppliers nearest to the origin are listed. */
export const MAP_NEAREST_SUPPLIERS_COUNT = 5
/** Infinite-scroll "up distance" of the supplier list, in the scroll library's units (spec gives no unit). */
export const MAP_INFINITE_SCROLL_UP_DISTANCE = 15
/** Place search is restricted to this country code (shell spec §5). */
export const PLACE_SEARCH_COUNTRY_CODE = 'za'

// ---- Suburb and vehicle search (forms spec §9)

export const SUBURB_SEARCH_MIN_CHARS = 3
export const VEHICLE_SEARCH_MIN_CHARS = 3
/** Wait after the last key before searching suburbs or vehicles. */
export const SEARCH_INPUT_DELAY_MS = 1000
/** Default `limit` of GET A/sti/suburbs-lookup. */
export const SUBURB_SEARCH_LIMIT = 30
/** Default `limit` of GET A/wtf/autocomplete/vehicleSearch. */
export const VEHICLE_SEARCH_LIMIT = 10
/** The vehicle search offers this year and the 20 before it: the span of the vehicle catalogue. */
export const VEHICLE_MODEL_YEARS_BACK = 20
/** More results than this: "We found too many results. Please refine your search." */
export const SEARCH_TOO_MANY_RESULTS_THRESHOLD = 200
export const SEARCH_RESULT_ROW_HEIGHT_PX = 36
export const SEARCH_RESULT_LIST_MAX_HEIGHT_PX = 200
/** Wait after the field loses focus before the list closes (so a click on a row still lands). */
export const SEARCH_BLUR_DELAY_MS = 200

// ---- Autocomplete (forms spec §4, §9)

/** Default minimum typed characters; a question type may set its own `minChars`. */
export const AUTOCOMPLETE_MIN_CHARS = 2
/** Wait after the last key before querying a remote source. */
export const AUTOCOMPLETE_REMOTE_DELAY_MS = 10
/** Wait after the last key before filtering a local list. */
export const AUTOCOMPLETE_LOCAL_DELAY_MS = 500

// ---- People and identity (forms spec §5, §9)

/** Name and surname: 1 to 255 letters and spaces. */
export const PERSON_NAME_MIN_CHARS = 1
export const PERSON_NAME_MAX_CHARS = 255
/** A South African ID number has 13 digits. */
export const SA_ID_NUMBER_DIGITS = 13

// ---- Free life cover campaign (forms spec §9)

/** Cover given by the campaign: R20 000. */
export const CAMPAIGN_COVER_CENTS = 2_000_000
/** Cover ends this many months from today. */
export const CAMPAIGN_COVER_PERIOD_MONTHS = 3
/** Beneficiary name needs at least this many characters. */
export const CAMPAIGN_BENEFICIARY_NAME_MIN_CHARS = 3

// ---- Questions and test data

/** Disclaimer questions without an `order` sort as if it were 99 (forms spec §3). */
export const DEFAULT_DISCLAIMER_QUESTION_ORDER = 99
/** Age range of the test-data generator when minAge / maxAge are not given (shell spec §6). */
export const TEST_DATA_MIN_AGE_YEARS = 20
export const TEST_DATA_MAX_AGE_YEARS = 64
