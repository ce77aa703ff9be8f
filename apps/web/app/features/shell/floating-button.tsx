import { Suspense, lazy, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useSite } from '../../lib/site.tsx'

const noSubscription = () => () => {}

/** The menu and its panel load once the page is hydrated: the first load carries only the link. */
const FloatingMenu = lazy(() =>
  import('./floating-menu.tsx').then((module) => ({ default: module.FloatingMenu })),
)

/**
 * The floating "Need Assistance?" button (shell spec §2, §4): Quick Quote goes to the quote page;
 * Call me back opens a panel with the call-me-back form. It closes on a click or scroll outside it;
 * on narrow screens only while the call-me-back panel is not shown. The shell shows it only when the
 * company switches on at least one of its two parts (shell spec §6).
 *
 * Until the script runs (or without it) it is a link to the call-back page (its form works without
 * script), or to the quote when the company offers only Quick Quote (issue 25). It floats only where
 * the page leaves it a margin of its own; elsewhere it sits in the flow at the foot of the page, so it
 * never covers a field (app.css, `.floating-button`).
 */
export function FloatingButton({ phoneNumber }: { phoneNumber: string }) {
  const { config } = useSite()
  // False on the server and while hydrating (the link), true once the page answers to input.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const link = (
    <div className="floating-button" data-expanded="false">
      <Link
        className="floating-button__toggle"
        to={config.floating_button.call_me_back ? '/call-back' : '/quote'}
      >
        Need Assistance?
      </Link>
    </div>
  )
  if (!hydrated) return link
  // The link stays while the menu's code loads.
  return (
    <Suspense fallback={link}>
      <FloatingMenu phoneNumber={phoneNumber} />
    </Suspense>
  )
}
