// @vitest-environment jsdom
import type { RoutingService, SupplierRoute } from '@insure/domain/routing'
import { act, renderHook } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useSupplierRoute, type RouteState } from './routing.ts'
import { RouteEstimate } from './supplier-map.tsx'

const SANDTON = { latitude: -26.107, longitude: 28.057 }
const SOWETO = { latitude: -26.249, longitude: 27.854 }
const ROSEBANK = { latitude: -26.146, longitude: 28.044 }
const origin = { position: SANDTON, label: 'Sandton, Johannesburg' }

const leg = (distanceText: string, durationText: string) => ({
  distanceText,
  durationText,
  roadKm: 0,
  minutes: 0,
  line: [SANDTON, SOWETO],
})

/** What a person reads in the directions, tags removed. */
function textOf(route: RouteState): string {
  return renderToStaticMarkup(<RouteEstimate origin={origin} route={route} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('the directions to a selected supplier (shell spec §2: loading, then texts per leg)', () => {
  it.each([
    ['while the directions load', { status: 'loading' }, 'Loading directions…'],
    [
      'one estimated leg: its texts, said to be an estimate',
      { status: 'ready', route: { estimated: true, legs: [leg('4.4 km', '5 min')] } },
      'Estimated distance by road About 4.4 km Estimated driving time About 5 min From Sandton, Johannesburg. Estimate only: the straight-line distance (as the crow flies) times a road factor for the province (1.2 to 1.4), at an average 60 km/h. It is not a route; check a navigation app before you travel.',
    ],
    [
      "two legs from a routing engine: each leg's texts, no estimate note",
      {
        status: 'ready',
        route: { estimated: false, legs: [leg('12.0 km', '18 min'), leg('3.1 km', '6 min')] },
      },
      'Distance by road About 12.0 km Driving time About 18 min Distance by road About 3.1 km Driving time About 6 min From Sandton, Johannesburg.',
    ],
    [
      'the routing failed',
      { status: 'failed' },
      'Directions are not available right now. Please try again later.',
    ],
  ] as const)('%s', (_row, route, text) => {
    expect(textOf(route as RouteState)).toBe(text)
  })
})

describe('useSupplierRoute: the loading flag stays until the directions return', () => {
  it('loading, then the route; a new destination loads again', async () => {
    const answers: ((route: SupplierRoute) => void)[] = []
    const routing: RoutingService = { route: () => new Promise((resolve) => answers.push(resolve)) }
    const { result, rerender } = renderHook(({ to }) => useSupplierRoute(routing, SANDTON, to), {
      initialProps: { to: SOWETO as typeof SOWETO | null },
    })
    expect(result.current).toEqual({ status: 'loading' })
    const first: SupplierRoute = { estimated: true, legs: [leg('30.0 km', '30 min')] }
    await act(async () => answers[0]!(first))
    expect(result.current).toEqual({ status: 'ready', route: first })

    rerender({ to: ROSEBANK })
    expect(result.current).toEqual({ status: 'loading' })
    rerender({ to: null })
    expect(result.current).toEqual({ status: 'none' })
  })
})
