/** fontkit ships no types; the site uses its parser only, to hand pdfkit a font parsed once. */
declare module 'fontkit' {
  export type Font = { layout(text: string): unknown; postscriptName: string }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
