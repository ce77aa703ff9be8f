import { z } from '../zod-config/index.ts'

/**
 * Occupations (forms spec §3 Contact.occupation; §7 GET A/wtf/occupations?query): a reference list
 * seeded from the ILO's ISCO-08 unit groups (apps/api/seed/data/README.md), searched as the suburbs
 * and vehicles are (SearchIndex), from 2 typed characters (forms spec §5, autocomplete minimum).
 */

/** Results one search lists when the client names no limit; the autocomplete shows them all. */
export const OCCUPATION_SEARCH_LIMIT = 30

/** An occupation: the ISCO-08 unit group code (four digits) or ours for a person not employed, and its title. */
export const OccupationSchema = z.object({ code: z.string(), title: z.string() })
export type Occupation = z.infer<typeof OccupationSchema>

/** The answer of GET A/wtf/occupations: like the suburb and vehicle searches. */
export const OccupationSearchSchema = z.object({
  /** Every match, before the limit. */
  total: z.number().int(),
  results: z.array(OccupationSchema),
  /** "No results available." for none (forms spec §8, autocomplete), else null. */
  message: z.string().nullable(),
})
export type OccupationSearch = z.infer<typeof OccupationSearchSchema>

export const OccupationSearchQuerySchema = z.object({
  query: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).optional(),
})
