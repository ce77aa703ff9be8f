import { zodResolver } from '@hookform/resolvers/zod'
import {
  BLOG_SUBSCRIPTION_LISTS,
  BlogSubscriberSchema,
  type BlogSubscriber,
} from '@insure/domain/blog-subscription'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextField } from './form-fields.tsx'
import { showServerFieldErrors, useFormSite, useSingleFlight } from './form-submission.ts'

/** Blog subscription (forms spec §3 Subscriber, §7): first name, last name and e-mail. */
export function BlogSubscriptionForm() {
  const site = useFormSite()
  const form = useForm<BlogSubscriber>({
    resolver: zodResolver(BlogSubscriberSchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '' },
  })
  const { errors } = form.formState
  const [subscribed, setSubscribed] = useState(false)
  const [notSent, setNotSent] = useState(false)
  const { busy, run } = useSingleFlight()

  const submit = form.handleSubmit((subscriber) =>
    run(async () => {
      setNotSent(false)
      try {
        await site.api.post(
          `/wyzeapi/blogs/submitSubscribeBlog/${BLOG_SUBSCRIPTION_LISTS[site.companyCode]}`,
          subscriber,
        )
        form.reset()
        setSubscribed(true)
      } catch (error) {
        if (
          !showServerFieldErrors(error, form.setError, {
            firstName: 'firstName',
            lastName: 'lastName',
            emailAddress: 'emailAddress',
          })
        )
          setNotSent(true)
      }
    }),
  )

  return (
    <section className="blog-subscription" aria-labelledby="blog-subscription-heading">
      <h2 id="blog-subscription-heading">Get new posts by e-mail</h2>
      {subscribed ? (
        <p role="status">Thank you for subscribing. New posts will arrive in your inbox.</p>
      ) : (
        <form noValidate onSubmit={submit} className="form form--columns-3">
          <TextField
            label="First name"
            autoComplete="given-name"
            registration={form.register('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            registration={form.register('lastName')}
            error={errors.lastName}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
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
