import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const HERE = path.dirname(fileURLToPath(import.meta.url))

describe('the PDF libraries load with the first drawing', () => {
  it('the whole server loads without pdfkit and fontkit; a drawing loads them and makes a PDF', () => {
    // A fresh process: the server's modules (app.ts and everything it imports), then one drawing,
    // noting when pdfkit and fontkit are first asked for.
    const script = `
      import { registerHooks } from 'node:module'
      const asked = new Set()
      registerHooks({
        resolve(specifier, context, nextResolve) {
          if (specifier === 'pdfkit' || specifier === 'fontkit') asked.add(specifier)
          return nextResolve(specifier, context)
        },
      })
      await import(${JSON.stringify(pathToFileURL(path.join(HERE, '../app.ts')).href)})
      const atStart = [...asked]
      const { renderPdf } = await import(${JSON.stringify(pathToFileURL(path.join(HERE, 'pdf.ts')).href)})
      const pdf = await renderPdf({ Title: 'A test' }, (doc) => doc.text('Policy wording'))
      console.log(JSON.stringify({ atStart, afterDrawing: [...asked].sort(), start: pdf.subarray(0, 5).toString() }))`
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      {
        cwd: path.resolve(HERE, '../..'),
        encoding: 'utf8',
      },
    )
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      atStart: [],
      afterDrawing: ['fontkit', 'pdfkit'],
      start: '%PDF-',
    })
  })
})
