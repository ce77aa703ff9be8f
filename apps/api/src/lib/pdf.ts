import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type * as Fontkit from 'fontkit'
import type PDFDocumentOfPdfkit from 'pdfkit'
import { insurerKindInWords, type Insurer } from '@insure/domain/company'

/** The regular and bold fonts a document is set in. */
export type PdfFonts = { regular: string; bold: string }

/**
 * Helvetica, a standard PDF font: every reader has it, nothing is embedded. It has the Western
 * European letters only (WinAnsi): right for fixed text, not for a person's name.
 */
export const STANDARD_FONTS: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' }

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package, a local file, never fetched), embedded as a subset:
 * Latin with every accent, Greek and Cyrillic, so that names print as written. In Helvetica, Ş, ễ or Ł
 * are not in the encoding, and pdfkit's text turned to garbage from the first of them on.
 */
export const UNICODE_FONTS: PdfFonts = {
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
}

/**
 * Font files parsed once per thread. pdfkit takes a parsed fontkit font as well as a file, and
 * subsets it per document; parsing the two DejaVu files again for every schedule was most of a
 * drawing's CPU (a profile under the journeys bench: 13 of 23 s on the PDF thread).
 */
const parsedFonts = new Map<string, PDFKit.Mixins.PDFFontSource>()

type PdfLibraries = { PDFDocument: typeof PDFDocumentOfPdfkit; fontkit: typeof Fontkit }
let libraries: Promise<PdfLibraries> | null = null

/**
 * pdfkit and fontkit, loaded when the thread draws its first PDF. The server's main thread draws only
 * the policy wording and terms (policy-documents.routes.ts), and most processes never do: loaded at
 * start, the two held 7 MB of its heap and some 30 MB of its resident memory (code, module text,
 * fontkit's tables) for nothing, counted against DESIGN.md's 300 MB (docs/benchmark.md, "Memory").
 * The PDF thread loads them with its first drawing, as it did at its start.
 */
function pdfLibraries(): Promise<PdfLibraries> {
  libraries ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkit]) => ({
    PDFDocument: pdfkit.default,
    fontkit,
  }))
  return libraries
}

function fontSource(fontkit: PdfLibraries['fontkit'], font: string): PDFKit.Mixins.PDFFontSource {
  // A standard font's name (Helvetica) is not a file: pdfkit knows it.
  if (!font.includes('/')) return font
  let parsed = parsedFonts.get(font)
  if (!parsed) {
    // pdfkit's types name files and buffers only; its code takes a fontkit font (one with layout()).
    parsed = fontkit.create(readFileSync(font)) as unknown as PDFKit.Mixins.PDFFontSource
    parsedFonts.set(font, parsed)
  }
  return parsed
}

/**
 * The site's PDFs (the campaign's policy wording, policy schedules): A4 with 2 cm margins, streams
 * deflated. A schedule with its embedded font subset is 44 KB uncompressed; every byte of it goes
 * into the database and the e-mail.
 */
export async function renderPdf(
  info: PDFKit.DocumentInfo,
  draw: (doc: PDFKit.PDFDocument, fonts: PdfFonts) => void,
  fonts: PdfFonts = STANDARD_FONTS,
): Promise<Buffer> {
  const { PDFDocument, fontkit } = await pdfLibraries()
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: true, info })
    doc.registerFont('regular', fontSource(fontkit, fonts.regular))
    doc.registerFont('bold', fontSource(fontkit, fonts.bold))
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      draw(doc, fonts)
    } catch (error) {
      reject(error)
      return
    }
    doc.end()
  })
}

/** A document's heading block: its title, and a grey line under it. */
export function drawTitle(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  doc.font('bold').fontSize(20).fillColor('#000000').text(title, { align: 'left' })
  doc.font('regular').fontSize(12).fillColor('#444444').text(subtitle)
  doc.moveDown(1.2).fillColor('#000000')
}

/** Sections: a bold heading, then its paragraphs. */
export function drawSections(
  doc: PDFKit.PDFDocument,
  sections: readonly { heading: string; paragraphs: readonly string[] }[],
): void {
  for (const section of sections) {
    doc.font('bold').fontSize(13).text(section.heading)
    doc.moveDown(0.3)
    for (const paragraph of section.paragraphs) {
      doc.font('regular').fontSize(10.5).text(paragraph, { align: 'left', lineGap: 2 })
      doc.moveDown(0.4)
    }
    doc.moveDown(0.6)
  }
}

/** Whose document it is: the brand, and the insurer that writes the policy (the configuration's). */
export type Letterhead = { companyName: string; brandColour: string; insurer: Insurer }

/**
 * The brand's letterhead (issue 25): the company's name in white on a band of its colour across the
 * top of the page, then the insurer's name and kind, address and FSP number, as the configuration has them.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, letterhead: Letterhead): void {
  const left = doc.page.margins.left
  doc.save().rect(0, 0, doc.page.width, 64).fill(letterhead.brandColour).restore()
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#ffffff')
    .text(letterhead.companyName, left, 22, { lineBreak: false })
  const { insurer } = letterhead
  doc.font('regular').fontSize(9).fillColor('#444444')
  doc.text(`Underwritten by ${insurer.name}, ${insurerKindInWords(insurer.kind)}`, left, 80)
  doc.text(insurer.address)
  doc.text(`Authorised financial services provider, FSP ${insurer.fspNumber}`)
  doc.moveDown(1.5).fillColor('#000000')
}
