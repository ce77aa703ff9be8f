// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteContext } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import PolicyDocumentRoute from './policy-document.route.tsx'

afterEach(cleanup)

const site = testSite({
  config: {
    metadata: { name: 'iWYZE' },
    insurers: {
      life: { name: 'Life Ltd', address: '1 Life Road, Cape Town', fsp_number: '111' },
      non_life: { name: 'General Ltd', address: '2 Short Street, Johannesburg', fsp_number: '222' },
    },
  },
})

const document = {
  productCode: 'funeral',
  kind: 'POLICY_WORDING',
  version: 'funeral-2026.1',
  effectiveDate: '2026-01-01',
  title: 'Funeral Cover: policy wording',
  sha256: 'a'.repeat(64),
  sections: [
    {
      heading: '3. What we do not pay for',
      paragraphs: ['Natural causes in the first six months.'],
      summary: { topic: 'not-covered', text: 'No natural death in the first six months.' },
    },
  ],
}

function show() {
  const Stub = createRoutesStub([
    {
      path: '/documents/funeral/policy-wording',
      Component: () => (
        <PolicyDocumentRoute
          {...({ loaderData: { document } } as unknown as Parameters<typeof PolicyDocumentRoute>[0])}
        />
      ),
    },
  ])
  return render(
    <SiteContext.Provider value={site}>
      <Stub initialEntries={['/documents/funeral/policy-wording']} />
    </SiteContext.Provider>,
  )
}

describe('a policy wording page (issue 25)', () => {
  it('has the letterhead of the product’s insurer, of its kind, with its address and FSP number', async () => {
    show()
    const letterhead = (await screen.findByRole('banner')).textContent
    expect(letterhead).toContain('iWYZE')
    expect(letterhead).toContain('Underwritten by Life Ltd, a licensed life insurer')
    expect(letterhead).toContain('1 Life Road, Cape Town')
    expect(letterhead).toContain('FSP 111')
  })

  it('shows the version, each section with its summary line, the fingerprint and the PDF', async () => {
    show()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Funeral Cover: policy wording' }),
    ).toBeTruthy()
    expect(screen.getByText('Version funeral-2026.1, in effect from 1 January 2026')).toBeTruthy()
    expect(screen.getByRole('region', { name: '3. What we do not pay for' })).toBeTruthy()
    expect(screen.getByText('In short: No natural death in the first six months.')).toBeTruthy()
    expect(screen.getByText('a'.repeat(64))).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download this document (PDF)' }).getAttribute('href')).toBe(
      '/documents/funeral/policy-wording.pdf',
    )
  })
})
