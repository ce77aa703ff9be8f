import { lazy } from 'react'
import { registerEmbed } from '../../lib/embeds.tsx'

/**
 * The customer-feedback embeds content can carry by marker (shell spec §2): the list of testimonials
 * and the slider. Each loads on demand, so a page without one never downloads its code.
 */
const LazyCustomerFeedback = lazy(() =>
  import('./customer-feedback.tsx').then((module) => ({ default: module.CustomerFeedback })),
)
const LazyFeedbackSlider = lazy(() =>
  import('./feedback-slider.tsx').then((module) => ({ default: module.FeedbackSlider })),
)

registerEmbed('customer-feedback', LazyCustomerFeedback)
registerEmbed('feedback-slider', LazyFeedbackSlider)
