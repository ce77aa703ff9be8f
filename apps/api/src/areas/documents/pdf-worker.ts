/**
 * The PDF thread: draws policy schedules with pdfkit (tens of milliseconds of CPU each) off the
 * server's main thread, which goes on answering requests meanwhile. pdf-renderer.ts talks to it.
 */
import { parentPort } from 'node:worker_threads'
import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { renderPolicySchedulePdf } from './policy-schedule-pdf.ts'

export type PdfRequest = { id: number; schedule: PolicySchedule }
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string }

const port = parentPort!
port.on('message', (request: PdfRequest) => {
  renderPolicySchedulePdf(request.schedule).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      port.postMessage({ id: request.id, pdf: bytes } satisfies PdfAnswer)
    },
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  )
})
port.postMessage({ ready: true })
