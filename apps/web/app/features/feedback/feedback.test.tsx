import { CustomerFeedbackSchema, type CustomerFeedback as Feedback } from '@insure/domain/feedback'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { companySeeds } from '../../../../api/seed/companies.ts'
import { isEmbedRegistered } from '../../lib/embeds.tsx'
import { renderInSite, testSite } from '../../lib/site.testing.tsx'
import { CustomerFeedback } from './customer-feedback.tsx'
import './embeddable-feedback.tsx'
import { FeedbackSlider } from './feedback-slider.tsx'
import { StarRating } from './star-rating.tsx'

/**
 * The markup of the feedback embeds before any interaction (server render); the slider's buttons,
 * keys and timer are checked in the browser (apps/web/e2e/shell-extras.spec.ts).
 */

const feedback: Feedback[] = [
  {
    name: 'Older A.',
    town: 'Durban',
    product_type: 'car',
    rating: 3,
    quote: 'Older quote.',
    date: '2024-05-01',
  },
  {
    name: 'Newer B.',
    town: 'Soweto',
    product_type: 'home',
    rating: 5,
    quote: 'Newer quote.',
    date: '2025-03-08',
  },
  {
    name: 'Middle C.',
    town: 'Paarl',
    product_type: 'bi',
    rating: 4,
    quote: 'Middle quote.',
    date: '2024-11-20',
  },
]

function render(children: ReactNode, list: Feedback[] = feedback) {
  const config = {
    customer_feedback: list,
    products_pages: [
      { slug: 'car-insurance', product_type: 'car', title: 'Car Insurance' },
      { slug: 'home-insurance', product_type: 'home', title: 'Home Insurance' },
    ],
  }
  return renderInSite(children, testSite({ config }))
}

describe('the feedback embeds (shell spec §2)', () => {
  it('register under the marker names customer-feedback and feedback-slider', () => {
    expect(isEmbedRegistered('customer-feedback')).toBe(true)
    expect(isEmbedRegistered('feedback-slider')).toBe(true)
  })

  it('draw a rating as an image named "Rated 4 out of 5" and as text', () => {
    const html = render(<StarRating rating={4} />)
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"')
    expect(html.match(/star-rating__star--on/g)).toHaveLength(4)
    expect(html).toContain('<span class="star-rating__text" aria-hidden="true">4 out of 5</span>')
  })
})

describe('customer-feedback', () => {
  it('lists every testimonial newest first, with who, where, product and month', () => {
    const html = render(<CustomerFeedback />)
    expect(html).toContain('<ul class="customer-feedback" aria-label="Customer feedback">')
    const order = ['Newer quote.', 'Middle quote.', 'Older quote.'].map((quote) => html.indexOf(quote))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(html).toContain('Home Insurance customer, <time dateTime="2025-03-08">March 2025</time>')
    // A product the company does not list is left out rather than shown as a code.
    expect(html).not.toContain('bi customer')
    expect(html).toContain('aria-label="Rated 5 out of 5"')
  })

  it('renders nothing when the company has no testimonials', () => {
    expect(render(<CustomerFeedback />, [])).toBe('')
  })
})

describe('feedback-slider', () => {
  it('shows the newest testimonial; the others keep their place but are hidden', () => {
    const html = render(<FeedbackSlider />)
    expect(html).toContain('aria-roledescription="carousel" aria-label="Customer feedback"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toMatch(
      /aria-label="1 of 3" class="feedback-slider__slide feedback-slider__slide--current">.*Newer quote/,
    )
    expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true" class="feedback-slider__slide">/)
  })

  it('has Previous, Next and a dot button for each testimonial, the first one current', () => {
    const html = render(<FeedbackSlider />)
    expect(html).toMatch(/<button[^>]*>.*Previous<\/button>/)
    expect(html).toMatch(/<button[^>]*>Next.*?<\/button>/)
    expect(html).toContain('aria-label="Show feedback 1 of 3" aria-current="true"')
    expect(html).toContain('aria-label="Show feedback 3 of 3"')
    expect(html).toContain('aria-live="polite"')
  })

  it('does not offer Pause before the browser says motion is fine (no autoplay on the server)', () => {
    expect(render(<FeedbackSlider />)).not.toContain('automatic slides')
  })

  it('has no controls for a single testimonial and renders nothing for none', () => {
    expect(render(<FeedbackSlider />, feedback.slice(0, 1))).not.toContain('Previous')
    expect(render(<FeedbackSlider />, [])).toBe('')
  })
})

describe('the seeded testimonials', () => {
  it.each(companySeeds.map((seed) => [seed.code, seed.configuration.customer_feedback] as const))(
    '%s has 6 to 8, each with a first name and a surname initial',
    (_code, list) => {
      expect(list.length).toBeGreaterThanOrEqual(6)
      expect(list.length).toBeLessThanOrEqual(8)
      for (const item of list) {
        expect(item.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
        expect(CustomerFeedbackSchema.parse(item)).toEqual(item)
      }
    },
  )

  it('differ between the companies', () => {
    const [first, second] = companySeeds.map((seed) =>
      seed.configuration.customer_feedback.map((item) => item.quote),
    )
    expect(first!.filter((quote) => second!.includes(quote))).toEqual([])
  })
})
