import { describe, expect, it } from 'vitest'
import * as limits from './index.ts'

describe('business constants and limits (shell spec §9, forms spec §9)', () => {
  it.each([
    ['SESSION_TTL_MS', 604_800_000],
    ['BLOG_PAGE_SIZE', 20],
    ['NARROW_SCREEN_MAX_WIDTH_PX', 768],
    ['MENU_BREAKPOINTS_PX', [767, 991, 1199]],
    ['SCROLL_TO_TOP_MS', 500],
    ['LAZY_LOAD_OFFSET_PX', 100],
    ['GET_CACHE_MAX_AGE_S', 3600],
    ['MAP_DEFAULT_LATITUDE', -29.41],
    ['MAP_DEFAULT_LONGITUDE', 24.33],
    ['MAP_DEFAULT_ZOOM', 4],
    ['MAP_LOCATED_ZOOM', 12],
    ['MAP_NEAREST_SUPPLIERS_COUNT', 5],
    ['MAP_INFINITE_SCROLL_UP_DISTANCE', 15],
    ['PLACE_SEARCH_COUNTRY_CODE', 'za'],
    ['SUBURB_SEARCH_MIN_CHARS', 3],
    ['VEHICLE_SEARCH_MIN_CHARS', 3],
    ['SEARCH_INPUT_DELAY_MS', 1000],
    ['SUBURB_SEARCH_LIMIT', 30],
    ['VEHICLE_SEARCH_LIMIT', 10],
    ['SEARCH_TOO_MANY_RESULTS_THRESHOLD', 200],
    ['SEARCH_RESULT_ROW_HEIGHT_PX', 36],
    ['SEARCH_RESULT_LIST_MAX_HEIGHT_PX', 200],
    ['SEARCH_BLUR_DELAY_MS', 200],
    ['AUTOCOMPLETE_MIN_CHARS', 2],
    ['AUTOCOMPLETE_REMOTE_DELAY_MS', 10],
    ['AUTOCOMPLETE_LOCAL_DELAY_MS', 500],
    ['PERSON_NAME_MIN_CHARS', 1],
    ['PERSON_NAME_MAX_CHARS', 255],
    ['SA_ID_NUMBER_DIGITS', 13],
    ['CAMPAIGN_COVER_CENTS', 2_000_000],
    ['CAMPAIGN_COVER_PERIOD_MONTHS', 3],
    ['CAMPAIGN_BENEFICIARY_NAME_MIN_CHARS', 3],
    ['DEFAULT_DISCLAIMER_QUESTION_ORDER', 99],
    ['TEST_DATA_MIN_AGE_YEARS', 20],
    ['TEST_DATA_MAX_AGE_YEARS', 64],
  ] as const)('%s is %j', (name, value) => {
    expect(limits[name]).toEqual(value)
  })
})
