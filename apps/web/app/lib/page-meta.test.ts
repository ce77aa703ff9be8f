import { describe, expect, it } from 'vitest'
import { pageMeta } from './page-meta.ts'

const matches = [
  {
    id: 'root',
    // The root loader's answer to a data request (lib/data-block.tsx): only the company's metadata is read.
    loaderData: {
      blockKey: '1',
      blockText: JSON.stringify({
        config: { metadata: { name: 'iWYZE', meta_description: 'Insurance online from iWYZE.' } },
      }),
    },
  },
  { id: 'features/content/page.route', loaderData: {} },
]

describe('pageMeta', () => {
  it.each([
    {
      name: 'a content title that names the company stays as written',
      page: { title: 'Claims | iWYZE', meta_description: 'Report a claim.' },
      title: 'Claims | iWYZE',
      description: 'Report a claim.',
    },
    {
      name: "a title without the company's name gets it",
      page: { title: 'How funeral cover works', meta_description: 'A guide.' },
      title: 'How funeral cover works | iWYZE',
      description: 'A guide.',
    },
    {
      name: "a page without a description of its own takes the company's",
      page: { title: 'Something went wrong' },
      title: 'Something went wrong | iWYZE',
      description: 'Insurance online from iWYZE.',
    },
    {
      name: "an empty description is none: the company's instead",
      page: { title: 'Blog', meta_description: '' },
      title: 'Blog | iWYZE',
      description: 'Insurance online from iWYZE.',
    },
    {
      name: 'no page (its loader failed) is not found',
      page: undefined,
      title: 'Page not found | iWYZE',
      description: 'Insurance online from iWYZE.',
    },
  ])('$name', ({ page, title, description }) => {
    expect(pageMeta(page, matches)).toEqual([{ title }, { name: 'description', content: description }])
  })

  it('without the configuration (the root failed): the title alone', () => {
    expect(pageMeta({ title: 'Page not found' }, [])).toEqual([{ title: 'Page not found' }])
  })
})
