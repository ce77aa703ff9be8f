import { data } from 'react-router'
import type { Route } from './+types/policy-document-pdf.route'
import { documentAddressOf } from './policy-document.server.ts'

/**
 * documents/{product}/policy-wording.pdf and documents/{product}/terms.pdf: the document as a PDF
 * under the company's letterhead, drawn by the API (GET A/policy-documents/{product}/{kind}/pdf);
 * a plain link does not carry the API key, so the page server fetches it and passes it on.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const kind = /\/(policy-wording|terms)\.pdf$/.exec(url.pathname)?.[1]
  const address = documentAddressOf({ productCode: params.productCode, kind })
  const answer = await context.fetchApi(
    `/wyzeapi/policy-documents/${address.productCode}/${address.slug}/pdf`,
  )
  if (answer.status >= 500) throw new Error(`policy-documents pdf answered ${answer.status}`)
  if (answer.status !== 200) throw data(null, { status: 404 })
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition':
      answer.headers.get('content-disposition') ?? `attachment; filename="${address.slug}.pdf"`,
    'Cache-Control': answer.headers.get('cache-control') ?? 'public, max-age=300',
  })
  return new Response(answer.body, { status: 200, headers })
}
