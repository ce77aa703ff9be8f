import { lazy } from 'react'

// The forms as the browser gets them: each loaded on demand (see embeddable-forms.tsx). The page
// server gets embedded-forms.tsx instead (apps/web/package.json "imports").
export const BlogSubscriptionForm = lazy(() =>
  import('./blog-subscription-form.tsx').then((module) => ({ default: module.BlogSubscriptionForm })),
)
export const CallMeBackForm = lazy(() =>
  import('./call-me-back-form.tsx').then((module) => ({ default: module.CallMeBackForm })),
)
export const ClaimForm = lazy(() =>
  import('./claim-form.tsx').then((module) => ({ default: module.ClaimForm })),
)
export const ContactUsForm = lazy(() =>
  import('./contact-us-form.tsx').then((module) => ({ default: module.ContactUsForm })),
)
export const FreeLifeCover = lazy(() =>
  import('./free-life-cover.tsx').then((module) => ({ default: module.FreeLifeCover })),
)
