import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  BENEFICIARY_DESIGNATIONS,
  BENEFICIARY_RELATIONSHIPS,
  MISC_RELATIONSHIPS,
} from '../catalogue/index.ts'
import {
  BENEFIT_PERCENTAGE_INVALID_MESSAGE,
  BeneficiarySchema,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DESIGNATION_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  LifeBeneficiarySchema,
  RELATION_REQUIRED_MESSAGE,
  beneficiaryRelationChoices,
  isValidDateOfBirth,
} from './index.ts'

const beneficiary = {
  benefitPercentage: '50',
  gender: 'Female',
  dateOfBirth: '1990-07-04',
  name: 'Lerato',
  surname: 'Mokoena',
  beneficiaryDesignation: 'Fiancé',
}

describe('Beneficiary (other) requires every field and numeric percentage (forms spec §5)', () => {
  it('accepts a complete beneficiary and reads the percentage as a number', () => {
    expect(BeneficiarySchema.parse(beneficiary).benefitPercentage).toBe(50)
  })

  it.each([
    ['benefitPercentage', BENEFIT_PERCENTAGE_INVALID_MESSAGE],
    ['gender', GENDER_REQUIRED_MESSAGE],
    ['dateOfBirth', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['name', 'Enter a first name'],
    ['surname', 'Enter a surname'],
    ['beneficiaryDesignation', DESIGNATION_REQUIRED_MESSAGE],
  ])('requires %s', (field, message) => {
    expect(fieldMessages(BeneficiarySchema, { ...beneficiary, [field]: undefined })).toEqual({
      [field]: [message],
    })
  })

  it.each([['fifty'], ['50%'], ['0'], ['100.5'], [-10], ['']])('refuses the percentage %j', (percentage) => {
    expect(fieldMessages(BeneficiarySchema, { ...beneficiary, benefitPercentage: percentage })).toEqual({
      benefitPercentage: [BENEFIT_PERCENTAGE_INVALID_MESSAGE],
    })
  })

  it.each([[100], ['12.5'], [1]])('accepts the percentage %j', (percentage) => {
    expect(fieldMessages(BeneficiarySchema, { ...beneficiary, benefitPercentage: percentage })).toEqual({})
  })

  it.each([['Nephew/ niece'], ['Policy Payer'], ['Stillborn child']])(
    'accepts the designation %j',
    (designation) => {
      expect(
        fieldMessages(BeneficiarySchema, { ...beneficiary, beneficiaryDesignation: designation }),
      ).toEqual({})
    },
  )

  it('refuses a designation spelled differently from the list', () => {
    expect(fieldMessages(BeneficiarySchema, { ...beneficiary, beneficiaryDesignation: 'Fiance' })).toEqual({
      beneficiaryDesignation: [DESIGNATION_REQUIRED_MESSAGE],
    })
  })
})

describe('Beneficiary (life v2): name, surname, gender, dateOfBirth, benefitPercentage, relation', () => {
  const lifeBeneficiary = { ...beneficiary, beneficiaryDesignation: undefined, relation: 'Child' }

  it('accepts a complete life beneficiary', () => {
    expect(fieldMessages(LifeBeneficiarySchema, lifeBeneficiary)).toEqual({})
  })

  it.each([[''], ['Daughter'], ['spouse'], ['Self'], ['Estate']])(
    'refuses the relation %j: one of the relationships listed, as spelled there',
    (relation) => {
      expect(fieldMessages(LifeBeneficiarySchema, { ...lifeBeneficiary, relation })).toEqual({
        relation: [RELATION_REQUIRED_MESSAGE],
      })
    },
  )

  it.each(BENEFICIARY_RELATIONSHIPS.map((relation) => [relation]))('accepts the relation %j', (relation) => {
    expect(fieldMessages(LifeBeneficiarySchema, { ...lifeBeneficiary, relation })).toEqual({})
  })
})

describe('a date of birth is a real day, not after today', () => {
  const today = new Date(2026, 5, 15)
  it.each([
    ['2026-06-15', true],
    ['2026-06-16', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['15/06/1990', false],
  ])('%s: %s', (value, valid) => {
    expect(isValidDateOfBirth(value, today)).toBe(valid)
  })
})

describe('the relationships are decided once, in the words of the designations', () => {
  it.each([
    ['beneficiary', BENEFICIARY_RELATIONSHIPS],
    ['misc', MISC_RELATIONSHIPS],
  ] as const)('every %s relationship is a designation, spelled the same, listed once', (_, list) => {
    const designations: readonly string[] = BENEFICIARY_DESIGNATIONS
    expect(list.filter((relation) => !designations.includes(relation))).toEqual([])
    expect(new Set(list).size).toBe(list.length)
  })

  it('spouse, child, parent and siblings are on both lists; only a covered person can be Self', () => {
    for (const relation of ['Spouse', 'Child', 'Parent', 'Brother', 'Sister'] as const) {
      expect(BENEFICIARY_RELATIONSHIPS).toContain(relation)
      expect(MISC_RELATIONSHIPS).toContain(relation)
    }
    expect(MISC_RELATIONSHIPS).toContain('Self')
    expect(BENEFICIARY_RELATIONSHIPS).not.toContain('Self')
  })
})

describe('funeral beneficiary relations in plain words, sent as the spec’s designations (issue 25)', () => {
  it.each([
    ['Husband or wife', 'Spouse'],
    ['Partner', 'Partner'],
    ['Fiancé or fiancée', 'Fiancé'],
    ['Child', 'Child'],
    ['Parent', 'Parent'],
    ['Brother', 'Brother'],
    ['Sister', 'Sister'],
    ['Grandchild', 'Grandchild'],
    ['Grandparent', 'Grandparent'],
    ['Aunt', 'Aunt'],
    ['Uncle', 'Uncle'],
    ['Nephew or niece', 'Nephew/ niece'],
    ['Cousin', 'Cousin'],
    ['Mother-in-law', 'Mother in law'],
    ['Father-in-law', 'Father in law'],
    ['Son-in-law', 'Son in law'],
    ['Daughter-in-law', 'Daughter in law'],
    ['Guardian', 'Guardian'],
    ['Someone who depends on me', 'Dependant'],
    ['Friend', 'Friend'],
    ['Someone else', 'Other'],
  ])('"%s" is sent and stored as the designation "%s"', (label, designation) => {
    expect(beneficiaryRelationChoices('OTHER')).toContainEqual({ value: designation, label })
    // What the page sends passes the spec's Beneficiary (other) entity as it is.
    expect(
      BeneficiarySchema.parse({ ...beneficiary, beneficiaryDesignation: designation }).beneficiaryDesignation,
    ).toBe(designation)
  })

  it('offers 21 relations, each once, with none of the insurer’s terms', () => {
    const choices = beneficiaryRelationChoices('OTHER')
    expect(choices).toHaveLength(21)
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(21)
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(21)
    for (const value of choices.map((choice) => choice.value))
      expect(BENEFICIARY_DESIGNATIONS).toContain(value)
    const offered = choices.map((choice) => choice.value as string)
    for (const term of ['Stillborn child', 'Third party insurer', 'Supplier', 'Broker', 'Self', 'Estate'])
      expect(offered).not.toContain(term)
    // The same kinships as life v2's relations.
    expect([...offered].sort()).toEqual([...BENEFICIARY_RELATIONSHIPS].sort())
  })

  it('life v2 keeps its relations, shown as they are', () => {
    expect(beneficiaryRelationChoices('LIFE_V2')).toEqual(
      BENEFICIARY_RELATIONSHIPS.map((relation) => ({ value: relation, label: relation })),
    )
  })
})
