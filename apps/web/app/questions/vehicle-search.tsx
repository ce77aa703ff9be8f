import { SEARCH_BLUR_DELAY_MS, SEARCH_INPUT_DELAY_MS, VEHICLE_SEARCH_MIN_CHARS } from '@insure/domain/limits'
import { VEHICLE_NOT_FOUND_MESSAGE } from '@insure/domain/messages'
import { useId, useState } from 'react'
import { mergeIntoStoredSession, readStoredSession } from '../lib/session.client.ts'
import { useFormSite } from '../lib/form-site.ts'
import { Autocomplete } from '../ui/autocomplete.tsx'
import { randText, vehicleModelYears } from './search-labels.ts'
import { loadVehicleOptions, type VehicleOption } from './search-sources.ts'

/** The vehicle search question's two answers (journey VEHICLE_ANSWER_CODES): the model year and the vehicle. */
export type VehicleSearchValue = { year: number; vehicle: VehicleOption }

export type VehicleSearchProps = {
  value: VehicleSearchValue | null
  onChange: (value: VehicleSearchValue | null) => void
  error?: string | undefined
  /** The legend of the pair of fields. */
  label?: string
  /** Name of a hidden input carrying the vehicle's code. */
  name?: string
}

const vehicleText = (vehicle: VehicleOption) => vehicle.description
/** A search is of one year, so the variant code is unique in its list. */
const vehicleKey = (vehicle: VehicleOption) => vehicle.code

/** Forms spec §4: the chosen vehicle is kept in the car full-sale session; a cleared search clears it. */
function keepSelectedCar(value: VehicleSearchValue | null): void {
  const carFullSaleSession = readStoredSession()?.carFullSaleSession
  mergeIntoStoredSession({
    carFullSaleSession: {
      ...carFullSaleSession,
      selectedCar: value ? { ...value.vehicle, year: value.year } : null,
    },
  })
}

/**
 * The vehicle search (forms spec §2, §4): the model year, then a free-text description searched 1000
 * ms after the last key (3 characters, 10 at most) in that year. Each search clears the list; leaving
 * the description without an exact match clears the vehicle; another year clears it too. The chosen
 * vehicle's make, model and our indicative value are shown under the fields.
 */
export function VehicleSearch({
  value,
  onChange: onValue,
  error,
  label = 'Your vehicle',
  name,
}: VehicleSearchProps) {
  const { api } = useFormSite()
  const onChange = (next: VehicleSearchValue | null) => {
    keepSelectedCar(next)
    onValue(next)
  }
  const yearId = useId()
  const [chosenYear, setChosenYear] = useState<number | null>(value?.year ?? null)
  // A value from outside brings its own year, kept when the vehicle is cleared by typing over it.
  if (value && value.year !== chosenYear) setChosenYear(value.year)
  const year = value ? value.year : chosenYear
  const [years] = useState(() => vehicleModelYears())

  function onYear(next: string) {
    setChosenYear(next === '' ? null : Number(next))
    if (value) onChange(null)
  }

  return (
    <fieldset className="vehicle-search">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={yearId}>Model year</label>
        <select
          id={yearId}
          value={year ?? ''}
          onChange={(event) => onYear(event.target.value)}
          aria-invalid={error && year === null ? true : undefined}
        >
          <option value="">Select a year</option>
          {years.map((modelYear) => (
            <option key={modelYear} value={modelYear}>
              {modelYear}
            </option>
          ))}
        </select>
      </div>
      <Autocomplete<VehicleOption>
        // Another year is another search: the field starts again, empty, and drops what was asked.
        key={year ?? 'no-year'}
        label="Make and model"
        hint={
          year === null
            ? 'Select the model year first.'
            : `Type at least ${VEHICLE_SEARCH_MIN_CHARS} characters, for example the make and model.`
        }
        error={error}
        value={value?.vehicle ?? null}
        onChange={(vehicle) => onChange(vehicle && year !== null ? { year, vehicle } : null)}
        loadOptions={(term, signal) =>
          year === null
            ? Promise.resolve({ options: [], message: null })
            : loadVehicleOptions(api, year, term, signal)
        }
        minChars={VEHICLE_SEARCH_MIN_CHARS}
        delayMs={SEARCH_INPUT_DELAY_MS}
        blurDelayMs={SEARCH_BLUR_DELAY_MS}
        blurRule="exact"
        clearOptionsOnSearch
        displayOf={vehicleText}
        keyOf={vehicleKey}
        noResultsMessage={VEHICLE_NOT_FOUND_MESSAGE}
        disabled={year === null}
        name={name}
      />
      {value ? (
        <dl className="vehicle-search__summary">
          <div>
            <dt>Make</dt>
            <dd>{value.vehicle.make}</dd>
          </div>
          <div>
            <dt>Model</dt>
            <dd>{value.vehicle.model}</dd>
          </div>
          <div>
            <dt>Our indicative value</dt>
            <dd>{randText(value.vehicle.valueCents)}</dd>
          </div>
        </dl>
      ) : null}
    </fieldset>
  )
}
