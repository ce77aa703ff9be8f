import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import { funeralScheduleInput } from '@insure/domain/policy-schedule/testing'
import { issuePolicySchedule } from '../src/areas/documents/policy-schedule.ts'
import { renderPolicySchedulePdf } from '../src/areas/documents/policy-schedule-pdf.ts'
import { newHashedId } from '../src/lib/hashed-id.ts'
import type { TestApp } from './test-app.ts'

/** A funeral policy's schedule issued as a purchase issues it: stored, its e-mail in the outbox. */
export async function issueTestSchedule(app: TestApp, policyHashedId = newHashedId()) {
  const schedule = PolicyScheduleSchema.parse(funeralScheduleInput())
  const pdf = await renderPolicySchedulePdf(schedule)
  const issued = await app.db.transaction((tx) =>
    issuePolicySchedule(app, tx, { policyHashedId, schedule, pdf }),
  )
  return { ...issued, pdf, schedule, policyHashedId }
}
