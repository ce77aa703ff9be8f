import { lazy } from 'react'
import { registerEmbed } from '../../lib/embeds.tsx'
import type { CallMeBackVariant } from './call-me-back-form.tsx'

/**
 * The forms content can embed by marker (shell spec §2): contact, claim, the call-back variants and
 * free life cover. Each loads on demand, so a page without a form never downloads form code (or zod).
 */
export const LazyCallMeBackForm = lazy(() =>
  import('./call-me-back-form.tsx').then((module) => ({ default: module.CallMeBackForm })),
)
const LazyContactUsForm = lazy(() =>
  import('./contact-us-form.tsx').then((module) => ({ default: module.ContactUsForm })),
)
const LazyClaimForm = lazy(() => import('./claim-form.tsx').then((module) => ({ default: module.ClaimForm })))
const LazyFreeLifeCover = lazy(() =>
  import('./free-life-cover.tsx').then((module) => ({ default: module.FreeLifeCover })),
)
export const LazyBlogSubscriptionForm = lazy(() =>
  import('./blog-subscription-form.tsx').then((module) => ({ default: module.BlogSubscriptionForm })),
)

const callBack = (variant: CallMeBackVariant) =>
  function EmbeddedCallMeBack() {
    return <LazyCallMeBackForm variant={variant} />
  }

registerEmbed('contact-form', LazyContactUsForm)
registerEmbed('claim-form', LazyClaimForm)
registerEmbed('call-back-new', callBack('new'))
registerEmbed('call-back-one', callBack('one'))
registerEmbed('call-back-two', callBack('two'))
registerEmbed('call-back-car-home', callBack('car-home'))
registerEmbed('free-life-cover', LazyFreeLifeCover)
