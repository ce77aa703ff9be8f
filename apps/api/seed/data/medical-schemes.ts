import type { MedicalAidPlan } from '@insure/domain/medical-aid'

/**
 * South African medical schemes and their options, seeded into `medical_schemes` and
 * `medical_scheme_options` (seed set `medical-schemes`, replaced whole: a quote keeps the scheme's
 * and option's names, not a reference to a row). Where it comes from: seed/data/README.md,
 * "medical-schemes.ts" (the Council for Medical Schemes register, the schemes' own option lists).
 *
 * Each option names the kind of option GAP rates it as (the quick quote's Medical_aid_plan):
 * - COMPREHENSIVE: hospital and day-to-day cover from the scheme;
 * - SAVINGS: hospital cover with a medical savings account for day-to-day costs;
 * - HOSPITAL: hospital cover only;
 * - null (`network`): an income-based network option whose hospital cover is only at the scheme's
 *   contracted providers, paid at the scheme's rate: no specialist shortfall for GAP to top up.
 */
export type MedicalSchemeSeed = {
  name: string
  /** Anyone may join (an open scheme), or only the members of a group (restricted). */
  open: boolean
  options: readonly { name: string; plan: MedicalAidPlan | null }[]
}

const comprehensive = (name: string) => ({ name, plan: 'COMPREHENSIVE' as const })
const savings = (name: string) => ({ name, plan: 'SAVINGS' as const })
const hospital = (name: string) => ({ name, plan: 'HOSPITAL' as const })
const network = (name: string) => ({ name, plan: null })

export const MEDICAL_SCHEME_SEEDS: readonly MedicalSchemeSeed[] = [
  {
    name: 'Bankmed',
    open: false,
    options: [
      comprehensive('Comprehensive'),
      comprehensive('Traditional'),
      comprehensive('Plus'),
      savings('Core Saver'),
      hospital('Essential'),
      network('Basic'),
    ],
  },
  {
    name: 'Bestmed Medical Scheme',
    open: true,
    options: [
      comprehensive('Pace1'),
      comprehensive('Pace2'),
      comprehensive('Pace3'),
      comprehensive('Pace4'),
      comprehensive('Beat4'),
      savings('Beat2'),
      savings('Beat3'),
      hospital('Beat1'),
      hospital('Beat1 Network'),
      network('Rhythm1'),
      network('Rhythm2'),
    ],
  },
  {
    name: 'Bonitas Medical Fund',
    open: true,
    options: [
      comprehensive('BonComprehensive'),
      comprehensive('BonClassic'),
      comprehensive('BonComplete'),
      comprehensive('Standard'),
      comprehensive('Standard Select'),
      comprehensive('Primary'),
      comprehensive('Primary Select'),
      savings('BonPrime'),
      savings('BonSave'),
      savings('BonFit Select'),
      hospital('BonEssential'),
      hospital('BonEssential Select'),
      hospital('Hospital Standard'),
      network('BonStart'),
      network('BonStart Plus'),
      network('BonCap'),
    ],
  },
  {
    name: 'CompCare Wellness Medical Scheme',
    open: true,
    options: [
      comprehensive('Pinnacle'),
      comprehensive('Dynamix'),
      savings('Symmetry'),
      savings('Unisave'),
      hospital('Mumed'),
    ],
  },
  {
    name: 'Discovery Health Medical Scheme',
    open: true,
    options: [
      comprehensive('Executive'),
      comprehensive('Classic Comprehensive'),
      comprehensive('Classic Smart Comprehensive'),
      comprehensive('Essential Comprehensive'),
      savings('Classic Priority'),
      savings('Essential Priority'),
      savings('Classic Saver'),
      savings('Classic Delta Saver'),
      savings('Essential Saver'),
      savings('Essential Delta Saver'),
      savings('Coastal Saver'),
      hospital('Classic Smart'),
      hospital('Essential Smart'),
      hospital('Active Smart'),
      hospital('Classic Core'),
      hospital('Classic Delta Core'),
      hospital('Essential Core'),
      hospital('Essential Delta Core'),
      hospital('Coastal Core'),
      network('KeyCare Plus'),
      network('KeyCare Core'),
      network('KeyCare Start'),
    ],
  },
  {
    name: 'Fedhealth Medical Scheme',
    open: true,
    options: [
      comprehensive('maxima EXEC'),
      comprehensive('maxima PLUS'),
      savings('flexiFED 2'),
      savings('flexiFED 3'),
      savings('flexiFED 4'),
      hospital('flexiFED 1'),
      network('myFED'),
    ],
  },
  {
    name: 'Government Employees Medical Scheme (GEMS)',
    open: false,
    options: [
      comprehensive('Onyx'),
      comprehensive('Emerald'),
      comprehensive('Emerald Value'),
      comprehensive('Beryl'),
      savings('Ruby'),
      network('Tanzanite One'),
    ],
  },
  {
    name: 'KeyHealth',
    open: true,
    options: [
      comprehensive('Platinum'),
      comprehensive('Equilibrium'),
      savings('Silver'),
      hospital('Gold'),
      hospital('Essence'),
      hospital('Origin'),
    ],
  },
  {
    name: 'LA-Health Medical Scheme',
    open: false,
    options: [
      comprehensive('LA Comprehensive'),
      comprehensive('LA Focus'),
      savings('LA Active'),
      hospital('LA Core'),
      network('LA KeyPlus'),
    ],
  },
  {
    name: 'Makoti Medical Scheme',
    open: false,
    options: [comprehensive('Comprehensive'), network('Primary')],
  },
  {
    name: 'Medihelp',
    open: true,
    options: [
      comprehensive('MedPrime'),
      comprehensive('MedElite'),
      comprehensive('MedPlus'),
      savings('MedSaver'),
      savings('MedAdd'),
      hospital('MedVital'),
      network('MedMove!'),
    ],
  },
  {
    name: 'Medimed Medical Scheme',
    open: true,
    options: [
      comprehensive('Elite'),
      savings('Medisave Max'),
      savings('Medisave Standard'),
      hospital('Alpha'),
    ],
  },
  {
    name: 'Medshield Medical Scheme',
    open: true,
    options: [
      comprehensive('MediPlus Prime'),
      comprehensive('MediPlus Compact'),
      comprehensive('MediBonus'),
      comprehensive('MediValue Prime'),
      comprehensive('MediValue Compact'),
      savings('MediSaver'),
      hospital('MediCore'),
      network('MediCurve'),
      network('MediPhila'),
    ],
  },
  {
    name: 'Momentum Medical Scheme',
    open: true,
    options: [
      comprehensive('Summit'),
      savings('Extender'),
      savings('Incentive'),
      hospital('Custom'),
      hospital('Evolve'),
      network('Ingwe'),
    ],
  },
  {
    name: 'Platinum Health',
    open: false,
    options: [comprehensive('PlatComprehensive'), comprehensive('PlatFreedom'), network('PlatCap')],
  },
  {
    name: 'Polmed',
    open: false,
    options: [comprehensive('Marine'), network('Aquarium')],
  },
  {
    name: 'Profmed',
    open: false,
    options: [
      comprehensive('ProPinnacle'),
      savings('ProSecure Plus'),
      savings('ProActive Plus'),
      hospital('ProSecure'),
      hospital('ProActive'),
    ],
  },
  {
    name: 'Sasolmed',
    open: false,
    options: [comprehensive('Sasolmed')],
  },
  {
    name: 'Sizwe Hosmed Medical Fund',
    open: true,
    options: [
      comprehensive('Titanium Executive'),
      comprehensive('Gold Ascend'),
      comprehensive('Value Platinum'),
      savings('Access Saver'),
      hospital('Access Core'),
      network('Copper'),
    ],
  },
  {
    name: 'Transmed Medical Fund',
    open: false,
    options: [comprehensive('Prime'), comprehensive('Select'), network('Link')],
  },
]
