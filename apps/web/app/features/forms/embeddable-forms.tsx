import {
  BlogSubscriptionForm,
  CallMeBackForm,
  ClaimForm,
  ContactUsForm,
  FreeLifeCover,
} from '#embedded-forms'
import { registerEmbed, registerSlot, type CallMeBackVariant } from '../../lib/embeds.tsx'

/**
 * The forms content can embed by marker (shell spec §2): contact, claim, the call-back variants and
 * free life cover; and the forms other features' pages place in their slots (post, blog list,
 * product banner, floating button, quote result). root.tsx imports this module.
 *
 * `#embedded-forms` is a different module on each side (apps/web/package.json "imports", by the
 * `browser` condition). On the server the forms render at once, into the page's HTML: a form that
 * streamed in later, in a hidden Suspense boundary only script reveals, is missing without
 * JavaScript (issue 17). In the browser each loads on demand, so a page without a form never
 * downloads form code (or zod); hydration keeps the server's HTML of a boundary whose code is still
 * loading, and a form submitted meanwhile posts to the page's action. Hosts wrap them in <Suspense>
 * on both sides, so the two trees match.
 */
registerSlot('call-me-back-form', CallMeBackForm)
registerSlot('blog-subscription-form', BlogSubscriptionForm)

const callBack = (variant: CallMeBackVariant) =>
  function EmbeddedCallMeBack() {
    return <CallMeBackForm variant={variant} />
  }

registerEmbed('contact-form', ContactUsForm)
registerEmbed('claim-form', ClaimForm)
registerEmbed('call-back-new', callBack('new'))
registerEmbed('call-back-one', callBack('one'))
registerEmbed('call-back-two', callBack('two'))
registerEmbed('call-back-car-home', callBack('car-home'))
registerEmbed('free-life-cover', FreeLifeCover)
