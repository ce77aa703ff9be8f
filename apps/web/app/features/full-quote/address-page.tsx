import { SUBURB_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import type { SavedAddresses } from '@insure/domain/full-quote'
import { useState } from 'react'
import { CheckboxField, TextField, type Field } from '../../lib/forms/fields.tsx'
import { suburbLabel } from '../../questions/search-labels.ts'
import type { SuburbOption } from '../../questions/search-sources.ts'
import { SuburbSearch } from '../../questions/suburb-search.tsx'
import { FIND_SUBURB_INTENT } from './page-intents.ts'
import type { PageAnswer, PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import {
  INTENT_FIELD,
  SUBURB_FIELD,
  SUBURB_MESSAGE_FIELD,
  SUBURB_SEARCH_FIELD,
  addressFormSchema,
  chosenSuburbOf,
  suburbFieldValue,
  type ChosenSuburb,
} from './page-forms.ts'
import { PostalAddressFields, savedPostalAddressOf } from './postal-address-fields.tsx'
import { useHydrated } from './use-hydrated.ts'

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
  chosen,
  search,
  message,
  hydrated,
}: {
  answer: PageAnswer | undefined
  /** The suburb field: what the form last sent, else what was stored. */
  chosen: Field
  /** The search field of a page without script. */
  search: Field
  /** The field the rule's message of a suburb not chosen names. */
  message: Field
  hydrated: boolean
}) {
  // What the form last sent, else what was stored: a person who comes back finds it chosen.
  const sent = chosenSuburbOf(typeof chosen.initialValue === 'string' ? chosen.initialValue : '')
  const [picked, setPicked] = useState<SuburbOption | null>(
    sent ? { ...sent, streetCode: null, boxCode: null, latitude: null, longitude: null } : null,
  )
  const error = message.errors?.[0]
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
      <TextField
        label="Suburb"
        hint="Type at least 3 letters of your suburb, then press Find suburb."
        field={search}
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
 * building name, the suburb from the suburb search) and the postal address: when the page asks it,
 * or when "my postal address is different" is ticked.
 */
export function AddressPage({ view, answer }: PageProps<'ADDRESS'>) {
  const hydrated = useHydrated()
  const residence = view.saved?.residence
  const postal = view.saved?.postal
  // The suburb saved, else the quick quote's (home contents asks it there): not asked twice.
  const savedSuburb = savedSuburbOf(residence) ?? view.carriedSuburb
  const { form, field } = usePageForm({
    schema: addressFormSchema(view.asksPostalAddress),
    answer,
    saved: {
      'residence.streetNo': residence?.streetNo,
      'residence.street': residence?.street,
      'residence.isComplexOrFlat': residence?.isComplexOrFlat ? 'on' : undefined,
      'residence.unitNo': residence?.unitNo,
      'residence.buildingName': residence?.buildingName,
      [SUBURB_FIELD]: savedSuburb ? suburbFieldValue(savedSuburb) : undefined,
      // A saved postal address shows with "my postal address is different" ticked (Back).
      ...savedPostalAddressOf(postal),
    },
  })
  // Business cover is insured at its premises: the same address, in the business's words.
  const business = view.addressOf === 'BUSINESS'
  return (
    <PageForm form={form}>
      <fieldset className="form__group">
        <legend>{business ? 'Where your business is' : 'Where you live'}</legend>
        <TextField label="Street number" field={field('residence.streetNo')} />
        <TextField label="Street name" autoComplete="address-line1" field={field('residence.street')} />
        <CheckboxField
          label={
            business
              ? 'The business is in a complex or a block of flats'
              : 'I live in a complex or a block of flats'
          }
          field={field('residence.isComplexOrFlat')}
        />
        <TextField label="Unit number (complex or flat)" field={field('residence.unitNo')} />
        <TextField label="Building or complex name" field={field('residence.buildingName')} />
        <SuburbChoice
          answer={answer}
          chosen={field(SUBURB_FIELD)}
          search={field(SUBURB_SEARCH_FIELD)}
          message={field(SUBURB_MESSAGE_FIELD)}
          hydrated={hydrated}
        />
      </fieldset>
      <PostalAddressFields alwaysAsked={view.asksPostalAddress} field={field} />
      <PageSubmit>Continue</PageSubmit>
    </PageForm>
  )
}
