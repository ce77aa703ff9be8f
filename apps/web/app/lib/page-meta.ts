import type { MetaDescriptor } from 'react-router'
import { NOINDEX_META } from './private-page.ts'
import { dataOf, type DataBlockAnswer } from './data-block.tsx'

/** The route matches a meta function gets; the root's data block has the company configuration. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]
type CompanyMetadata = { name: string; meta_description: string }

function companyMetadata(matches: MetaMatches): CompanyMetadata | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as DataBlockAnswer | undefined
  return root?.blockKey === undefined
    ? undefined
    : dataOf<{ config: { metadata: CompanyMetadata } }>('shell', root).config.metadata
}

/** A document title that names the company once: content titles often name it already ("Claims | iWYZE"). */
export function documentTitle(title: string, companyName: string | undefined): string {
  return !companyName || title.includes(companyName) ? title : `${title} | ${companyName}`
}

/**
 * Title and description of a page: its own where it has them (a content page's fields, a post's
 * summary), else the company's default description from its configuration.
 */
export function pageMeta(
  page: { title: string; meta_description?: string | null } | undefined,
  matches: MetaMatches,
): MetaDescriptor[] {
  const company = companyMetadata(matches)
  const description = page?.meta_description || company?.meta_description
  return [
    { title: documentTitle(page?.title ?? 'Page not found', company?.name) },
    ...(description ? [{ name: 'description', content: description }] : []),
  ]
}

/** pageMeta of a page that shows personal information: search engines are told not to list it. */
export function privatePageMeta(
  page: { title: string; meta_description?: string | null } | undefined,
  matches: MetaMatches,
): MetaDescriptor[] {
  return [...pageMeta(page, matches), NOINDEX_META]
}
