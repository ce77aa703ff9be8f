import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { VALID_ID_NUMBER } from '../../test/sa-id-numbers.ts'
import { ClaimFormSchema, ClaimSubmissionSchema, toClaimSubmission } from './index.ts'

const filledIn = {
  name: 'Thandi',
  surname: 'Nkosi',
  email: 'thandi@example.co.za',
  idNumber: VALID_ID_NUMBER,
  phone: '082 123 4567',
  product: 'hashed-car',
}

describe('Claim form (forms spec §5)', () => {
  it('accepts a filled-in claim and strips the phone spaces', () => {
    expect(ClaimFormSchema.parse(filledIn)).toEqual({ ...filledIn, phone: '0821234567' })
  })

  it.each([
    ['name letters and spaces, 1 to 255', { name: 'Th4ndi' }, 'name', 'Name must be valid'],
    ['name not longer than 255', { name: 'a'.repeat(256) }, 'name', 'Name must be valid'],
    ['surname same', { surname: '' }, 'surname', 'Surname must be valid'],
    ['email valid', { email: 'thandi@' }, 'email', 'Email must be valid'],
    [
      'ID number 13-digit with checksum',
      { idNumber: `${VALID_ID_NUMBER.slice(0, 12)}0` },
      'idNumber',
      'Id Number must be valid',
    ],
    [
      'ID number of 12 digits',
      { idNumber: VALID_ID_NUMBER.slice(0, 12) },
      'idNumber',
      'Id Number must be valid',
    ],
    ['phone valid', { phone: '0000000000' }, 'phone', 'Phone number must be valid'],
    ['product chosen', { product: '' }, 'product', 'Select a product'],
  ])('%s: shows the message on its field', (_, change, field, message) => {
    expect(fieldMessages(ClaimFormSchema, { ...filledIn, ...change })).toEqual({ [field]: [message] })
  })

  it('phone valid, spaces stripped first: accepts 082 123 4567', () => {
    expect(fieldMessages(ClaimFormSchema, { ...filledIn, phone: '082 123 4567' })).toEqual({})
  })

  it('shows every message of an empty form at once', () => {
    expect(fieldMessages(ClaimFormSchema, {})).toEqual({
      name: ['Name must be valid'],
      surname: ['Surname must be valid'],
      email: ['Email must be valid'],
      idNumber: ['Id Number must be valid'],
      phone: ['Phone number must be valid'],
      product: ['Select a product'],
    })
  })
})

describe('claim submission (forms spec §3)', () => {
  it('sets the policy number to the mobile number and carries the product internal name', () => {
    const submission = toClaimSubmission(ClaimFormSchema.parse(filledIn), {
      hashedSessionId: 'session-1',
      internalName: 'car',
    })
    expect(submission).toEqual({
      name: 'Thandi',
      surname: 'Nkosi',
      idNumber: VALID_ID_NUMBER,
      policyNumber: '0821234567',
      contactNumber: '0821234567',
      email: 'thandi@example.co.za',
      hashedSessionId: 'session-1',
      hashedProductId: 'hashed-car',
      internalName: 'car',
    })
    expect(ClaimSubmissionSchema.parse(submission)).toEqual(submission)
  })

  it('refuses a submission without a session', () => {
    const submission = toClaimSubmission(ClaimFormSchema.parse(filledIn), { hashedSessionId: '' })
    expect(Object.keys(fieldMessages(ClaimSubmissionSchema, submission))).toEqual(['hashedSessionId'])
  })
})
