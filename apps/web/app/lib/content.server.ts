import { data } from 'react-router'
import type { SiteLoadContext } from './load-context.ts'

/** The company configuration fields the shell needs now (shell spec §3, Company configuration). */
export type CompanySetup = {
  code: string
  name: string
  metadata: {
    name: string
    logo?: string
    disclaimer_text?: string
    local_phone_number: string
    alternative_phone_number: string
  }
}

/** GET /api/setup/?company={code}; a content 404 becomes the site's 404 (shell spec §7). */
export async function loadCompanySetup(context: SiteLoadContext): Promise<CompanySetup> {
  const response = await context.fetchContent(
    `/api/setup/?company=${encodeURIComponent(context.companyCode)}`,
  )
  if (response.status === 404) throw data('Not found', { status: 404 })
  if (!response.ok) throw new Error(`The content backend answered ${response.status} for the company setup`)
  return (await response.json()) as CompanySetup
}
