/**
 * South African registration numbers (the number plate), by province. Each province issues its own
 * series; a personalised number is the owner's text and the province's suffix. The rule tells which
 * province issued a number and gives it one spelling, so a lookup finds "ca 123-456" and "CA 123456"
 * alike. It does not say that the number exists: that is the vehicle register's answer.
 */
import type { Province } from '../rating/schema.ts'

export type RegistrationKind = 'STANDARD' | 'PERSONALISED'

export interface Registration {
  /** Upper case, without spaces or hyphens: the key a register is searched by. */
  number: string
  province: Province
  kind: RegistrationKind
}

/** Said for a number no province issues. */
export const REGISTRATION_INVALID_MESSAGE = 'Enter the registration number as it is on the number plate.'

/** A standard series: its pattern on the compact number (no spaces or hyphens), and its province. */
const STANDARD_SERIES: readonly { province: Province; pattern: RegExp }[] = [
  // Gauteng: BC 12 DE GP since 2010, ABC 123 GP before.
  { province: 'Gauteng', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})GP$/ },
  // Western Cape: the town's C-prefix (CA Cape Town, CY Bellville, CAW George) and up to six digits.
  { province: 'Western Cape', pattern: /^C[A-Z]{1,2}\d{1,6}$/ },
  // KwaZulu-Natal: the town's N-prefix (ND Durban, NP Pietermaritzburg) and up to six digits.
  { province: 'KwaZulu-Natal', pattern: /^N[A-Z]{1,2}\d{1,6}$/ },
  { province: 'Eastern Cape', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})EC$/ },
  { province: 'Free State', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})FS$/ },
  { province: 'Mpumalanga', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})MP$/ },
  { province: 'North West', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})NW$/ },
  { province: 'Northern Cape', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})NC$/ },
  { province: 'Limpopo', pattern: /^(?:[A-Z]{2}\d{2}[A-Z]{2}|[A-Z]{3}\d{3})L$/ },
]

/** The suffix each province puts after a personalised number. */
const PERSONALISED_SUFFIXES: Readonly<Record<string, Province>> = {
  GP: 'Gauteng',
  WP: 'Western Cape',
  ZN: 'KwaZulu-Natal',
  EC: 'Eastern Cape',
  FS: 'Free State',
  MP: 'Mpumalanga',
  NW: 'North West',
  NC: 'Northern Cape',
  L: 'Limpopo',
}

/**
 * A personalised number: one to seven letters and digits (at least one letter; spaces allowed inside),
 * a space or hyphen, then the province's suffix. The separator is required: without it "ABCL" could be
 * read as Limpopo's.
 */
const PERSONALISED = /^([A-Z0-9][A-Z0-9 ]{0,8}[A-Z0-9]|[A-Z0-9])[ -]+(GP|WP|ZN|EC|FS|MP|NW|NC|L)$/

/** Upper case and without spaces or hyphens: one spelling of a number. */
export function compactRegistration(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '')
}

/** The province and one spelling of a registration number; null when no province issues it. */
export function registrationOf(text: string): Registration | null {
  const spoken = text.trim().toUpperCase().replace(/\s+/g, ' ')
  if (spoken.length === 0 || spoken.length > 20) return null
  const number = compactRegistration(spoken)
  const series = STANDARD_SERIES.find((candidate) => candidate.pattern.test(number))
  if (series) return { number, province: series.province, kind: 'STANDARD' }
  const personalised = PERSONALISED.exec(spoken)
  if (personalised) {
    const owners = personalised[1]!.replace(/ /g, '')
    if (owners.length <= 7 && /[A-Z]/.test(owners)) {
      return { number, province: PERSONALISED_SUFFIXES[personalised[2]!]!, kind: 'PERSONALISED' }
    }
  }
  return null
}
