import { BlogSubscriberSchema } from '@insure/domain/blog-subscription'
import { useState } from 'react'
import { useFormSite } from '../../lib/form-site.ts'
import { TextField } from '../../lib/forms/fields.tsx'
import { FormErrorSummary } from '../../lib/forms/error-summary.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { PostedFormField, usePostedForm } from '../../lib/posted-form.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { BLOG_SUBSCRIPTION_FIELDS, blogSubscriptionEndpoint } from './submissions.ts'

/**
 * Blog subscription (forms spec §3 Subscriber, §7): first name, last name and e-mail. Server-rendered
 * as a `<form method="post">` the page's action handles until the script takes it over.
 */
export function BlogSubscriptionForm() {
  const site = useFormSite()
  const posted = usePostedForm('blog-subscription')
  const [subscribed, setSubscribed] = useState(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()
  const { form, fields, restart } = useSchemaForm({
    schema: BlogSubscriberSchema,
    lastResult: posted.result,
    defaultValue: { firstName: '', lastName: '', emailAddress: '' },
    send: (subscriber, { showServerErrors }) =>
      run(async () => {
        setNotSent(false)
        try {
          await site.api.post(blogSubscriptionEndpoint(site.companyCode), subscriber)
          restart()
          setSubscribed(true)
        } catch (error) {
          if (!showServerErrors(error, BLOG_SUBSCRIPTION_FIELDS)) setNotSent(true)
        }
      }),
  })

  return (
    <section id={posted.anchor} className="blog-subscription" aria-labelledby="blog-subscription-heading">
      <h2 id="blog-subscription-heading">Get new posts by e-mail</h2>
      {subscribed ? (
        <p role="status">Thank you for subscribing. New posts will arrive in your inbox.</p>
      ) : (
        <form
          key={form.id}
          id={form.id}
          noValidate
          method="post"
          action={posted.action}
          onSubmit={form.onSubmit}
          className="form form--columns-3"
        >
          <PostedFormField name={posted.name} />
          <FormErrorSummary form={form} />
          <TextField label="First name" autoComplete="given-name" field={fields.firstName} />
          <TextField label="Last name" autoComplete="family-name" field={fields.lastName} />
          <TextField label="Email" type="email" autoComplete="email" field={fields.emailAddress} />
          {notSent ? (
            <p className="form__summary" role="alert">
              We could not subscribe you. Please try again.
            </p>
          ) : null}
          <SubmitButton busy={busy}>SUBSCRIBE</SubmitButton>
        </form>
      )}
    </section>
  )
}
