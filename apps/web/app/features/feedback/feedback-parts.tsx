import { feedbackMonth, newestFirst, type CustomerFeedback } from '@insure/domain/feedback'
import { useMemo } from 'react'
import { useSite } from '../../lib/site.tsx'
import { StarRating } from './star-rating.tsx'

/** The company's testimonials, newest first (shell spec §3 configuration `customer_feedback`). */
export function useCustomerFeedback(): CustomerFeedback[] {
  const { config } = useSite()
  return useMemo(() => newestFirst(config.customer_feedback ?? []), [config.customer_feedback])
}

/** The title of a product as the company calls it ("Car Insurance"), or none for an unknown code. */
function useProductTitle(productType: string): string | null {
  const { config } = useSite()
  return config.products_pages.find((page) => page.product_type === productType)?.title ?? null
}

/** One testimonial: the quote, who said it (name, town, product, month) and the rating. */
export function Testimonial({ feedback }: { feedback: CustomerFeedback }) {
  const product = useProductTitle(feedback.product_type)
  return (
    <figure className="testimonial">
      <StarRating rating={feedback.rating} />
      <blockquote className="testimonial__quote">
        <p>{feedback.quote}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        <span className="testimonial__name">{feedback.name}</span>, {feedback.town}
        <span className="testimonial__meta">
          {product ? `${product} customer, ` : ''}
          <time dateTime={feedback.date}>{feedbackMonth(feedback.date)}</time>
        </span>
      </figcaption>
    </figure>
  )
}
