import { lazy } from 'react'
import { registerEmbed } from '../../lib/embeds.tsx'

/**
 * The supplier-locations map content can embed by marker (shell spec §2: "supplier locations"). It
 * loads on demand, so a page without the map never downloads its code; Leaflet itself (and its CSS)
 * loads later still, in the browser only (see supplier-map.tsx).
 */
export const LazySupplierMap = lazy(() =>
  import('./supplier-map.tsx').then((module) => ({ default: module.SupplierMap })),
)

registerEmbed('supplier-locations', LazySupplierMap)
