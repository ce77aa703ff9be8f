/**
 * The PDF thread: draws policy schedules and cover letters with pdfkit (tens of milliseconds of CPU each) off the
 * server's main thread, which goes on answering requests meanwhile. pdf-renderer.ts talks to it.
 */
import { parentPort } from 'node:worker_threads'
import type { CoverLetter } from '@insure/domain/car'
import type { PolicySchedule } from '@insure/domain/policy-schedule'
import { renderCoverLetterPdf } from './cover-letter-pdf.ts'
import { renderPolicySchedulePdf } from './policy-schedule-pdf.ts'

export type PdfDrawing =
  { kind: 'POLICY_SCHEDULE'; source: PolicySchedule } | { kind: 'COVER_LETTER'; source: CoverLetter }
export type PdfRequest = { id: number; drawing: PdfDrawing }
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string }

const port = parentPort!
port.on('message', (request: PdfRequest) => {
  const drawing = request.drawing
  const pdf =
    drawing.kind === 'COVER_LETTER'
      ? renderCoverLetterPdf(drawing.source)
      : renderPolicySchedulePdf(drawing.source)
  pdf.then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      port.postMessage({ id: request.id, pdf: bytes } satisfies PdfAnswer)
    },
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  )
})
port.postMessage({ ready: true })
