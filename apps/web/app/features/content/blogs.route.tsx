import { BLOG_PAGE_SIZE, BLOG_TYPES, type BlogPostSummary } from '@insure/domain/content'
import { Suspense, useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import type { Route } from './+types/blogs.route'
import { contentBackend } from '../../lib/content.server.ts'
import { contentPageHeaders, requireActivePage } from '../../lib/content-page.server.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import { pageMeta } from '../../lib/page-meta.ts'
import { Slot } from '../../lib/embeds.tsx'

export const headers = contentPageHeaders

/** A form on the page sent without script (lib/page-action.server.ts). */
export const action = pageAction

const TYPE_LABELS: Record<string, string> = { news: 'News', tips: 'Tips', guides: 'Guides' }

/** blogs: 20 posts a page, newest first, with type and search filters (shell spec §7, §9). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const type = (BLOG_TYPES as readonly string[]).includes(url.searchParams.get('type') ?? '')
    ? url.searchParams.get('type')!
    : ''
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0)
  const content = contentBackend({ request, url }, context)
  const query = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE), offset: String(offset), type })
  if (q) query.set('q', q)
  const [config, blogPage, posts] = await Promise.all([
    content.config(),
    content.blogPage(),
    content.blogPosts(query),
  ])
  requireActivePage(config, 'blog_page')
  return {
    blogPage,
    type,
    q,
    offset,
    count: posts.count,
    posts: posts.results,
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(data?.blogPage, matches)
}

function listHref(type: string, q: string, offset: number) {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (q) query.set('q', q)
  if (offset) query.set('offset', String(offset))
  const search = query.toString()
  return search ? `/blogs?${search}` : '/blogs'
}

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  const { blogPage, type, q, offset, count } = loaderData
  const fetcher = useFetcher<typeof loader>()
  const sentinel = useRef<HTMLDivElement>(null)
  // Pages fetched by scrolling, for the list the loader answered (new filters start again).
  const [more, setMore] = useState<{ list: unknown; seen: unknown; posts: BlogPostSummary[] }>({
    list: loaderData.posts,
    seen: null,
    posts: [],
  })
  if (more.list !== loaderData.posts) setMore({ list: loaderData.posts, seen: fetcher.data, posts: [] })
  else if (fetcher.data && fetcher.data !== more.seen && fetcher.data.type === type && fetcher.data.q === q) {
    setMore({ ...more, seen: fetcher.data, posts: [...more.posts, ...fetcher.data.posts] })
  }
  const posts = [...loaderData.posts, ...more.posts].filter(
    (post, index, all) => all.findIndex((other) => other.slug === post.slug) === index,
  )
  const nextOffset = offset + posts.length
  const hasMore = nextOffset < count

  // Infinite scroll: the next 20 when the end of the list comes into view.
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry!.isIntersecting && fetcher.state === 'idle') fetcher.load(listHref(type, q, nextOffset))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, nextOffset, type, q, fetcher])

  return (
    <main className="page page--blogs">
      <h1>{blogPage.heading}</h1>
      {blogPage.sub_heading ? <p className="lead">{blogPage.sub_heading}</p> : null}
      <Form method="get" className="blog-filters" role="search">
        <label>
          Type
          <select name="type" defaultValue={type}>
            <option value="">All posts</option>
            {BLOG_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <p role="status" className="blog-count">
        {count === 0 ? 'No posts match your search.' : `${count} ${count === 1 ? 'post' : 'posts'}`}
      </p>
      <ul className="blog-list">
        {posts.map((post) => (
          <li key={post.slug} className="blog-card">
            <p className="blog-card__type">{TYPE_LABELS[post.type]}</p>
            <h2>
              <Link to={`/post/${post.slug}`}>{post.title}</Link>
            </h2>
            <p>{post.summary}</p>
            <p className="blog-card__meta">
              <time dateTime={post.published_on}>{post.published_on.replaceAll('-', '/')}</time> ·{' '}
              {post.author}
            </p>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel}>
          <Link to={listHref(type, q, nextOffset)} className="button button--secondary" preventScrollReset>
            {fetcher.state === 'loading' ? 'Loading…' : 'More posts'}
          </Link>
        </div>
      ) : null}
      <Suspense fallback={<p className="embed-loading">Loading…</p>}>
        <Slot name="blog-subscription-form" />
      </Suspense>
    </main>
  )
}
