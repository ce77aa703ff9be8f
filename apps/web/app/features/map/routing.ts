import { estimatedRouting, type RoutingService, type SupplierRoute } from '@insure/domain/routing'
import type { LatLng } from '@insure/domain/supplier'
import { useEffect, useState } from 'react'

/**
 * The routing the map uses: the site's own road-distance estimate, with no outside service. A
 * routing engine (OSRM, say) replaces it here, and only here: docs/map.md.
 */
export const siteRouting: RoutingService = estimatedRouting

export type RouteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; route: SupplierRoute }
  | { status: 'failed' }

/**
 * Directions from the origin to the selected supplier (shell spec §2: "a loading flag shows until
 * directions return"). An answer for an earlier origin or destination is dropped.
 */
export function useSupplierRoute(
  routing: RoutingService,
  origin: LatLng | null,
  destination: LatLng | null,
): RouteState {
  const key = origin && destination ? routeKey(origin, destination) : null
  const [answer, setAnswer] = useState<{ key: string; state: RouteState } | null>(null)
  useEffect(() => {
    if (!origin || !destination || key === null) return
    let current = true
    routing.route(origin, destination).then(
      (route) => current && setAnswer({ key, state: { status: 'ready', route } }),
      (error: unknown) => {
        if (!current) return
        console.warn('Directions could not be had', error instanceof Error ? error.message : error)
        setAnswer({ key, state: { status: 'failed' } })
      },
    )
    return () => {
      current = false
    }
    // The key stands for origin and destination: a new object with the same place asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routing, key])
  if (key === null) return { status: 'none' }
  return answer?.key === key ? answer.state : { status: 'loading' }
}

function routeKey(origin: LatLng, destination: LatLng): string {
  return [origin.latitude, origin.longitude, destination.latitude, destination.longitude].join(',')
}
