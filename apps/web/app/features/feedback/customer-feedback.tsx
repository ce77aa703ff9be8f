import { Testimonial, useCustomerFeedback } from './feedback-parts.tsx'

/**
 * The customer-feedback embed (shell spec §2): every testimonial of the company, newest first, as a
 * list (a grid on wide screens). Nothing when the company has none.
 */
export function CustomerFeedback() {
  const feedback = useCustomerFeedback()
  if (feedback.length === 0) return null
  return (
    <ul className="customer-feedback" aria-label="Customer feedback">
      {feedback.map((item) => (
        <li key={`${item.name}-${item.date}`} className="customer-feedback__item">
          <Testimonial feedback={item} />
        </li>
      ))}
    </ul>
  )
}
