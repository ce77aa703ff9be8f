import { describe, expect, it } from 'vitest'
import { VALID_ID_NUMBER, saIdNumber } from '../../test/sa-id-numbers.ts'
import { carryForward } from './carry-forward.ts'

// A fixed day: VALID_ID_NUMBER is a man born 15 June 1985, 40 on this day.
const TODAY = new Date(2026, 0, 10)
const WOMAN = saIdNumber('900101', '0123')
const answer = (value: string) => ({ codes: ['value'], values: { value } })

describe('what carries forward (nothing asked twice, issue 25)', () => {
  it.each([
    ['nothing given', {}, {}, null, null],
    [
      'the life quick quote’s ID number: About you gets it, with the age and gender it tells',
      { answers: { Id_number: answer(VALID_ID_NUMBER) } },
      { citizenId: VALID_ID_NUMBER },
      { dateOfBirth: '1985-06-15', age: 40, gender: 'Male', genderCode: 'M' },
      null,
    ],
    [
      'an ID number with spaces around it, trimmed',
      { answers: { Id_number: answer(` ${WOMAN} `) } },
      { citizenId: WOMAN },
      { dateOfBirth: '1990-01-01', age: 36, gender: 'Female', genderCode: 'F' },
      null,
    ],
    [
      'an invalid quick-quote ID number: nothing (the page asks it)',
      { answers: { Id_number: answer('8506155009080') } },
      {},
      null,
      null,
    ],
    [
      'the workbench token’s contact: About you gets all of it, the age from its ID number',
      {
        launchContact: {
          name: 'Thandi',
          surname: 'Mokoena',
          mobile: '0821234567',
          email: 'thandi@example.co.za',
          idNumber: WOMAN,
        },
      },
      {
        citizenId: WOMAN,
        name: 'Thandi',
        surname: 'Mokoena',
        mobile: '0821234567',
        email: 'thandi@example.co.za',
      },
      { dateOfBirth: '1990-01-01', age: 36, gender: 'Female', genderCode: 'F' },
      null,
    ],
    [
      'a token contact without an ID number, blanks dropped',
      { launchContact: { name: 'Thandi', surname: '  ', mobile: null, idNumber: '' } },
      { name: 'Thandi' },
      null,
      null,
    ],
    [
      'both: the quote’s ID number wins (the premium was rated on it)',
      { answers: { Id_number: answer(VALID_ID_NUMBER) }, launchContact: { idNumber: WOMAN } },
      { citizenId: VALID_ID_NUMBER },
      { dateOfBirth: '1985-06-15', age: 40, gender: 'Male', genderCode: 'M' },
      null,
    ],
    [
      'the token’s ID number when the quote’s is not valid',
      { answers: { Id_number: answer('123') }, launchContact: { idNumber: WOMAN } },
      { citizenId: WOMAN },
      { dateOfBirth: '1990-01-01', age: 36, gender: 'Female', genderCode: 'F' },
      null,
    ],
    [
      'home contents’ quick-quote suburb: the address page gets it',
      { answers: { Suburb: answer('1042') } },
      {},
      null,
      1042,
    ],
    ['business cover’s suburb', { answers: { Business_suburb: answer('7') } }, {}, null, 7],
    ['a suburb that is not an id', { answers: { Suburb: answer('Sea Point') } }, {}, null, null],
  ] as const)('%s', (_, sources, aboutYou, fromIdNumber, suburbId) => {
    expect(carryForward({ ...sources, today: TODAY })).toEqual({ aboutYou, fromIdNumber, suburbId })
  })

  it('works out the age on the day asked: a day before the birthday is a year younger', () => {
    const sources = { answers: { Id_number: answer(VALID_ID_NUMBER) } }
    expect(carryForward({ ...sources, today: new Date(2026, 5, 14) }).fromIdNumber?.age).toBe(40)
    expect(carryForward({ ...sources, today: new Date(2026, 5, 15) }).fromIdNumber?.age).toBe(41)
  })
})
