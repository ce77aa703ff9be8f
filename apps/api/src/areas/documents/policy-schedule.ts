import {
  policyScheduleFileName,
  confirmationEmail,
  type PolicySchedule,
} from '@insure/domain/policy-schedule'
import type { FastifyInstance } from 'fastify'
import type { DatabaseTransaction } from '../../db/client.ts'
import { PDF_CONTENT_TYPE } from './policy-schedule-pdf.ts'

export type IssuedSchedule = { documentHashedId: string; emailHashedId: string }

/**
 * What a purchase writes besides its policy row, in the purchase's own transaction: the schedule's
 * PDF as a document of the policy, and the confirmation e-mail with it attached in the outbox. Both
 * commit with the policy or not at all. Render the PDF (renderPolicySchedulePdf) before the
 * transaction opens: the transaction then holds no lock while a PDF is drawn.
 */
export async function issuePolicySchedule(
  app: Pick<FastifyInstance, 'documents' | 'emailOutbox'>,
  tx: DatabaseTransaction,
  { policyHashedId, schedule, pdf }: { policyHashedId: string; schedule: PolicySchedule; pdf: Buffer },
): Promise<IssuedSchedule> {
  const documentHashedId = await app.documents.storeDocument(tx, {
    policyHashedId,
    kind: 'POLICY_SCHEDULE',
    wordingVersion: schedule.wordingVersion,
    fileName: policyScheduleFileName(schedule.policyNumber),
    contentType: PDF_CONTENT_TYPE,
    content: pdf,
  })
  const emailHashedId = await app.emailOutbox.enqueueEmail(tx, confirmationEmail(schedule, documentHashedId))
  return { documentHashedId, emailHashedId }
}
