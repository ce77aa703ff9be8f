import { VEHICLE_COLOURS, type CarRegistration } from '@insure/domain/car'
import { useState } from 'react'
import type { FormReply } from '../../lib/forms/schema-form.ts'
import { VehicleSearch, type VehicleSearchValue } from '../../questions/vehicle-search.tsx'
import { INTENT_FIELD, valueAt } from './page-forms.ts'
import type { CarVehicleView } from './page-data.ts'
import { CAR_CONFIRMED_FIELD, CAR_SEARCHED_FIELD, FIND_CAR_INTENT } from './page-intents.ts'

const colourLabel = (code: string | null) =>
  VEHICLE_COLOURS.find((colour) => colour.code === code)?.label ?? 'Not known'

/**
 * Under the registration number on a car's vehicle page: "Find my car" (a submit the page's action
 * answers, so it works without script), then the car the register found for the person to confirm,
 * or the register's sentence and the vehicle search in its place.
 */
export function CarVehicleLookup({
  lookup,
  quoted,
  result,
  error,
}: {
  lookup: CarRegistration | null
  quoted: CarVehicleView['quoted']
  /** What the form sent last, when the page is drawn again (the box as it was). */
  result: FormReply | undefined
  /** The message beside the confirmation box. */
  error: string | undefined
}) {
  return (
    <div className="car-lookup">
      <button type="submit" name={INTENT_FIELD} value={FIND_CAR_INTENT} className="button button--secondary">
        Find my car
      </button>
      {lookup?.found && lookup.vehicle ? (
        <FoundCar vehicle={lookup.vehicle} quoted={quoted} result={result} error={error} />
      ) : lookup ? (
        <CarSearch message={lookup.message} result={result} />
      ) : null}
    </div>
  )
}

function FoundCar({
  vehicle,
  quoted,
  result,
  error,
}: {
  vehicle: NonNullable<CarRegistration['vehicle']>
  quoted: CarVehicleView['quoted']
  result: FormReply | undefined
  error: string | undefined
}) {
  // Ticked as sent; before anything is sent, ticked when it is the car already on the quote (Back).
  const sent = result ? valueAt(result.initialValue ?? {}, CAR_CONFIRMED_FIELD) === 'yes' : undefined
  const isQuoted = quoted?.code === vehicle.code && quoted.year === vehicle.year
  const checked = sent ?? isQuoted
  return (
    <section className="car-lookup__found" aria-labelledby="car-found-heading">
      <h2 id="car-found-heading">The car registered to this number</h2>
      <dl className="vehicle-search__summary">
        <div>
          <dt>Make</dt>
          <dd>{vehicle.make}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>{vehicle.description}</dd>
        </div>
        <div>
          <dt>Year</dt>
          <dd>{vehicle.year}</dd>
        </div>
        <div>
          <dt>Colour</dt>
          <dd>{colourLabel(vehicle.colour)}</dd>
        </div>
      </dl>
      {isQuoted ? null : <p>Your premium is worked out again for this car.</p>}
      <div className="field" data-invalid={error ? 'true' : undefined}>
        <div className="checkbox-field">
          <input
            id="car-confirmed"
            type="checkbox"
            name={CAR_CONFIRMED_FIELD}
            value="yes"
            defaultChecked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'car-confirmed-error' : undefined}
          />
          <label htmlFor="car-confirmed">This is my car</label>
        </div>
        {error ? (
          <p id="car-confirmed-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  )
}

/** The register does not know the number: its sentence, and the vehicle search (it needs script). */
function CarSearch({ message, result }: { message: string | null; result: FormReply | undefined }) {
  const sent = result ? valueAt(result.initialValue ?? {}, CAR_SEARCHED_FIELD) : undefined
  const [chosen, setChosen] = useState<VehicleSearchValue | null>(null)
  const value = chosen ? `${chosen.vehicle.code}|${chosen.year}` : typeof sent === 'string' ? sent : ''
  return (
    <section className="car-lookup__search" aria-labelledby="car-search-heading">
      <h2 id="car-search-heading">Find your car another way</h2>
      {message ? <p role="status">{message}</p> : null}
      <p>Without a car chosen here, your quote keeps the car you chose for it.</p>
      <VehicleSearch label="Your car" value={chosen} onChange={setChosen} />
      <input type="hidden" name={CAR_SEARCHED_FIELD} value={value} />
    </section>
  )
}
