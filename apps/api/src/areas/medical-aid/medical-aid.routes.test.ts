import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDICAL_SCHEME_SEEDS } from '../../../seed/data/medical-schemes.ts'
import { expectGetListRefusals } from '../../../test/bad-bodies.ts'
import { clientCredentials, createTestApp } from '../../../test/test-app.ts'
import { medicalSchemeOptions } from '../../db/schema/index.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let credentials: Awaited<ReturnType<typeof clientCredentials>>

beforeAll(async () => {
  testApp = await createTestApp()
  credentials = await clientCredentials(testApp.app)
})
afterAll(() => testApp.close())

type Scheme = { name: string; open: boolean; options: { name: string; plan: string | null }[] }

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: credentials.headers('GET') })

async function schemesOf(url: string): Promise<Scheme[]> {
  const response = await get(url)
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  const body = response.json() as { code: number; data: Scheme[] }
  expect(body.code).toBe(200)
  return body.data
}

const ALL = '/wyzeapi/wtf/getMedicalSchemes'
const GAP = '/wyzeapi/wtf/sti/gap/getMedicalSchemes'

describe('GET /wyzeapi/wtf/getMedicalSchemes: every seeded scheme with every option', () => {
  it('lists each scheme once, by name, with its options in the seed order', async () => {
    const schemes = await schemesOf(ALL)
    expect(schemes.map((scheme) => scheme.name)).toEqual(
      MEDICAL_SCHEME_SEEDS.map((scheme) => scheme.name).sort((a, b) => a.localeCompare(b, 'en')),
    )
    const discovery = schemes.find((scheme) => scheme.name === 'Discovery Health Medical Scheme')!
    expect(discovery.open).toBe(true)
    expect(discovery.options.slice(0, 2)).toEqual([
      { name: 'Executive', plan: 'COMPREHENSIVE' },
      { name: 'Classic Comprehensive', plan: 'COMPREHENSIVE' },
    ])
    expect(discovery.options).toContainEqual({ name: 'KeyCare Start', plan: null })
    expect(schemes.find((scheme) => scheme.name === 'Polmed')!.open).toBe(false)
  })

  it('the table refuses a plan GAP does not rate on', async () => {
    await expect(
      testApp.db
        .insert(medicalSchemeOptions)
        .values({ schemeId: 1, position: 99, name: 'Gold', plan: 'GOLD' }),
    ).rejects.toThrow()
  })
})

describe('GET /wyzeapi/wtf/sti/gap/getMedicalSchemes: the schemes and options GAP tops up', () => {
  it('leaves out the network options, and keeps the kind of plan GAP rates each option as', async () => {
    const schemes = await schemesOf(GAP)
    const discovery = schemes.find((scheme) => scheme.name === 'Discovery Health Medical Scheme')!
    expect(discovery.options.map((option) => option.name)).not.toContain('KeyCare Start')
    expect(discovery.options).toContainEqual({ name: 'Classic Saver', plan: 'SAVINGS' })
    expect(discovery.options).toContainEqual({ name: 'Classic Core', plan: 'HOSPITAL' })
    for (const scheme of schemes) {
      expect(scheme.options.length).toBeGreaterThan(0)
      for (const option of scheme.options) expect(option.plan).not.toBeNull()
    }
  })

  it('is every scheme of getMedicalSchemes, less the options GAP does not top up', async () => {
    const all = await schemesOf(ALL)
    const gap = await schemesOf(GAP)
    expect(gap).toEqual(
      all.map((scheme) => ({ ...scheme, options: scheme.options.filter((option) => option.plan !== null) })),
    )
  })
})

describe('the quick quote asks for a scheme of the seeded list', () => {
  it('autocompleteData answers the seeded schemes GAP tops up, by typed text', async () => {
    const response = await get('/wyzeapi/wtf/autocompleteData?answerValue=medicalSchemes&query=bonitas')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, data: [{ name: 'Bonitas Medical Fund' }] })
  })
})

describe.each([ALL, GAP])('%s refuses', (url) => {
  it('no rate token, another method and a NUL in the query, each in the envelope', async () => {
    await expectGetListRefusals(testApp.app, credentials, url)
  })
})
