/** Title and description of a content page, with the company's name. */
export function pageMeta(
  page: { title: string; meta_description: string } | undefined,
  companyName?: string,
) {
  if (!page) return [{ title: 'Page not found' }]
  return [
    { title: companyName ? `${page.title} | ${companyName}` : page.title },
    { name: 'description', content: page.meta_description },
  ]
}
