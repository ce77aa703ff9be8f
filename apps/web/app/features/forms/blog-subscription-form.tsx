import { zodResolver } from '@hookform/resolvers/zod'
import { BlogSubscriberSchema, type BlogSubscriber } from '@insure/domain/blog-subscription'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useFormSite } from '../../lib/form-site.ts'
import { TextField } from '../../ui/fields.tsx'
import { SubmitButton, useSingleFlight } from '../../ui/submit-button.tsx'
import { showServerFieldErrors } from './form-submission.ts'
import { PostedFormField, usePostedForm } from '../../lib/posted-form.tsx'
import { BLOG_SUBSCRIPTION_FIELDS, blogSubscriptionEndpoint } from './submissions.ts'

const BLANK: BlogSubscriber = { firstName: '', lastName: '', emailAddress: '' }

/**
 * Blog subscription (forms spec §3 Subscriber, §7): first name, last name and e-mail. Server-rendered
 * as a `<form method="post">` the page's action handles until the script takes it over.
 */
export function BlogSubscriptionForm() {
  const site = useFormSite()
  const posted = usePostedForm<BlogSubscriber>('blog-subscription')
  // What the page's action answered (the form sent without script): what was typed, and its messages.
  const defaults: BlogSubscriber = { ...BLANK, ...posted.values }
  const form = useForm<BlogSubscriber>({
    resolver: zodResolver(BlogSubscriberSchema),
    defaultValues: defaults,
    errors: posted.errors,
  })
  const { errors } = form.formState
  const [subscribed, setSubscribed] = useState(posted.sent)
  const [notSent, setNotSent] = useState(Boolean(posted.answer?.failure))
  const { busy, run } = useSingleFlight()

  const submit = form.handleSubmit((subscriber) =>
    run(async () => {
      setNotSent(false)
      try {
        await site.api.post(blogSubscriptionEndpoint(site.companyCode), subscriber)
        form.reset(BLANK)
        setSubscribed(true)
      } catch (error) {
        if (!showServerFieldErrors(error, form.setError, BLOG_SUBSCRIPTION_FIELDS)) setNotSent(true)
      }
    }),
  )

  return (
    <section id={posted.anchor} className="blog-subscription" aria-labelledby="blog-subscription-heading">
      <h2 id="blog-subscription-heading">Get new posts by e-mail</h2>
      {subscribed ? (
        <p role="status">Thank you for subscribing. New posts will arrive in your inbox.</p>
      ) : (
        <form
          noValidate
          method="post"
          action={posted.action}
          onSubmit={submit}
          className="form form--columns-3"
        >
          <PostedFormField name={posted.name} />
          <TextField
            label="First name"
            autoComplete="given-name"
            defaultValue={defaults.firstName}
            registration={form.register('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            defaultValue={defaults.lastName}
            registration={form.register('lastName')}
            error={errors.lastName}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            defaultValue={defaults.emailAddress}
            registration={form.register('emailAddress')}
            error={errors.emailAddress}
          />
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
