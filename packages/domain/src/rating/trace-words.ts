/**
 * A rating trace in plain words (issue 25): each step as the buyer's own answer and what it did to
 * the price ("Your age, 34: +10%", "A tracking device: −10%"). One wording, used by the premium page
 * and by the "this looks wrong" call-back, which names the step a person disputes.
 */
import { formatCents } from '../money/index.ts'
import type { TraceStep, TraceStepCode } from './trace.ts'

/** What a step did: where the price starts, raised or lowered it, or (a floor not reached) nothing. */
export type TraceEffect = 'STARTS' | 'RAISES' | 'LOWERS' | 'NONE'

export interface TraceLine {
  code: TraceStepCode
  /** The step in plain words, with the buyer's answers: "Your age, 34". */
  text: string
  /** What it did: "R 85.00", "+10%", "−10%", "raised to R 60.00". */
  change: string
  effect: TraceEffect
  /** The answers the step rated on (their refs): what a person may say is wrong. */
  refs: string[]
}

/** Cents as rands, as the premium page shows money (forms spec §9): `R 20 000.00`, `R 85.50`. */
export function randsWords(cents: number): string {
  return `R ${formatCents(Math.round(cents))}`
}

/** A code as words: `NO_MATRIC` → `no matric`. */
const words = (code: string) => code.toLowerCase().replaceAll('_', ' ')
const list = (codes: string) =>
  codes === ''
    ? 'none'
    : codes
        .split(',')
        .map((code) => words(code))
        .join(', ')
const money = (cents: string) => randsWords(Number(cents))

const GENDER_WORDS: Record<string, string> = { M: 'male', F: 'female' }
const EDUCATION_WORDS: Record<string, string> = {
  NO_MATRIC: 'no matric',
  MATRIC: 'matric',
  DIPLOMA: 'a diploma',
  DEGREE: 'a degree',
  POSTGRADUATE: 'a postgraduate degree',
}
const PARKING_WORDS: Record<string, string> = {
  GARAGE: 'in a garage',
  CARPORT: 'under a carport',
  DRIVEWAY: 'in a driveway',
  STREET: 'in the street',
}

/** A step's words from its answers, in order (a step names them as the rating function recorded). */
function textOf(code: TraceStepCode, answers: readonly string[]): string {
  const [first = '', second = ''] = answers
  switch (code) {
    case 'funeral-cover':
      return `${money(first)} of funeral cover at age ${second}`
    case 'life-cover':
      return `${money(first)} of life cover at age ${second}`
    case 'motor-value':
      return `Your vehicle's value, ${money(first)}`
    case 'gap-plan':
      return `Gap cover for a ${words(first)} plan`
    case 'vap-option':
      return `The ${words(first)} option`
    case 'legal-option':
      return `${randsWords(Number(first) * 100)} of legal cover`
    case 'property-contents':
      return `Your contents, ${money(first)}`
    case 'property-building':
      return `Your building, ${money(first)}`
    case 'business-turnover':
      return `Your annual turnover, ${money(first)} (${words(second)})`
    case 'business-contents':
      return `Your business contents, ${money(first)} (${words(second)})`
    case 'item-value':
      return `Your items' value, ${money(first)} (${list(second)})`
    case 'family-members':
      return `Family members covered: ${list(first)}${second ? ` (${second} extended)` : ''}`
    case 'age':
      return `Your age, ${first}`
    case 'gender':
      return `Your gender, ${GENDER_WORDS[first] ?? words(first)}`
    case 'smoker':
      return first === 'Y' ? 'You smoke' : 'You do not smoke'
    case 'education':
      return `Your education, ${EDUCATION_WORDS[first] ?? words(first)}`
    case 'bmi':
      return first ? `Your height and weight, ${first} m and ${second} kg` : 'Your height and weight'
    case 'income':
      return `Your household income, ${money(first)} a month`
    case 'vehicle-age':
      return `Your vehicle's age, ${first} ${first === '1' ? 'year' : 'years'}`
    case 'body-type':
      return `Its body type, ${words(first)}`
    case 'parking':
      return `Parked overnight ${PARKING_WORDS[first] ?? words(first)}`
    case 'tracking':
      return first === 'TRACKED' ? 'A tracking device' : 'No tracking device'
    case 'use':
      return `${first === 'BUSINESS' ? 'Business' : 'Private'} use`
    case 'area':
      return `Where it is kept, ${first}`
    case 'driver-age':
      return `The driver's age, ${first}`
    case 'licence-years':
      return `Years with a licence, ${first}`
    case 'claims':
      return `Claims in the last 3 years, ${first}`
    case 'voluntary-excess':
      return 'The voluntary excess you chose'
    case 'roof':
      return `A ${words(first)} roof`
    case 'security':
      return `Security: ${list(first)}`
    case 'employees':
      return `Your staff, ${first} ${first === '1' ? 'person' : 'people'}`
    case 'minimum-premium':
      return 'The minimum premium'
  }
}

/** A factor as a change in per cent: 1.1 → `+10%`, 0.9 → `−10%` (a minus sign, read as minus). */
export function percentWords(factor: number): string {
  const percent = Math.round((factor - 1) * 1000) / 10
  return percent >= 0 ? `+${percent}%` : `−${Math.abs(percent)}%`
}

/** The trace's steps in plain words, in order, each with what it did to the price so far. */
export function explainTrace(steps: readonly TraceStep[]): TraceLine[] {
  let cents = 0
  return steps.map((step) => {
    const before = cents
    const text = textOf(
      step.code,
      step.answers.map((answer) => answer.value),
    )
    const refs = step.answers.map((answer) => answer.ref)
    if (step.op === 'ADD') {
      cents += step.value
      return { code: step.code, text, change: randsWords(step.value), effect: 'STARTS', refs }
    }
    if (step.op === 'MULTIPLY') {
      cents *= step.value
      const effect: TraceEffect = step.value > 1 ? 'RAISES' : step.value < 1 ? 'LOWERS' : 'NONE'
      return { code: step.code, text, change: percentWords(step.value), effect, refs }
    }
    cents = Math.max(cents, step.value)
    const raised = step.value > before
    return {
      code: step.code,
      text,
      change: raised ? `raised to ${randsWords(step.value)}` : `${randsWords(step.value)}, reached`,
      effect: raised ? 'RAISES' : 'NONE',
      refs,
    }
  })
}
