import { describe, expect, it } from 'vitest'
import { MAX_ROWS_PER_STATEMENT, writeBatch } from './write-batch.ts'

/** A store that records each statement's rows and ends each one when the test says. */
function recordingStore() {
  const statements: number[][] = []
  const ends: (() => void)[] = []
  const store = (items: readonly number[]) => {
    statements.push([...items])
    return new Promise<readonly (string | Error)[]>((resolve) =>
      ends.push(() => resolve(items.map((item) => (item < 0 ? new Error(`no ${item}`) : `stored ${item}`)))),
    )
  }
  return { statements, ends, store }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('writeBatch', () => {
  it('stores the writes of one turn in one statement and answers each its own outcome', async () => {
    const { statements, ends, store } = recordingStore()
    const write = writeBatch(store)
    const answers = Promise.allSettled([write(1), write(2), write(-3)])
    await turn()
    expect(statements).toEqual([[1, 2, -3]])
    ends[0]!()
    expect(await answers).toEqual([
      { status: 'fulfilled', value: 'stored 1' },
      { status: 'fulfilled', value: 'stored 2' },
      { status: 'rejected', reason: new Error('no -3') },
    ])
  })

  it('keeps one statement in flight: writes that arrive meanwhile go together in the next', async () => {
    const { statements, ends, store } = recordingStore()
    const write = writeBatch(store)
    const first = write(1)
    await turn()
    const later = [write(2), write(3)]
    await turn()
    await turn()
    const last = write(4)
    await turn()
    expect(statements).toEqual([[1]])
    ends[0]!()
    await first
    await turn()
    expect(statements).toEqual([[1], [2, 3, 4]])
    ends[1]!()
    expect(await Promise.all([...later, last])).toEqual(['stored 2', 'stored 3', 'stored 4'])
  })

  it(`puts at most ${MAX_ROWS_PER_STATEMENT} rows in a statement`, async () => {
    const { statements, ends, store } = recordingStore()
    const write = writeBatch(store)
    const all = Promise.all(Array.from({ length: MAX_ROWS_PER_STATEMENT + 1 }, (_, index) => write(index)))
    await turn()
    expect(statements.map((rows) => rows.length)).toEqual([MAX_ROWS_PER_STATEMENT])
    ends[0]!()
    await turn()
    await turn()
    expect(statements.map((rows) => rows.length)).toEqual([MAX_ROWS_PER_STATEMENT, 1])
    ends[1]!()
    expect(await all).toHaveLength(MAX_ROWS_PER_STATEMENT + 1)
  })

  it('stores a statement that throws again by halves: only the item that fails fails', async () => {
    const statements: number[][] = []
    // As PostgreSQL does: one bad row fails its whole statement, and the statement stores nothing.
    const write = writeBatch(async (items: readonly number[]) => {
      statements.push([...items])
      const bad = items.find((item) => item < 0)
      if (bad !== undefined) throw new Error(`row ${bad} cannot be stored`)
      return items.map((item) => item * 2)
    })
    const items = Array.from({ length: 41 }, (_, index) => (index === 17 ? -17 : index))
    const outcomes = await Promise.allSettled(items.map((item) => write(item)))
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([
      { status: 'rejected', reason: new Error('row -17 cannot be stored') },
    ])
    expect(outcomes[16]).toEqual({ status: 'fulfilled', value: 32 })
    expect(outcomes[18]).toEqual({ status: 'fulfilled', value: 36 })
    // Each good item stored exactly once, by the statements that did not throw.
    const stored = statements.filter((rows) => rows.every((row) => row >= 0)).flat()
    expect(stored.sort((a, b) => a - b)).toEqual(items.filter((item) => item >= 0))
    expect(statements.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(41)))
  })

  it('fails every write when every statement throws, and goes on with the next batch', async () => {
    let down = true
    const write = writeBatch(async (items: readonly number[]) => {
      if (down) throw new Error('database thread stopped')
      return items.map((item) => item * 2)
    })
    const failed = Promise.allSettled([write(1), write(2), write(3)])
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected'])
    down = false
    expect(await write(3)).toBe(6)
  })
})
