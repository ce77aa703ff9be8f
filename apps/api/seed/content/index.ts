import type { CompanyContentSeed } from '../types.ts'
import * as iwyze from './iwyze.ts'
import * as om from './om.ts'

/** Demo content of both brands, written for this site. */
export const contentSeeds: CompanyContentSeed[] = [
  { companyCode: 'IWYZE', ...iwyze },
  { companyCode: 'OM', ...om },
]
