import type { ProductCode } from '@insure/domain/catalogue'
import { policyDocumentPath } from '@insure/domain/policy-documents'

/**
 * The congratulations page's documents (issue 25): the policy schedule, the policy wording and the
 * terms it was sold on, and the quote's key-information summary, each a link the policyholder can
 * come back to. Without a schedule to download yet, it says the e-mail carries it.
 */
export function CongratulationsDocuments({
  productCode,
  scheduleHref,
  keyInformationHref,
}: {
  productCode: ProductCode
  scheduleHref: string | null
  keyInformationHref: string
}) {
  return (
    <section className="congratulations-documents" aria-labelledby="documents-heading">
      <h3 id="documents-heading">Your documents</h3>
      <ul>
        <li>
          {scheduleHref ? (
            <a href={scheduleHref} download>
              Download your policy schedule (PDF)
            </a>
          ) : (
            'Your policy schedule is attached to the confirmation e-mail.'
          )}
        </li>
        <li>
          <a href={keyInformationHref}>Your key information: your cover on one page</a>
        </li>
        <li>
          <a href={policyDocumentPath(productCode, 'POLICY_WORDING')}>The policy wording</a>
        </li>
        <li>
          <a href={policyDocumentPath(productCode, 'TERMS')}>The terms and conditions</a>
        </li>
      </ul>
    </section>
  )
}
