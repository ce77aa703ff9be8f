import type { FeatureFlag, ProductCode } from '@insure/domain/catalogue'
import { phoneNumberForPath, type ShellSetup } from '@insure/domain/company'
import { createContext, useContext } from 'react'
import { useLocation } from 'react-router'
import type { SiteSession } from './session.client.ts'
import type { SiteSessionHandle, SiteSettings } from './use-site-session.ts'

export type Site = {
  settings: SiteSettings
  /** The configuration without per-product content (ShellSetup). */
  config: ShellSetup
  /** The visitor's flags: the page server's view first, the session's once the browser has it. */
  featureFlags: FeatureFlag[]
  /** The products the company activates for the visitor, worked out by the root loader. */
  activeProducts: ProductCode[]
  /** Undefined while rendering on the server and before hydration. */
  session: SiteSession | undefined
  startNewSession: SiteSessionHandle['startNewSession']
}

export const SiteContext = createContext<Site | null>(null)

export function useSite(): Site {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite outside the site shell')
  return site
}

/** The phone number for the current path (shell spec §2 phone-number rule). */
export function usePhoneNumber(): string {
  const { config } = useSite()
  const { pathname } = useLocation()
  return phoneNumberForPath(config, pathname)
}
