import { describe, expect, it } from 'vitest'
import { containsUnstorableCharacter, pathOfUnstorableCharacter } from './index.ts'

describe('containsUnstorableCharacter', () => {
  it.each([
    ['NUL', 'Sipho\u0000Dlamini', true],
    ['a lone high surrogate', 'Sipho\ud800', true],
    ['a lone low surrogate', '\udc00Sipho', true],
    ['a pair in the wrong order', '\ude00\ud83d', true],
    ['an emoji (a surrogate pair)', 'Sipho 😀', false],
    ['a right-to-left override', 'Sipho\u202eDlamini', false],
    ['markup and quotes', `<b>O'Brien "x"</b>`, false],
    ['accents and other scripts', 'Zoë Ñandú 山田', false],
  ])('%s: %s', (_name, value, expected) => {
    expect(containsUnstorableCharacter(value)).toBe(expected)
  })
})

describe('pathOfUnstorableCharacter', () => {
  it.each([
    ['a clean body', { firstName: 'Sipho', answers: [{ value: '😀' }] }, undefined],
    ['a top-level field', { firstName: 'Sipho\u0000' }, 'firstName'],
    [
      'a nested field, in array order',
      { answers: [{ value: 'ok' }, { value: '\ud800' }] },
      'answers.1.value',
    ],
    ['the first of two', { a: { b: '\u0000' }, c: '\u0000' }, 'a.b'],
    ['a key', { additionalData: { 'NAME\u0000': 'x' } }, 'additionalData.NAME\ufffd'],
    ['a bare string', 'x\u0000', ''],
    ['numbers and nulls', { a: 1e308, b: null, c: true }, undefined],
  ])('%s', (_name, value, path) => {
    expect(pathOfUnstorableCharacter(value)).toBe(path)
  })

  it('walks a body nested deeper than the call stack goes', () => {
    let deep: unknown = '\u0000'
    for (let level = 0; level < 200_000; level++) deep = [deep]
    expect(pathOfUnstorableCharacter(deep)?.split('.')).toHaveLength(200_000)
  })

  it('clears a clean body nested deeper than the call stack goes, and finds one at any depth', () => {
    let clean: unknown = 'ok'
    for (let level = 0; level < 200_000; level++) clean = [clean]
    expect(pathOfUnstorableCharacter(clean)).toBeUndefined()
    for (const depth of [63, 64, 65]) {
      let nested: unknown = { value: 'x\u0000' }
      for (let level = 0; level < depth; level++) nested = { next: nested }
      expect(pathOfUnstorableCharacter(nested)).toBe([...Array(depth).fill('next'), 'value'].join('.'))
    }
  })

  it('reads own keys only, as Object.entries does', () => {
    const inherited = Object.create({ 'NAME\u0000': 'x' }) as Record<string, unknown>
    inherited.firstName = 'Sipho'
    expect(pathOfUnstorableCharacter({ answers: [inherited] })).toBeUndefined()
    inherited.lastName = 'Dlamini\u0000'
    expect(pathOfUnstorableCharacter({ answers: [inherited] })).toBe('answers.0.lastName')
  })
})
