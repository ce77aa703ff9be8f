import { productOfCode, type ProductCode } from '@insure/domain/catalogue'
import { policyDocumentKindOfSlug, type PolicyDocument } from '@insure/domain/policy-documents'
import { data } from 'react-router'
import type { SiteLoadContext } from '../../lib/load-context.ts'

export type ServedPolicyDocument = PolicyDocument & { sha256: string }

/** The product and kind an address names (`/documents/funeral/policy-wording`), or a 404. */
export function documentAddressOf(params: { productCode?: string; kind?: string }): {
  productCode: ProductCode
  slug: string
} {
  const product = productOfCode(params.productCode ?? '')
  const kind = policyDocumentKindOfSlug(params.kind ?? '')
  if (!product || !kind) throw data(null, { status: 404 })
  return { productCode: product.code, slug: params.kind! }
}

/** The document in effect, from the API (GET A/policy-documents/{product}/{kind}); unknown: 404. */
export async function loadPolicyDocument(
  context: SiteLoadContext,
  address: { productCode: ProductCode; slug: string },
): Promise<ServedPolicyDocument> {
  const answer = await context.callApi(
    'GET',
    `/wyzeapi/policy-documents/${address.productCode}/${address.slug}`,
  )
  if (answer.status >= 500) throw new Error(`policy-documents answered ${answer.status}`)
  if (answer.status !== 200) throw data(null, { status: 404 })
  return (answer.body as { data: ServedPolicyDocument }).data
}
