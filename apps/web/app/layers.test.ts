import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The lint rule that keeps the layers (eslint.config.js, docs/decisions/005-web-layers.md): a file
 * placed in one layer with one import, linted with the repository's own configuration. The files
 * need not exist; the modules they import do.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/app/${file}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('the web layers lint rule', () => {
  it.each([
    [
      'features/content/page.tsx',
      "import { QuotePage } from '../quote/quote-page.tsx'",
      'imports no other feature',
    ],
    [
      'features/quote/part.tsx',
      "export const form = () => import('../forms/claim-form.tsx')",
      'imports no other feature',
    ],
    [
      'features/shell/part.ts',
      "import type { LaunchState } from '../callcentre/workbench-launch-panel.tsx'",
      'imports no other feature',
    ],
    ['features/map/part.ts', "import { loader } from '../../root.tsx'", 'no layer imports them'],
    [
      'questions/part.tsx',
      "import { QuotePage } from '../features/quote/quote-page.tsx'",
      'questions/ imports only',
    ],
    ['ui/part.tsx', "import { SuburbSearch } from '../questions/suburb-search.tsx'", 'ui/ imports only lib/'],
    [
      'ui/part.tsx',
      "import { ContentSections } from '../features/content/content-sections.tsx'",
      'ui/ imports only lib/',
    ],
    ['lib/part.ts', "import { Modal } from '../ui/modal.tsx'", 'lib/ imports no layer above'],
    [
      'lib/part.ts',
      "import { QuestionEngine } from '../questions/question-engine.tsx'",
      'lib/ imports no layer above',
    ],
  ])('%s fails on %s', async (file, code, message) => {
    const errors = await layerErrors(file, `${code}\nexport {}\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(message)
  })

  it.each([
    ['features/content/page.tsx', "import { ContentSections } from './content-sections.tsx'"],
    ['features/map/part.tsx', "import { SuburbSearch } from '../../questions/suburb-search.tsx'"],
    ['features/forms/part.tsx', "import { SubmitButton } from '../../ui/submit-button.tsx'"],
    ['features/shell/part.ts', "import { useTracker } from '../../lib/use-tracker.ts'"],
    ['questions/part.tsx', "import { Autocomplete } from '../ui/autocomplete.tsx'"],
    ['ui/part.tsx', "import { useFormSite } from '../lib/form-site.ts'"],
    ['root-part.tsx', "import { SiteShell } from './features/shell/site-shell.tsx'"],
  ])('%s may use %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {}\n`)).toEqual([])
  })
})
