import { SUBURB_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import type { SavedAddresses } from '@insure/domain/full-quote'
import { useState } from 'react'
import { Form } from 'react-router'
import { suburbLabel } from '../../questions/search-labels.ts'
import type { SuburbOption } from '../../questions/search-sources.ts'
import { SuburbSearch } from '../../questions/suburb-search.tsx'
import { FIND_SUBURB_INTENT } from './page-intents.ts'
import type { PageAnswer, PageProps } from './page-data.ts'
import { FormMessage, PageCheckbox, PageSubmit, PageTextField, typedValueOf } from './page-fields.tsx'
import {
  INTENT_FIELD,
  SUBURB_FIELD,
  SUBURB_SEARCH_FIELD,
  chosenSuburbOf,
  suburbFieldValue,
  type ChosenSuburb,
} from './page-forms.ts'
import { PostalAddressFields, postalAddressFieldsOf } from './postal-address-fields.tsx'
import { useHydrated } from './use-hydrated.ts'

const SUBURB_MESSAGE_FIELD = 'residence.afrigisCode'

/** The suburb of the residence stored before, as the page sends it again. */
function savedSuburbOf(residence: SavedAddresses['residence'] | undefined): ChosenSuburb | null {
  const id = Number(residence?.afrigisCode)
  if (!residence || !Number.isInteger(id) || id < 1) return null
  return {
    id,
    suburb: residence.postArea ?? '',
    town: residence.town ?? '',
    province: residence.province ?? '',
  }
}

/**
 * The suburb of the residence: with the script, the suburb search widget (forms spec §2); without
 * it, a search sent to the page's action, whose suburbs are listed to choose from.
 */
function SuburbChoice({
  answer,
  saved,
  hydrated,
}: {
  answer: PageAnswer | undefined
  saved: ChosenSuburb | null
  hydrated: boolean
}) {
  // What the form last sent, else what was stored: a person who comes back finds it chosen.
  const sent = answer ? chosenSuburbOf(typedValueOf(answer, SUBURB_FIELD) ?? '') : saved
  const [picked, setPicked] = useState<SuburbOption | null>(
    sent ? { ...sent, streetCode: null, boxCode: null, latitude: null, longitude: null } : null,
  )
  const error = answer?.messages[SUBURB_MESSAGE_FIELD]
  if (hydrated) {
    return (
      <>
        <SuburbSearch label="Suburb" value={picked} onChange={setPicked} error={error} />
        <input type="hidden" name={SUBURB_FIELD} value={picked ? suburbFieldValue(picked) : ''} />
      </>
    )
  }
  const found = answer?.suburbs
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <PageTextField
        name={SUBURB_SEARCH_FIELD}
        label="Suburb"
        hint="Type at least 3 letters of your suburb, then press Find suburb."
        answer={answer}
      />
      <button
        type="submit"
        name={INTENT_FIELD}
        value={FIND_SUBURB_INTENT}
        className="button button--secondary"
      >
        Find suburb
      </button>
      {found ? (
        found.length > 0 ? (
          <fieldset className="choice">
            <legend>Choose your suburb</legend>
            {/* More than are listed (forms spec §8): the sentence asks for a narrower search. */}
            {answer?.suburbMessage ? <p role="status">{answer.suburbMessage}</p> : null}
            {found.map((suburb) => (
              <div key={suburb.id} className="choice__option">
                <input
                  id={`suburb-${suburb.id}`}
                  type="radio"
                  name={SUBURB_FIELD}
                  value={suburbFieldValue(suburb)}
                />
                <label htmlFor={`suburb-${suburb.id}`} className="choice__text">
                  {suburbLabel(suburb)}
                </label>
              </div>
            ))}
          </fieldset>
        ) : (
          <p role="status">{answer?.suburbMessage ?? SUBURB_NOT_FOUND_MESSAGE}</p>
        )
      ) : sent ? (
        <p className="field__hint">
          Your suburb: {suburbLabel({ ...sent, streetCode: null })}
          <input type="hidden" name={SUBURB_FIELD} value={suburbFieldValue(sent)} />
        </p>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}

/**
 * The address page: the residence (street number, street, complex or flat with its unit number and
 * building name, the suburb from the suburb search) and, when the page asks, the postal address.
 */
export function AddressPage({ view, answer }: PageProps<'ADDRESS'>) {
  const hydrated = useHydrated()
  const residence = view.saved?.residence
  // Business cover is insured at its premises: the same address, in the business's words.
  const business = view.addressOf === 'BUSINESS'
  return (
    <Form method="post" noValidate className="form full-quote__form">
      <FormMessage answer={answer} />
      <fieldset className="form__group">
        <legend>{business ? 'Where your business is' : 'Where you live'}</legend>
        <PageTextField
          name="residence.streetNo"
          label="Street number"
          initial={residence?.streetNo}
          answer={answer}
        />
        <PageTextField
          name="residence.street"
          label="Street name"
          autoComplete="address-line1"
          initial={residence?.street}
          answer={answer}
        />
        <PageCheckbox
          name="residence.isComplexOrFlat"
          label={
            business
              ? 'The business is in a complex or a block of flats'
              : 'I live in a complex or a block of flats'
          }
          answer={answer}
          initial={residence?.isComplexOrFlat}
        />
        <PageTextField
          name="residence.unitNo"
          label="Unit number (complex or flat)"
          initial={residence?.unitNo}
          answer={answer}
        />
        <PageTextField
          name="residence.buildingName"
          label="Building or complex name"
          initial={residence?.buildingName}
          answer={answer}
        />
        <SuburbChoice answer={answer} saved={savedSuburbOf(residence)} hydrated={hydrated} />
      </fieldset>
      <PostalAddressFields
        alwaysAsked={view.asksPostalAddress}
        {...postalAddressFieldsOf(answer, view.saved?.postal)}
      />
      <PageSubmit>Continue</PageSubmit>
    </Form>
  )
}
