import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import { MedicalAidSchema } from './index.ts'

const medicalAid = {
  name: 'Discovery Health',
  option: 'Classic Saver',
  number: '123456789',
  inceptionDate: '2020-03-01',
}

describe('Medical aid requires name, option, number, inceptionDate (forms spec §5)', () => {
  it('accepts a complete medical aid', () => {
    expect(fieldMessages(MedicalAidSchema, medicalAid)).toEqual({})
  })

  it.each([
    ['name', '', 'No correct medical scheme selected'],
    ['option', ' ', 'No correct medical aid option/plan provided'],
    ['number', undefined, 'No correct medical aid number provided'],
    ['inceptionDate', '', 'No correct inception date supplied'],
    ['inceptionDate', '2021-02-29', 'No correct inception date supplied'],
    ['inceptionDate', '01/03/2020', 'No correct inception date supplied'],
  ])('%s of %j shows %j', (field, value, message) => {
    expect(fieldMessages(MedicalAidSchema, { ...medicalAid, [field]: value })).toEqual({ [field]: [message] })
  })
})
