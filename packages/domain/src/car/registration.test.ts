import { describe, expect, it } from 'vitest'
import { registrationOf } from './registration.ts'

describe('registrationOf: the province that issued a number plate', () => {
  it.each([
    ['BC 12 DE GP', 'Gauteng', 'BC12DEGP'],
    ['bc12degp', 'Gauteng', 'BC12DEGP'],
    ['ABC 123 GP', 'Gauteng', 'ABC123GP'],
    ['CA 123-456', 'Western Cape', 'CA123456'],
    ['CY 12345', 'Western Cape', 'CY12345'],
    ['CAW 1234', 'Western Cape', 'CAW1234'],
    ['ND 123-456', 'KwaZulu-Natal', 'ND123456'],
    ['NP 4321', 'KwaZulu-Natal', 'NP4321'],
    ['ABC 123 EC', 'Eastern Cape', 'ABC123EC'],
    ['HG 45 JK EC', 'Eastern Cape', 'HG45JKEC'],
    ['ABC 123 FS', 'Free State', 'ABC123FS'],
    ['ABC 123 MP', 'Mpumalanga', 'ABC123MP'],
    ['ABC 123 NW', 'North West', 'ABC123NW'],
    ['ABC 123 NC', 'Northern Cape', 'ABC123NC'],
    ['ABC 123 L', 'Limpopo', 'ABC123L'],
  ])('%s is a standard %s number, looked up as %s', (text, province, number) => {
    expect(registrationOf(text)).toEqual({ number, province, kind: 'STANDARD' })
  })

  it.each([
    ['SIPHO-GP', 'Gauteng'],
    ['JOHN 1 WP', 'Western Cape'],
    ['THANDI ZN', 'KwaZulu-Natal'],
    ['MAMA-L', 'Limpopo'],
    ['BIG BOSS-NW', 'North West'],
  ])('%s is a personalised %s number', (text, province) => {
    expect(registrationOf(text)).toMatchObject({ province, kind: 'PERSONALISED' })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['12345', 'digits only'],
    ['ABC 123 XX', 'no province has the suffix XX'],
    ['ABCL', 'a personalised number without its separator'],
    ['123-GP', 'a personalised number without a letter'],
    ['TOOLONGNAME-GP', 'more than seven characters of its own'],
    ['CA 1234567', 'seven digits after a Western Cape prefix'],
    ['ABCD 1234 GP', 'eight characters before the suffix'],
    ['AB 12 CD GP GP GP GP GP', 'over 20 characters'],
    ['CA 12<3', 'markup'],
  ])('%j is no number plate (%s)', (text) => {
    expect(registrationOf(text)).toBeNull()
  })
})
