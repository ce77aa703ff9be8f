import type { ApiClient } from './api-client.ts'
import { reportSiteError } from './site-error.ts'

/** A product as GET A/product/all answers it (shell spec §3 Product; the API's ProductSchema). */
export type ListedProduct = {
  productId: number
  hashedProductId: string
  internalName: string
  displayName: string
  name: string
  description: string
  icon: string
  active: boolean
  displayOrder: number
  navigateToUrl: string | null
  product_type: string
  productcode: string
}

/** What the console says when the product list cannot be had (forms spec §8: "logged"). */
export const PRODUCT_LIST_FAILURE = 'The product list could not be loaded'

/**
 * Gets all products (shell spec §7, forms spec §7 GET A/product/all) for the session's `products`.
 * Call-centre requests name the company (shell spec §6). A failure is logged; in call-centre mode it
 * is also shown in the error popup (forms spec §8: "Product list failure: logged; in call-centre mode
 * shown in a popup (400 shows the error body)"): the agent must know the list is missing, a visitor
 * can go on without it. Null on failure.
 */
export async function loadProductList(
  api: ApiClient,
  visit: { callCentre: boolean; companyCode: string },
): Promise<ListedProduct[] | null> {
  const query = visit.callCentre ? `?companyCode=${encodeURIComponent(visit.companyCode)}` : ''
  try {
    return await api.get<ListedProduct[]>(`/wyzeapi/product/all${query}`)
  } catch (error) {
    console.error(PRODUCT_LIST_FAILURE, error instanceof Error ? error.message : 'unknown error')
    if (visit.callCentre) reportSiteError(error)
    return null
  }
}
