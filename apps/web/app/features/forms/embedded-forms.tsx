// The forms as the page server renders them: at once, into the page's HTML (see embeddable-forms.tsx).
// The browser gets embedded-forms.browser.tsx instead (apps/web/package.json "imports").
export { BlogSubscriptionForm } from './blog-subscription-form.tsx'
export { CallMeBackForm } from './call-me-back-form.tsx'
export { ClaimForm } from './claim-form.tsx'
export { ContactUsForm } from './contact-us-form.tsx'
export { FreeLifeCover } from './free-life-cover.tsx'
