import type { ProductCode } from '@insure/domain/catalogue'
import { policyDocumentPath, type PolicyDocumentKind } from '@insure/domain/policy-documents'

const LINK_TEXT: Readonly<Record<PolicyDocumentKind, string>> = {
  POLICY_WORDING: 'Read the policy wording',
  TERMS: 'Read the terms and conditions',
}

/**
 * The document a buyer confirms having read, linked beside the box they tick (issue 25). It opens in
 * a new tab, and says so, so that what was typed on the page stays where it was, script or not.
 */
export function DocumentLink({ productCode, kind }: { productCode: ProductCode; kind: PolicyDocumentKind }) {
  return (
    <p className="document-link">
      <a href={policyDocumentPath(productCode, kind)} target="_blank" rel="noopener">
        {LINK_TEXT[kind]} (opens in a new tab)
      </a>
    </p>
  )
}
