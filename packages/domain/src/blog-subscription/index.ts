import { z } from '../zod-config/index.ts'
import type { CompanyCode } from '../catalogue/index.ts'
import { EmailSchema } from '../email/index.ts'
import { personNameSchema } from '../person-name/index.ts'

export const FIRST_NAME_INVALID_MESSAGE = 'First name must be valid'
export const LAST_NAME_INVALID_MESSAGE = 'Last name must be valid'

/**
 * The mailing list each company's blog subscribers join (POST A/blogs/submitSubscribeBlog/{listId},
 * forms spec §7). The spec does not name the lists; ours, one a company.
 */
export const BLOG_SUBSCRIPTION_LISTS: Readonly<Record<CompanyCode, string>> = {
  IWYZE: 'iwyze-blog',
  OM: 'om-blog',
}

/** The blog subscription (forms spec §3 Subscriber): first name, last name and e-mail, each required. */
export const BlogSubscriberSchema = z.object({
  firstName: personNameSchema(FIRST_NAME_INVALID_MESSAGE),
  lastName: personNameSchema(LAST_NAME_INVALID_MESSAGE),
  emailAddress: EmailSchema,
})
export type BlogSubscriber = z.infer<typeof BlogSubscriberSchema>
