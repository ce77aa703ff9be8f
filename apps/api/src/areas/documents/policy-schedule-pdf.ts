import { scheduleText, type PolicySchedule } from '@insure/domain/policy-schedule'
import { drawLetterhead, drawSections, drawTitle, renderPdf, UNICODE_FONTS } from '../../lib/pdf.ts'

export const PDF_CONTENT_TYPE = 'application/pdf'

/**
 * A policy's schedule as a PDF: under the brand's letterhead (the company, its insurer's name,
 * address and FSP number), the words of `scheduleText` (the same the confirmation e-mail carries),
 * under the policy number. Dated when the schedule was issued, so the file says when it
 * was made rather than when it was rendered.
 */
export function renderPolicySchedulePdf(schedule: PolicySchedule): Promise<Buffer> {
  return renderPdf(
    {
      Title: `Policy schedule ${schedule.policyNumber}`,
      Author: schedule.company.name,
      Subject: `${schedule.product.displayName} policy schedule`,
      CreationDate: new Date(schedule.issuedAt),
    },
    (doc) => {
      drawLetterhead(doc, {
        companyName: schedule.company.name,
        brandColour: schedule.company.brandColour,
        insurer: schedule.insurer,
      })
      drawTitle(
        doc,
        'Policy schedule',
        `${schedule.product.displayName} - ${schedule.company.name} - policy ${schedule.policyNumber}`,
      )
      drawSections(doc, scheduleText(schedule))
    },
    // Names and addresses in any Latin, Greek or Cyrillic letters.
    UNICODE_FONTS,
  )
}
