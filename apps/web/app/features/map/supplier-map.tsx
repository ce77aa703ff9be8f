import { SELECTABLE_SUPPLIER_TYPES } from '@insure/domain/catalogue'
import { MAP_NEAREST_SUPPLIERS_COUNT, PLACE_SEARCH_COUNTRY_CODE } from '@insure/domain/limits'
import { PROVINCE_ESTIMATE_EXPLANATION, type RoutingService } from '@insure/domain/routing'
import {
  distanceKm,
  formatDistance,
  isInSouthAfrica,
  nearestSuppliers,
  type LatLng,
  type SelectableSupplierType,
  type StaticMapData,
  type SupplierMarker,
} from '@insure/domain/supplier'
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react'
import { suburbLabel } from '../../questions/search-labels.ts'
import type { SuburbOption } from '../../questions/search-sources.ts'
import { SuburbSearch } from '../../questions/suburb-search.tsx'
import type { LeafletMapProps } from './leaflet-map.tsx'
import { siteRouting, useSupplierRoute, type RouteState } from './routing.ts'
import {
  geolocationMessage,
  loadProvinces,
  loadStaticMapData,
  loadSupplierMarkers,
  markerKey,
  suburbPosition,
  telHref,
} from './supplier-map-data.ts'

/**
 * The supplier-locations map (shell spec §2, §3, §4, §9), embedded in content as
 * `[[embed:supplier-locations]]`: pick a supplier type, its markers load; pick a suburb or use the
 * device position as the origin, the 5 nearest are listed; select one (in the list or on the map)
 * for a travel estimate. The list is the way to use it by keyboard or screen reader: the map is a
 * visual aid. The map itself (Leaflet) is loaded in the browser only, after the page is shown.
 */

/** The spec's type names, as the plural the page reads. */
const TYPE_PLURAL: Record<SelectableSupplierType, string> = {
  'HIV Test Location': 'HIV test locations',
  'Vehicle Inspection Center': 'vehicle inspection centres',
}

type Origin = { position: LatLng; label: string }
/** The answer for one type; while the chosen type has none yet, its markers are loading. */
type MarkersAnswer =
  | { status: 'ready'; type: SelectableSupplierType; markers: SupplierMarker[] }
  | { status: 'failed'; type: SelectableSupplierType; message: string }
type MarkersState = { status: 'idle' } | { status: 'loading' } | MarkersAnswer
type MapModule = { Map: ComponentType<LeafletMapProps>; provinces: unknown }

const FAILED_MARKERS = 'The supplier locations could not be loaded. Please try again later.'
const FAILED_MAP = 'The map could not be shown. The list below still works.'
const OUTSIDE_SOUTH_AFRICA = `Your location seems to be outside South Africa (${PLACE_SEARCH_COUNTRY_CODE.toUpperCase()}). Our suppliers are in South Africa only.`

/** The notice on the map until real supplier lists are loaded (issue 24). */
export const FICTIONAL_SUPPLIERS_NOTICE =
  'Sample data: these supplier locations are fictional, made up for this demonstration site, until the real supplier lists are loaded. They come from the site’s own supplier files, not from the suppliers.'

export function SupplierMap({ routing = siteRouting }: { routing?: RoutingService } = {}) {
  const id = useId()
  const [data, setData] = useState<StaticMapData | null>(null)
  const [dataError, setDataError] = useState<string | null>(null)
  const [type, setType] = useState<SelectableSupplierType | null>(null)
  const [markersAnswer, setMarkersAnswer] = useState<MarkersAnswer | null>(null)
  const [suburb, setSuburb] = useState<SuburbOption | null>(null)
  const [origin, setOrigin] = useState<Origin | null>(null)
  const [originMessage, setOriginMessage] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  const [mapModule, setMapModule] = useState<MapModule | null>(null)
  const [mapError, setMapError] = useState<string | null>(null)

  // The static component data (map style, supplier files), then the map module and base layer.
  useEffect(() => {
    let current = true
    loadStaticMapData().then(
      (loaded) => current && setData(loaded),
      (error: unknown) => {
        if (!current) return
        // Shell spec §8: a missing map style throws with its own sentence; show it as it is.
        console.warn(error)
        setDataError(error instanceof Error ? error.message : String(error))
      },
    )
    Promise.all([import('./leaflet-map.tsx'), loadProvinces()]).then(
      ([module, provinces]) => current && setMapModule({ Map: module.default, provinces }),
      (error: unknown) => {
        if (!current) return
        console.warn(error)
        setMapError(FAILED_MAP)
      },
    )
    return () => {
      current = false
    }
  }, [])

  // The markers of the chosen type (shell spec §4: the selected type loads markers).
  useEffect(() => {
    if (!data || !type) return
    let current = true
    loadSupplierMarkers(data, type).then(
      (markers) => current && setMarkersAnswer({ status: 'ready', type, markers }),
      (error: unknown) => {
        if (!current) return
        console.warn(error)
        setMarkersAnswer({ status: 'failed', type, message: FAILED_MARKERS })
      },
    )
    return () => {
      current = false
    }
  }, [data, type])

  const markersState: MarkersState = !type
    ? { status: 'idle' }
    : markersAnswer?.type === type
      ? markersAnswer
      : { status: 'loading' }
  const markers = useMemo(
    () => (markersAnswer?.status === 'ready' && markersAnswer.type === type ? markersAnswer.markers : []),
    [markersAnswer, type],
  )
  const nearest = useMemo(() => (origin ? nearestSuppliers(markers, origin.position) : []), [markers, origin])
  const nearestKeys = useMemo(() => new Set(nearest.map(markerKey)), [nearest])
  const selected = markers.find((marker) => markerKey(marker) === selectedKey) ?? null
  const styles = useMemo(() => fileStyles(data), [data])
  const route = useSupplierRoute(routing, origin?.position ?? null, selected)

  function chooseType(next: SelectableSupplierType) {
    setType(next)
    setSelectedKey(null)
  }

  function chooseSuburb(option: SuburbOption | null) {
    setSuburb(option)
    if (!option) return
    const position = suburbPosition(option)
    if (!position) {
      setOriginMessage('We do not know where this suburb is on the map. Try a nearby suburb or town.')
      return
    }
    setOriginMessage(null)
    setOrigin({ position, label: suburbLabel(option) })
    setSelectedKey(null)
  }

  function useMyLocation() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setOriginMessage(geolocationMessage('unsupported'))
      return
    }
    setLocating(true)
    setOriginMessage(null)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude }
        setLocating(false)
        setSuburb(null)
        setOrigin({ position: here, label: 'your location' })
        setSelectedKey(null)
        // Places are South African only (shell spec §2: country code za); say so rather than hide it.
        if (!isInSouthAfrica(here)) setOriginMessage(OUTSIDE_SOUTH_AFRICA)
      },
      (error) => {
        setLocating(false)
        setOriginMessage(geolocationMessage(error.code))
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  const typePlural = type ? TYPE_PLURAL[type] : 'supplier locations'
  const loading = markersState.status === 'loading' && dataError === null
  const mapLabelId = `${id}-map-label`

  return (
    <section className="supplier-map" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="supplier-map__heading">
        Search supplier locations
      </h3>

      <p className="supplier-map__notice" role="note">
        {FICTIONAL_SUPPLIERS_NOTICE}
      </p>

      <fieldset className="supplier-map__types">
        <legend>What are you looking for?</legend>
        {SELECTABLE_SUPPLIER_TYPES.map((option) => (
          <label key={option} className="supplier-map__type">
            <input
              type="radio"
              name={`${id}-type`}
              value={option}
              checked={type === option}
              onChange={() => chooseType(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>

      <div className="supplier-map__origin">
        <div className="supplier-map__search">
          <SuburbSearch
            label="Your suburb or town"
            value={suburb}
            onChange={chooseSuburb}
            hint="South Africa only. Type 3 letters or more, then pick from the list."
          />
        </div>
        <button
          type="button"
          className="button button--secondary supplier-map__locate"
          onClick={useMyLocation}
          disabled={locating}
          aria-busy={locating}
        >
          {locating ? 'Finding your location…' : 'Use my location'}
        </button>
      </div>
      {originMessage ? (
        <p className="supplier-map__message" role="alert">
          {originMessage}
        </p>
      ) : null}

      {dataError ? (
        <p className="supplier-map__message" role="alert">
          The supplier map is not available: {dataError}.
        </p>
      ) : null}

      <p className="supplier-map__status" role="status">
        {statusText(markersState, type, origin, typePlural, loading)}
      </p>

      <div className="supplier-map__layout">
        <div className="supplier-map__map" role="region" aria-labelledby={mapLabelId}>
          <p id={mapLabelId} className="visually-hidden">
            Map of {typePlural} (a visual aid: the list has the same details)
          </p>
          {mapModule && data ? (
            <mapModule.Map
              mapStyle={data.mapStyle}
              provinces={mapModule.provinces}
              markers={markers}
              colourOf={(marker) => styles.get(marker.icon)?.colour ?? data.mapStyle.selectedColour}
              origin={origin?.position ?? null}
              selected={selected}
              routeLine={route.status === 'ready' ? route.route.legs.flatMap((leg) => leg.line) : null}
              nearestKeys={nearestKeys}
              onSelect={(marker) => setSelectedKey(markerKey(marker))}
            />
          ) : (
            <p className="supplier-map__placeholder">{mapError ?? dataError ?? 'Loading the map…'}</p>
          )}
          {type && data ? (
            <Legend files={data.supplierTypes.find((entry) => entry.type === type)?.files ?? []} />
          ) : null}
        </div>

        <div className="supplier-map__results" aria-busy={loading}>
          {selected && !nearestKeys.has(markerKey(selected)) ? (
            <SelectedSupplier
              marker={selected}
              kind={styles.get(selected.icon)?.label}
              origin={origin}
              route={route}
              headingId={`${id}-selected`}
              onClose={() => setSelectedKey(null)}
            />
          ) : null}
          {origin && markersState.status === 'ready' && nearest.length > 0 ? (
            <>
              <h4 className="supplier-map__list-heading">
                The {Math.min(MAP_NEAREST_SUPPLIERS_COUNT, nearest.length)} nearest {typePlural} to{' '}
                {origin.label}
              </h4>
              <ol className="supplier-map__list">
                {nearest.map((marker) => {
                  const key = markerKey(marker)
                  const isSelected = key === selectedKey
                  return (
                    <li key={key} className="supplier-map__item" data-selected={isSelected}>
                      <SupplierDetails
                        marker={marker}
                        kind={styles.get(marker.icon)?.label}
                        distance={marker.distanceFromOrigin}
                      />
                      <button
                        type="button"
                        className="button button--small supplier-map__select"
                        aria-pressed={isSelected}
                        onClick={() => setSelectedKey(isSelected ? null : key)}
                      >
                        Route estimate<span className="visually-hidden"> to {marker.name}</span>
                      </button>
                      {isSelected ? <RouteEstimate origin={origin} route={route} /> : null}
                    </li>
                  )
                })}
              </ol>
            </>
          ) : null}

          <p className="visually-hidden" aria-live="polite">
            {selected ? announcement(selected, route) : ''}
          </p>
        </div>
      </div>
    </section>
  )
}

function statusText(
  state: MarkersState,
  type: SelectableSupplierType | null,
  origin: Origin | null,
  typePlural: string,
  loading: boolean,
): string {
  if (!type) return 'Choose what you are looking for to see the locations.'
  if (loading) return `Loading ${typePlural}…`
  if (state.status === 'failed') return state.message
  if (state.status !== 'ready') return ''
  const count = `${state.markers.length} ${typePlural} on the map.`
  return origin
    ? `${count} Listed below: the ${MAP_NEAREST_SUPPLIERS_COUNT} nearest to ${origin.label}.`
    : `${count} Search for your suburb or use your location to list the ${MAP_NEAREST_SUPPLIERS_COUNT} nearest.`
}

function fileStyles(data: StaticMapData | null) {
  const styles = new Map<string, { colour: string; label: string }>()
  for (const entry of data?.supplierTypes ?? []) {
    for (const file of entry.files) styles.set(file.icon, { colour: file.colour, label: file.label })
  }
  return styles
}

function Legend({ files }: { files: StaticMapData['supplierTypes'][number]['files'] }) {
  return (
    <ul className="supplier-map__legend" aria-hidden="true">
      {files.map((file) => (
        <li key={file.file}>
          <span className="supplier-map__swatch" style={{ background: file.colour }} />
          {file.label}
        </li>
      ))}
    </ul>
  )
}

function SupplierDetails({
  marker,
  kind,
  distance,
}: {
  marker: SupplierMarker
  kind: string | undefined
  distance: number | null
}) {
  return (
    <>
      <p className="supplier-map__name">
        <strong>{marker.name}</strong>
        {kind ? <span className="supplier-map__kind"> · {kind}</span> : null}
      </p>
      <p className="supplier-map__address">{marker.streetAddress}</p>
      {distance !== null ? (
        <p className="supplier-map__distance">{formatDistance(distance)} away in a straight line</p>
      ) : null}
      <p className="supplier-map__contact">
        <a href={telHref(marker.contactNumber)}>{marker.contactNumber}</a>
        {marker.tradingHours ? <span> · Open {marker.tradingHours}</span> : null}
      </p>
    </>
  )
}

/** What a screen reader hears when a supplier is selected (in the list or on the map). */
function announcement(marker: SupplierMarker, route: RouteState): string {
  if (route.status === 'loading') return `Selected ${marker.name}. Loading directions…`
  if (route.status !== 'ready') return `Selected ${marker.name}.`
  const legs = route.route.legs
    .map((leg) => `about ${leg.distanceText} by road, about ${leg.durationText} driving`)
    .join('; then ')
  return `Selected ${marker.name}: ${legs}${route.route.estimated ? ' (an estimate)' : ''}.`
}

/** A supplier selected on the map that is not among the nearest listed. */
function SelectedSupplier({
  marker,
  kind,
  origin,
  route,
  headingId,
  onClose,
}: {
  marker: SupplierMarker
  kind: string | undefined
  origin: Origin | null
  route: RouteState
  headingId: string
  onClose: () => void
}) {
  const straightKm = origin ? distanceKm(origin.position, marker) : null
  return (
    <section className="supplier-map__selected" aria-labelledby={headingId}>
      <h4 id={headingId} className="supplier-map__list-heading">
        Selected on the map
      </h4>
      <SupplierDetails marker={marker} kind={kind} distance={straightKm} />
      <RouteEstimate origin={origin} route={route} />
      <button type="button" className="button button--small button--secondary" onClick={onClose}>
        Close<span className="visually-hidden"> {marker.name}</span>
      </button>
    </section>
  )
}

/**
 * The directions to a selected supplier (shell spec §2: a loading flag until directions return, then
 * distance text and duration text per leg), from the map's RoutingService. An estimate says so, and
 * how it is made.
 */
export function RouteEstimate({ origin, route }: { origin: Origin | null; route: RouteState }) {
  if (!origin) {
    return (
      <p className="supplier-map__note">
        Search for your suburb or use your location to see a travel estimate.
      </p>
    )
  }
  if (route.status === 'loading' || route.status === 'none') {
    return (
      <p className="supplier-map__estimate" role="status" aria-busy="true">
        Loading directions…
      </p>
    )
  }
  if (route.status === 'failed') {
    return (
      <p className="supplier-map__estimate" role="alert">
        Directions are not available right now. Please try again later.
      </p>
    )
  }
  const { legs, estimated } = route.route
  const distanceLabel = estimated ? 'Estimated distance by road' : 'Distance by road'
  const timeLabel = estimated ? 'Estimated driving time' : 'Driving time'
  return (
    <div className="supplier-map__estimate">
      {legs.map((leg, index) => (
        <dl key={index} aria-label={legs.length > 1 ? `Leg ${index + 1}` : undefined}>
          <div>
            <dt>{distanceLabel}</dt>
            <dd>About {leg.distanceText}</dd>
          </div>
          <div>
            <dt>{timeLabel}</dt>
            <dd>About {leg.durationText}</dd>
          </div>
        </dl>
      ))}
      <p className="supplier-map__note">
        From {origin.label}.{estimated ? ` ${PROVINCE_ESTIMATE_EXPLANATION}` : ''}
      </p>
    </div>
  )
}
