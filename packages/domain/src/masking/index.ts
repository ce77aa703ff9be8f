/**
 * Personal information shown back (DESIGN.md "Data", issue 18): ID and bank account numbers are
 * masked in every response after the one that received them, keeping only the last digits a person
 * needs to recognise their own.
 */
const MASK = '•'

/** An SA ID number with only its last 4 digits: `•••••••••5087`. */
export function maskIdNumber(idNumber: string): string {
  return maskAllBut(idNumber, 4)
}

/** A bank account number with only its last 3 digits: `•••••••456`. */
export function maskAccountNumber(accountNumber: string): string {
  return maskAllBut(accountNumber, 3)
}

/** Whether a value is one of our masks (a form sent back unchanged): the stored value is kept. */
export function isMasked(value: string): boolean {
  return value.includes(MASK)
}

function maskAllBut(value: string, kept: number): string {
  const digits = value.replace(/\s+/g, '')
  if (digits.length <= kept) return MASK.repeat(digits.length)
  return MASK.repeat(digits.length - kept) + digits.slice(-kept)
}
