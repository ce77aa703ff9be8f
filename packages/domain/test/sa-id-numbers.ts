/**
 * Test ID numbers with a control digit computed by the textbook Luhn algorithm (right to left,
 * doubling every second digit), written independently of the spec's description in sa-id/index.ts.
 */
export function withLuhnDigit(firstTwelveDigits: string): string {
  let sum = 0
  for (let fromRight = 0; fromRight < firstTwelveDigits.length; fromRight += 1) {
    let digit = Number(firstTwelveDigits[firstTwelveDigits.length - 1 - fromRight])
    if (fromRight % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return firstTwelveDigits + String((10 - (sum % 10)) % 10)
}

/** An ID number from its parts: YYMMDD, the 4-digit sequence (gender), citizenship digit, then 8. */
export function saIdNumber(yymmdd: string, sequence = '5009', citizenship = '0'): string {
  return withLuhnDigit(`${yymmdd}${sequence}${citizenship}8`)
}

/** 15 June 1985, male, citizen; a number that is valid in every test. */
export const VALID_ID_NUMBER = saIdNumber('850615')
