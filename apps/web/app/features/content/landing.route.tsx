import { telephoneHref } from '@insure/domain/company'
import type { Route } from './+types/landing.route'
import { contentPageHeaders, loadGuardedPage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { usePhoneNumber } from '../../lib/site.tsx'
import { ContentSections } from './content-sections.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/** home/{slug}: a landing page, with its own phone number when the configuration has one. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { page } = await loadGuardedPage({ request, url }, context, `home/${params.slug}`)
  return { page }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.page, matches)
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  const phoneNumber = usePhoneNumber()
  return (
    <main className="page page--landing">
      <div className="landing-banner">
        {page.desktop_image ? (
          <picture>
            {page.mobile_image ? <source media="(max-width: 768px)" srcSet={page.mobile_image} /> : null}
            <img src={page.desktop_image} alt="" width="1200" height="400" fetchPriority="high" />
          </picture>
        ) : null}
        <h1>{page.heading}</h1>
        {page.sub_heading ? <p className="lead">{page.sub_heading}</p> : null}
        <p>
          Call us on <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>
        </p>
      </div>
      <ContentSections sections={page.content_sections} />
    </main>
  )
}
