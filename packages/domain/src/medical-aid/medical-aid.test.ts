import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../../test/field-messages.ts'
import {
  MedicalAidSchema,
  checkMedicalAid,
  findSchemeOption,
  schemesGapTopsUp,
  type MedicalScheme,
} from './index.ts'

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

describe('the schemes GAP tops up', () => {
  const schemes: MedicalScheme[] = [
    {
      name: 'Discovery Health Medical Scheme',
      open: true,
      options: [
        { name: 'Classic Saver', plan: 'SAVINGS' },
        { name: 'KeyCare Start', plan: null },
      ],
    },
    { name: 'Network Only Scheme', open: false, options: [{ name: 'Primary', plan: null }] },
  ]

  it('keeps only the options GAP rates, and drops a scheme left without any', () => {
    expect(schemesGapTopsUp(schemes)).toEqual([
      {
        name: 'Discovery Health Medical Scheme',
        open: true,
        options: [{ name: 'Classic Saver', plan: 'SAVINGS' }],
      },
    ])
  })

  it.each([
    [
      'discovery health medical scheme',
      ' classic  saver',
      'Discovery Health Medical Scheme',
      'Classic Saver',
    ],
    ['Discovery Health Medical Scheme', 'Classic Comprehensive', 'Discovery Health Medical Scheme', null],
    ['Bonitas Medical Fund', 'BonSave', null, null],
    ['', '', null, null],
  ])('%j and %j name the scheme %j and the option %j', (name, option, scheme, found) => {
    const result = findSchemeOption(schemes, name, option)
    expect(result.scheme?.name ?? null).toBe(scheme)
    expect(result.option?.name ?? null).toBe(found)
  })
})

describe('the medical aid page’s rule (checkMedicalAid), for the page and the API', () => {
  const schemes: MedicalScheme[] = [
    {
      name: 'Discovery Health Medical Scheme',
      open: true,
      options: [{ name: 'Classic Saver', plan: 'SAVINGS' }],
    },
  ]
  const sent = {
    name: 'discovery health medical scheme',
    option: 'classic saver',
    number: ' 123456789 ',
    inceptionDate: '2020-03-01',
  }

  it('saves the list’s spelling and the plan GAP rates the option as', () => {
    expect(checkMedicalAid(sent, schemes, '2026-11-27')).toEqual({
      ok: true,
      medicalAid: {
        name: 'Discovery Health Medical Scheme',
        option: 'Classic Saver',
        number: '123456789',
        inceptionDate: '2020-03-01',
        plan: 'SAVINGS',
      },
    })
  })

  it.each([
    [{ name: 'Acme Health' }, 'name', 'No correct medical scheme selected'],
    [{ option: 'KeyCare Start' }, 'option', 'No correct medical aid option/plan provided'],
    [{ number: '' }, 'number', 'No correct medical aid number provided'],
    [{ inceptionDate: '2026-11-28' }, 'inceptionDate', 'No correct inception date supplied'],
  ])('%j: %s shows %j', (change, field, message) => {
    expect(checkMedicalAid({ ...sent, ...change }, schemes, '2026-11-27')).toEqual({
      ok: false,
      problems: [{ field, message }],
    })
  })

  const SCHEME = 'No correct medical scheme selected'
  const OPTION = 'No correct medical aid option/plan provided'
  const NUMBER = 'No correct medical aid number provided'
  const DATE = 'No correct inception date supplied'
  it.each([
    [
      'every field wrong at once',
      { name: '', option: '', number: '', inceptionDate: 'soon' },
      [
        { field: 'name', message: SCHEME },
        { field: 'option', message: OPTION },
        { field: 'number', message: NUMBER },
        { field: 'inceptionDate', message: DATE },
      ],
    ],
    [
      'a scheme not on the list and no number',
      { name: 'Acme Health', number: '' },
      [
        { field: 'name', message: SCHEME },
        { field: 'number', message: NUMBER },
      ],
    ],
    [
      'an option GAP does not top up and a date to come',
      { option: 'KeyCare Start', inceptionDate: '2027-01-01' },
      [
        { field: 'option', message: OPTION },
        { field: 'inceptionDate', message: DATE },
      ],
    ],
    [
      'no number and a date that does not exist',
      { number: ' ', inceptionDate: '2021-02-29' },
      [
        { field: 'number', message: NUMBER },
        { field: 'inceptionDate', message: DATE },
      ],
    ],
    [
      'no option for a known scheme, a date to come',
      { option: undefined, inceptionDate: '2026-12-01' },
      [
        { field: 'option', message: OPTION },
        { field: 'inceptionDate', message: DATE },
      ],
    ],
  ])('%s: every problem, each beside its field', (_case, change, problems) => {
    expect(checkMedicalAid({ ...sent, ...change }, schemes, '2026-11-27')).toEqual({ ok: false, problems })
  })

  it('a membership that began today is accepted', () => {
    expect(checkMedicalAid({ ...sent, inceptionDate: '2026-11-27' }, schemes, '2026-11-27').ok).toBe(true)
  })
})
