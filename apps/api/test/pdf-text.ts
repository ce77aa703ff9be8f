import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF, its pages joined, as a reader would copy it (pdf.js, through unpdf). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
