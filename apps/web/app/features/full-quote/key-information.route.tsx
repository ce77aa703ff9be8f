import { formatIsoDateInWords } from '@insure/domain/calendar'
import { policyDocumentPath } from '@insure/domain/policy-documents'
import type { ProductCode } from '@insure/domain/catalogue'
import { data } from 'react-router'
import type { Route } from './+types/key-information.route'
import { privatePageMeta } from '../../lib/page-meta.ts'
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../../lib/private-page.ts'
import { asNotFoundResponse, requireAgentOnAgentPages } from './full-quote.server.ts'

export const headers = privatePageHeaders

type KeyInformation = {
  title: string
  productCode: ProductCode
  sections: { heading: string; paragraphs: string[] }[]
  wording: { version: string; effectiveDate: string; sha256: string }
}

/**
 * quote/:hashedQuoteId/key-information (issue 25): the quote's key information on one page, made by
 * the API from the policy wording's own summaries and the quote's numbers, to the quote's owner only
 * (the browser's owner credential goes with the page server's call). Anything else is 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireAgentOnAgentPages(url, context).catch(asNotFoundResponse)
  const answer = await context.callApi(
    'GET',
    `/wyzeapi/quote/key-information/${encodeURIComponent(params.hashedQuoteId)}`,
  )
  if (answer.status >= 500) throw new Error(`key-information answered ${answer.status}`)
  if (answer.status !== 200) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS })
  return { summary: (answer.body as { data: KeyInformation }).data }
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return privatePageMeta(loaded && { title: loaded.summary.title }, matches)
}

export default function KeyInformationRoute({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData
  return (
    <main className="page page--document">
      <article className="policy-document">
        <h1>{summary.title}</h1>
        <p className="lead">Your cover in plain words, on one page.</p>
        {summary.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          <a href={policyDocumentPath(summary.productCode, 'POLICY_WORDING')}>
            Read the full policy wording (version {summary.wording.version}, in effect from{' '}
            {formatIsoDateInWords(summary.wording.effectiveDate)})
          </a>
        </p>
      </article>
    </main>
  )
}
