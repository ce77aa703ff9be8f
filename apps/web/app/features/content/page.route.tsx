import { redirect } from 'react-router'
import type { Route } from './+types/page.route'
import { contentPageHeaders, loadGuardedPage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { ContentSections } from './content-sections.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/** {slug}: a generic content page; a missing slug is refused and sent to / (shell spec §5). */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  if (!params.slug?.trim()) throw redirect('/')
  const { page } = await loadGuardedPage({ request, url }, context, params.slug)
  return { page }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <main className="page">
      <h1>{page.heading}</h1>
      {page.sub_heading ? <p className="lead">{page.sub_heading}</p> : null}
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
