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
 * commit with the policy or not at all. Without `pdf` the document is stored with its schedule to
 * draw and the DocumentRenderer draws it on the PDF thread just after (the e-mail waits for it): the
 * purchase does not wait tens of milliseconds for a drawing.
 */
export async function issuePolicySchedule(
  app: Pick<FastifyInstance, 'documents' | 'emailOutbox'>,
  tx: DatabaseTransaction,
  {
    policyHashedId,
    schedule,
    pdf = null,
  }: { policyHashedId: string; schedule: PolicySchedule; pdf?: Buffer | null },
): Promise<IssuedSchedule> {
  const documentHashedId = await app.documents.storeDocument(tx, {
    policyHashedId,
    kind: 'POLICY_SCHEDULE',
    wordingVersion: schedule.wording.version,
    fileName: policyScheduleFileName(schedule.policyNumber),
    contentType: PDF_CONTENT_TYPE,
    content: pdf,
    source: schedule,
  })
  const emailHashedId = await app.emailOutbox.enqueueEmail(tx, confirmationEmail(schedule, documentHashedId))
  return { documentHashedId, emailHashedId }
}
