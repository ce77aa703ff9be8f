import { landingSlugOfPath } from '../content/rules.ts'
import type { ShellConfiguration } from './rules.ts'

/*
 * The company's numbers as the shell shows them on every page: apart from ./rules.ts, so the pages'
 * first-load JavaScript carries these and not the product and disclaimer rules (issue 25's budget).
 */

/**
 * The phone number the shell shows (shell spec §2): the local number at `/`; under `home/{slug}` the
 * landing page's number, else the alternative number; the alternative number elsewhere.
 */
export function phoneNumberForPath(configuration: ShellConfiguration, pathname: string): string {
  if ((pathname.replace(/\/+$/, '') || '/') === '/') return configuration.metadata.local_phone_number
  const landingSlug = landingSlugOfPath(pathname)
  const entry = configuration.landing_pages_numbers_data.find((row) => row.slug === landingSlug)
  return entry?.phone_number ?? configuration.metadata.alternative_phone_number
}

/** The digits of a phone number for a `tel:` link. */
export function telephoneHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`
}
