import { telephoneHref } from '@insure/domain/company'
import type { Route } from './+types/call-back.route'
import { pageMeta } from '../../lib/page-meta.ts'
import { postedFormHeaders } from '../../lib/private-page.ts'
import { usePhoneNumber } from '../../lib/site.tsx'
import { CallMeBackForm } from './call-me-back-form.tsx'
import { formAction } from './form-action.server.ts'

/** call-back: the call-back page, hosting the default call-me-back form. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: 'Call me back',
      meta_description: 'Leave your name and number, choose a product, and a consultant will call you back.',
    },
    matches,
  )
}

/** The form sent without script (./form-action.server.ts). */
export const action = formAction

/** After a post the page echoes what was typed: private then. */
export const headers = postedFormHeaders

export default function CallBackRoute() {
  const phoneNumber = usePhoneNumber()
  return (
    <main className="page">
      <h1>Call me back</h1>
      <p className="lead">
        Leave your details and a consultant will call you, or call us on{' '}
        <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>.
      </p>
      <CallMeBackForm variant="new" heading={null} />
    </main>
  )
}
