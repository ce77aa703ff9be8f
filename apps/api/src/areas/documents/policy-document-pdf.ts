import { formatIsoDateInWords } from '@insure/domain/calendar'
import { inShort, type PolicyDocument } from '@insure/domain/policy-documents'
import { drawLetterhead, drawSections, drawTitle, renderPdf, type Letterhead } from '../../lib/pdf.ts'

/**
 * A product's wording or terms as a PDF: the company's letterhead, then the document's text in the
 * order its fingerprint is taken of (title, version and date, sections with their summary lines),
 * and the fingerprint last. The words are the site's own (no names typed by a person): Helvetica.
 */
export function renderPolicyDocumentPdf(
  document: PolicyDocument & { sha256: string },
  letterhead: Letterhead,
): Promise<Buffer> {
  return renderPdf(
    { Title: document.title, Author: letterhead.companyName, Subject: `Version ${document.version}` },
    (doc) => {
      drawLetterhead(doc, letterhead)
      drawTitle(
        doc,
        document.title,
        `Version ${document.version}, in effect from ${formatIsoDateInWords(document.effectiveDate)}`,
      )
      drawSections(
        doc,
        document.sections.map((section) => ({
          heading: section.heading,
          paragraphs: [...section.paragraphs, ...(section.summary ? [inShort(section.summary.text)] : [])],
        })),
      )
      doc.font('regular').fontSize(8).fillColor('#444444').text(`SHA-256 of this text: ${document.sha256}`)
    },
  )
}
