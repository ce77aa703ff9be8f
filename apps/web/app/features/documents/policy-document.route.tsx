import { formatIsoDateInWords } from '@insure/domain/calendar'
import { insurerOf } from '@insure/domain/company'
import { inShort, policyDocumentPath } from '@insure/domain/policy-documents'
import type { Route } from './+types/policy-document.route'
import { pageMeta } from '../../lib/page-meta.ts'
import { useSite } from '../../lib/site.tsx'
import { InsurerLetterhead } from './insurer-letterhead.tsx'
import { documentAddressOf, loadPolicyDocument } from './policy-document.server.ts'

/**
 * documents/{product}/policy-wording and documents/{product}/terms (issue 25): the product's wording
 * or terms in effect, as a page a buyer reads before buying (the disclaimer and banking pages link
 * here), under the company's letterhead, with the version and the SHA-256 its schedules print.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const address = documentAddressOf(params)
  return { document: await loadPolicyDocument(context, address) }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data && { title: data.document.title }, matches)
}

export default function PolicyDocumentRoute({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData
  const { config } = useSite()
  return (
    <main className="page page--document">
      <article className="policy-document">
        <InsurerLetterhead
          companyName={config.metadata.name}
          insurer={insurerOf(config.insurers, document.productCode)}
        />
        <h1>{document.title}</h1>
        <p className="policy-document__version">
          Version {document.version}, in effect from {formatIsoDateInWords(document.effectiveDate)}
        </p>
        <p>
          <a href={policyDocumentPath(document.productCode, document.kind, true)} download>
            Download this document (PDF)
          </a>
        </p>
        {document.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`${slugOf(section.heading)}`}>
            <h2 id={slugOf(section.heading)}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.summary ? (
              <p className="policy-document__in-short">
                <strong>{inShort(section.summary.text)}</strong>
              </p>
            ) : null}
          </section>
        ))}
        <p className="policy-document__fingerprint">
          SHA-256 of this text: <code>{document.sha256}</code>. Your policy schedule prints the same
          fingerprint when your policy was sold on these words.
        </p>
      </article>
    </main>
  )
}

/** An id for a section's heading: "3. What we do not pay for" → "section-3-what-we-do-not-pay-for". */
function slugOf(heading: string): string {
  return `section-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}
