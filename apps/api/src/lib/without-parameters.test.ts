import { describe, expect, it } from 'vitest'
import { withoutParameters } from './without-parameters.ts'

describe('withoutParameters', () => {
  it('passes a result through', async () => {
    await expect(withoutParameters('storing', Promise.resolve(42))).resolves.toBe(42)
  })

  it('drops the parameters of a failed query and keeps the PostgreSQL error code', async () => {
    const cause = Object.assign(new Error('null value in column'), { code: '23502' })
    const failed = Object.assign(new Error('Failed query: insert ...\nparams: Sipho,Dlamini'), { cause })
    const error = await withoutParameters('storing a call-back', Promise.reject(failed)).catch(
      (e: Error) => e,
    )
    expect(error.message).toBe('storing a call-back failed (SQLSTATE 23502)')
    expect(`${error.message} ${error.stack}`).not.toContain('Sipho')
  })
})
