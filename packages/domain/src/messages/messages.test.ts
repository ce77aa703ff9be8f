import { describe, expect, it } from 'vitest'
import * as messages from './index.ts'

describe('error catalogue texts, to the letter (forms spec §8, shell spec §8)', () => {
  it.each([
    ['SUBURB_NOT_FOUND_MESSAGE', 'Could not find suburb'],
    ['TOO_MANY_RESULTS_MESSAGE', 'We found too many results. Please refine your search.'],
    ['VEHICLE_NOT_FOUND_MESSAGE', 'Could not find vehicle.'],
    ['NO_RESULTS_MESSAGE', 'No results available.'],
    ['PROCESSING_REQUEST_MESSAGE', 'Processing Request'],
    ['GENERIC_ERROR_MESSAGE', 'Something went wrong, please retry.'],
    ['ERROR_POPUP_TITLE', 'Error'],
    ['CALLBACK_INCOMPLETE_MESSAGE', 'Please complete all form fields and try again'],
    ['CALLBACK_FAILED_MESSAGE', 'Something went wrong'],
  ] as const)('%s is %j', (name, text) => {
    expect(messages[name]).toBe(text)
  })
})
