import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contactReferenceId } from './contact-reference.ts'

describe('the contact reference (shell spec §7: hash of the mobile number)', () => {
  const expected = createHash('sha256').update('+27821234567').digest('hex')

  it.each(['082 123 4567', '0821234567', '082-1234567', '+27821234567', '821234567'])(
    'is the SHA-256 of the E.164 form: one reference for %j',
    async (typed) => {
      expect(await contactReferenceId(typed)).toBe(expected)
    },
  )
})
