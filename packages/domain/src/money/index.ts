/** Cents in a rand. */
export const CENTS_PER_RAND = 100

/**
 * Whole cents of an amount in rands, rounded half away from zero. Rounding goes through 15 significant
 * digits first so binary fractions round as written (1.005 rands is 101 cents, not 100).
 */
export function randsToCents(rands: number): number {
  if (!Number.isFinite(rands)) throw new RangeError(`Not an amount of money: ${rands}`)
  const cents = Number((Math.abs(rands) * CENTS_PER_RAND).toPrecision(15))
  return Math.sign(rands) * Math.round(cents) || 0
}

/**
 * An amount in cents as the site shows cover (shell spec §9, forms spec §9): two decimals, a space
 * between thousands and a period before the decimals. 123456789 cents is `1 234 567.89`; negative
 * amounts get a leading minus. Fractions of a cent are rounded half away from zero.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of money: ${cents}`)
  const whole = Math.round(Math.abs(cents))
  const rands = Math.floor(whole / CENTS_PER_RAND)
  const remainder = String(whole % CENTS_PER_RAND).padStart(2, '0')
  const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${cents < 0 && whole > 0 ? '-' : ''}${grouped}.${remainder}`
}

/** An amount in rands (the cover of a quote) formatted like formatCents: `1 234 567.89`. */
export function formatCover(rands: number): string {
  return formatCents(randsToCents(rands))
}
