// The features fill lib/embeds.tsx: content's embed markers and the slots of other features' pages.
// The page server imports this module with the root, so every page has them before its first render;
// the browser loads it beside hydration (./embeddables.browser.ts, apps/web/package.json "imports").
import './features/feedback/embeddable-feedback.tsx'
import './features/forms/embeddable-forms.tsx'
import './features/map/embeddable-map.tsx'
import './features/test-data/embeddable-test-data.tsx'
