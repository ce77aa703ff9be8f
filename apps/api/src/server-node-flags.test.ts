import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

describe('the server is started with its Node flags everywhere', () => {
  it.each([
    ['npm start', () => JSON.parse(read('package.json')).scripts.start as string],
    ['a deployment, as the README says', () => read('README.md')],
    ['a deployment, as docs/configuration.md says', () => read('docs/configuration.md')],
  ])('%s', (_where, text) => {
    // All of them, in one command: the young generation's cap is as much a part of the memory
    // budget as the old generation's (docs/benchmark.md, "Memory").
    expect(text()).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} `)
  })
})
