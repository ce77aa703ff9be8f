import 'leaflet/dist/leaflet.css'
import {
  MAP_DEFAULT_LATITUDE,
  MAP_DEFAULT_LONGITUDE,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATED_ZOOM,
} from '@insure/domain/limits'
import type { LatLng, MapStyle, SupplierMarker } from '@insure/domain/supplier'
import type { GeoJsonObject } from 'geojson'
import { latLngBounds } from 'leaflet'
import { useEffect } from 'react'
import { CircleMarker, GeoJSON, MapContainer, Polyline, Tooltip, useMap } from 'react-leaflet'
import { MAP_ATTRIBUTION, markerKey } from './supplier-map-data.ts'

/**
 * The Leaflet map of the supplier map: browser only (Leaflet touches window when it loads), so the
 * supplier map imports this module in an effect, with Leaflet's CSS. No tile layer: the base layer is
 * the provinces GeoJSON served by the site, so the map fetches nothing from outside (DESIGN.md).
 * Markers are circle markers (SVG), not Leaflet's default PNG icons.
 */
export type LeafletMapProps = {
  mapStyle: MapStyle
  provinces: unknown
  markers: SupplierMarker[]
  /** Marker colour by icon key (data.json). */
  colourOf: (marker: SupplierMarker) => string
  origin: LatLng | null
  selected: SupplierMarker | null
  /** The route's line from the map's RoutingService, every leg's; null while it loads. */
  routeLine: LatLng[] | null
  /** Keys of the markers listed as nearest: drawn larger. */
  nearestKeys: ReadonlySet<string>
  onSelect: (marker: SupplierMarker) => void
}

const toLatLng = (point: LatLng): [number, number] => [point.latitude, point.longitude]

export default function LeafletMap({
  mapStyle,
  provinces,
  markers,
  colourOf,
  origin,
  selected,
  routeLine,
  nearestKeys,
  onSelect,
}: LeafletMapProps) {
  const selectedKey = selected ? markerKey(selected) : null
  return (
    <MapContainer
      className="supplier-map__leaflet"
      center={[MAP_DEFAULT_LATITUDE, MAP_DEFAULT_LONGITUDE]}
      zoom={MAP_DEFAULT_ZOOM}
      minZoom={MAP_DEFAULT_ZOOM}
      maxZoom={16}
      scrollWheelZoom={false}
      style={{ background: mapStyle.background }}
    >
      <GeoJSON
        data={provinces as GeoJsonObject}
        attribution={MAP_ATTRIBUTION}
        interactive={false}
        style={{
          color: mapStyle.provinceStroke,
          weight: mapStyle.provinceStrokeWeight,
          fillColor: mapStyle.provinceFill,
          fillOpacity: mapStyle.provinceFillOpacity,
        }}
      />
      {markers.map((marker) => {
        const key = markerKey(marker)
        const isSelected = key === selectedKey
        const colour = colourOf(marker)
        return (
          <CircleMarker
            key={key}
            center={toLatLng(marker)}
            radius={isSelected ? 10 : nearestKeys.has(key) ? 8 : 6}
            pathOptions={{
              color: isSelected ? mapStyle.selectedColour : '#ffffff',
              weight: isSelected ? 3 : 1.5,
              fillColor: colour,
              fillOpacity: 0.9,
            }}
            eventHandlers={{ click: () => onSelect(marker) }}
          >
            {/* The nearest listed keep their names on the map; the key re-creates the tooltip when that changes. */}
            <Tooltip
              key={nearestKeys.has(key) ? 'named' : 'hover'}
              permanent={nearestKeys.has(key)}
              direction="right"
            >
              {marker.name}
            </Tooltip>
          </CircleMarker>
        )
      })}
      {origin ? (
        <CircleMarker
          center={toLatLng(origin)}
          radius={7}
          interactive={false}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: mapStyle.originColour, fillOpacity: 1 }}
        />
      ) : null}
      {origin && selected && routeLine && routeLine.length > 1 ? (
        <Polyline
          positions={routeLine.map(toLatLng)}
          interactive={false}
          pathOptions={{ color: mapStyle.routeColour, weight: 2, dashArray: '6 6' }}
        />
      ) : null}
      <ViewController origin={origin} selected={selected} />
    </MapContainer>
  )
}

/** Moves the map: to the origin at zoom 12 (shell spec §9), then to show the selected supplier too. */
function ViewController({ origin, selected }: { origin: LatLng | null; selected: SupplierMarker | null }) {
  const map = useMap()
  const originLat = origin?.latitude
  const originLng = origin?.longitude
  useEffect(() => {
    if (originLat === undefined || originLng === undefined) return
    map.setView([originLat, originLng], MAP_LOCATED_ZOOM)
  }, [map, originLat, originLng])

  const selectedLat = selected?.latitude
  const selectedLng = selected?.longitude
  useEffect(() => {
    if (selectedLat === undefined || selectedLng === undefined) return
    if (originLat === undefined || originLng === undefined) {
      map.panTo([selectedLat, selectedLng])
      return
    }
    const bounds = latLngBounds([originLat, originLng], [selectedLat, selectedLng])
    if (!map.getBounds().contains(bounds))
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAP_LOCATED_ZOOM })
    // The origin effect runs first on a new origin; a new selection alone does not move the origin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, selectedLat, selectedLng])
  return null
}
