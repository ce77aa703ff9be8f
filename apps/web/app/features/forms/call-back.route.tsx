import { telephoneHref } from '@insure/domain/company'
import { Embed } from '../../lib/embeds.tsx'
import { usePhoneNumber } from '../../lib/site.tsx'
import './embeddable-forms.ts'

/** call-back: the call-back page, hosting the call-me-back form. */
export function meta() {
  return [{ title: 'Call me back' }]
}

export default function CallBackRoute() {
  const phoneNumber = usePhoneNumber()
  return (
    <main className="page">
      <h1>Call me back</h1>
      <p className="lead">
        Leave your details and a consultant will call you, or call us on{' '}
        <a href={telephoneHref(phoneNumber)}>{phoneNumber}</a>.
      </p>
      <Embed name="call-back-new" />
    </main>
  )
}
