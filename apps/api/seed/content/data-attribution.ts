import type { ContentSection } from '@insure/domain/content'

/**
 * The attribution the reference data asks for wherever it ships (../shared/data/README.md): the
 * suburb search and the supplier map use it, so both brands' legal notices (the general disclaimer)
 * carry it.
 */
export const DATA_ATTRIBUTION_SECTION: ContentSection = {
  type: 'text',
  heading: 'Reference data',
  content: `<p>The suburb and postal code search and the supplier map use the South African postal codes, their provinces and the province outlines of the saffer package by Andrew Collier (MIT licence).</p>
<p>The coordinates of the postal codes: Data from GeoNames, <a href="https://www.geonames.org/">www.geonames.org</a>, licensed under CC BY 4.0.</p>`,
}
