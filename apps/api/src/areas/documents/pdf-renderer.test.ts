import { afterEach, describe, expect, it } from 'vitest'
import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import { funeralScheduleInput } from '@insure/domain/policy-schedule/testing'
import { pdfText } from '../../../test/pdf-text.ts'
import { DocumentRenderer } from './pdf-renderer.ts'

const IDLE_MS = 300

/** A renderer whose stored documents are a map: what the thread draws is what a download gets. */
function renderer(threadIdleMs = IDLE_MS) {
  const stored = new Map<string, Buffer>()
  const app = {
    log: { error: () => {} },
    documents: {
      pendingDocuments: async () => [],
      storeContent: async (hashedId: string, content: Buffer) => {
        stored.set(hashedId, content)
        return content
      },
    },
  } as unknown as ConstructorParameters<typeof DocumentRenderer>[0]
  return new DocumentRenderer(app, () => {}, { threadIdleMs })
}

const schedule = PolicyScheduleSchema.parse(funeralScheduleInput())
const stopping: DocumentRenderer[] = []
afterEach(async () => {
  await Promise.all(stopping.splice(0).map((one) => one.stop()))
})

describe('the PDF thread', () => {
  it('starts with a drawing, stops when idle, and starts again for the next drawing', async () => {
    const documents = renderer()
    stopping.push(documents)
    expect(documents.threadRunning).toBe(false)

    const first = await documents.contentOf('doc-1', 'POLICY_SCHEDULE', schedule)
    // Before reading the PDF, which may take longer than the idle time on a busy machine.
    expect(documents.threadRunning).toBe(true)
    expect(await pdfText(first)).toContain('Your policy number is IWFUN-000123.')

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3))
    expect(documents.threadRunning).toBe(false)

    const second = await documents.contentOf('doc-2', 'POLICY_SCHEDULE', schedule)
    expect(documents.threadRunning).toBe(true)
    expect(await pdfText(second)).toContain('Your policy number is IWFUN-000123.')
  })

  it('is not stopped while drawings follow each other within the idle time', async () => {
    // Idle time well above the pauses: a busy machine's slow drawing does not count against it.
    const documents = renderer(5_000)
    stopping.push(documents)
    for (const id of ['doc-1', 'doc-2', 'doc-3']) {
      await documents.contentOf(id, 'POLICY_SCHEDULE', schedule)
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
      expect(documents.threadRunning).toBe(true)
    }
  })
})
