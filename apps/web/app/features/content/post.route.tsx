import { Suspense } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/post.route'
import { contentBackend } from '../../lib/content.server.ts'
import { Slot } from '../../lib/embeds.tsx'
import { contentPageHeaders, requireActivePage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { ContentSections } from './content-sections.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

/** post/{slug}: a blog post; an unknown slug goes to /404. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const content = contentBackend({ request, url }, context)
  const [config, post] = await Promise.all([content.config(), content.blogPost(params.slug)])
  requireActivePage(config, 'blog_page')
  return { post }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data && { title: data.post.title, meta_description: data.post.summary }, matches)
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  return (
    <main className="page page--post">
      <p>
        <Link to="/blogs">Back to the blog</Link>
      </p>
      <article>
        <h1>{post.title}</h1>
        <p className="blog-card__meta">
          <time dateTime={post.published_on}>{post.published_on.replaceAll('-', '/')}</time> · {post.author}
        </p>
        <p className="lead">{post.summary}</p>
        <ContentSections sections={post.content_sections} />
      </article>
      <Suspense fallback={<p className="embed-loading">Loading…</p>}>
        <aside className="post-call-me-back" aria-label="Call me back">
          <Slot name="call-me-back-form" variant="new" heading="Want to talk it through? We will call you" />
        </aside>
        <Slot name="blog-subscription-form" />
      </Suspense>
    </main>
  )
}
