import { z } from '../zod-config/index.ts'
import { isIsoDate } from '../calendar/index.ts'
import { ProductCodeSchema } from '../catalogue/index.ts'
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './rules.ts'

/** One testimonial of the company configuration's `customer_feedback`. */
export const CustomerFeedbackSchema = z.object({
  name: z.string().trim().min(1).max(60),
  town: z.string().trim().min(1).max(60),
  product_type: ProductCodeSchema,
  rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
  quote: z.string().trim().min(1).max(600),
  date: z.string().refine(isIsoDate, { error: 'must be a date YYYY-MM-DD' }),
})
