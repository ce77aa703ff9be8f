import { coverLetterText, type CoverLetter } from '@insure/domain/car'
import { drawLetterhead, drawSections, drawTitle, renderPdf, UNICODE_FONTS } from '../../lib/pdf.ts'

/** `confirmation-of-cover-<policy number>.pdf` */
export const coverLetterFileName = (policyNumber: string) =>
  `confirmation-of-cover-${policyNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`

/**
 * A car policy's confirmation-of-cover letter for its finance house: the words of coverLetterText
 * (the same the e-mail carries) under the policy number, dated when the letter was issued.
 */
export function renderCoverLetterPdf(letter: CoverLetter): Promise<Buffer> {
  return renderPdf(
    {
      Title: `Confirmation of cover ${letter.policyNumber}`,
      Author: letter.company.name,
      Subject: `${letter.product.displayName} confirmation of cover`,
      CreationDate: new Date(letter.issuedAt),
    },
    (doc) => {
      drawLetterhead(doc, {
        companyName: letter.company.name,
        brandColour: letter.company.brandColour,
        insurer: letter.insurer,
      })
      drawTitle(
        doc,
        'Confirmation of cover',
        `${letter.product.displayName} - ${letter.company.name} - policy ${letter.policyNumber}`,
      )
      drawSections(doc, coverLetterText(letter))
    },
    UNICODE_FONTS,
  )
}
