import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-node-flags.mjs'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, '../../../..')
const MB = 1024 * 1024
/** The old generation's cap the server runs with: a heap's limit is it plus the young generation. */
const OLD_GENERATION_MB = Number(
  SERVER_NODE_FLAGS.find((flag) => flag.startsWith('--max-old-space-size='))!.split('=')[1],
)

/**
 * In a process started as the server is (its Node flags), a thread asking for an 8 MB young
 * generation, through threadResourceLimits or not: the young generation each heap may grow to.
 */
function youngGenerations(throughHelper: boolean): { mainBefore: number; mainAfter: number; thread: number } {
  const helper = pathToFileURL(path.join(HERE, 'thread-limits.ts')).href
  const script = `
    import v8 from 'node:v8'
    import { Worker } from 'node:worker_threads'
    import { threadResourceLimits } from ${JSON.stringify(helper)}
    const young = (limit) => limit / ${MB} - ${OLD_GENERATION_MB}
    const mainBefore = young(v8.getHeapStatistics().heap_size_limit)
    const limits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 }
    const worker = new Worker('setInterval(() => {}, 1000)', {
      eval: true,
      resourceLimits: ${throughHelper} ? threadResourceLimits(limits) : limits,
    })
    worker.once('online', async () => {
      const thread = young((await worker.getHeapStatistics()).heap_size_limit)
      const mainAfter = young(v8.getHeapStatistics().heap_size_limit)
      console.log(JSON.stringify({ mainBefore, mainAfter, thread }))
      await worker.terminate()
    })`
  const output = execFileSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: ROOT, encoding: 'utf8' },
  )
  return JSON.parse(output.trim().split('\n').at(-1)!) as {
    mainBefore: number
    mainAfter: number
    thread: number
  }
}

describe('a thread keeps its own young generation under the server flags', () => {
  it("the PDF and database threads get the young generation they ask for; the main thread keeps the server's cap", () => {
    const semiSpaceMb = Number(
      SERVER_NODE_FLAGS.find((flag) => flag.startsWith('--max-semi-space-size='))!.split('=')[1],
    )
    const held = youngGenerations(true)
    // 8 MB asked; V8 makes it three whole semi-spaces (4 MB each on Node 24): the thread's, not the server's.
    expect(held.thread).toBeLessThanOrEqual(12)
    // Two semi-spaces and V8's room for large new objects, before and after the threads start.
    expect(held.mainBefore).toBe(3 * semiSpaceMb)
    expect(held.mainAfter).toBe(3 * semiSpaceMb)
  })

  it('without it, the server flag overrides what the thread asks for (Node 24)', () => {
    const semiSpaceMb = Number(
      SERVER_NODE_FLAGS.find((flag) => flag.startsWith('--max-semi-space-size='))!.split('=')[1],
    )
    expect(youngGenerations(false).thread).toBe(3 * semiSpaceMb)
  })
})
