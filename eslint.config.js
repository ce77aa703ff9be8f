import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/*
 * The web app's layers (docs/decisions/005-web-layers.md): features/* import only ui/, questions/,
 * lib/, the domain and their own files; questions/ imports ui/ and lib/; ui/ imports lib/; lib/
 * imports none of them; nothing below imports the app's own modules (root, routes, entry). One zone
 * per feature folder, read from the disk, so a new feature is walled in as soon as it exists.
 * import-x checks the file an import resolves to, so folder depth and `import()` need no patterns.
 */
const REPOSITORY = fileURLToPath(new URL('.', import.meta.url))
const APP = 'apps/web/app'
const FEATURES = readdirSync(new URL(`${APP}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const DECISION = '(docs/decisions/005-web-layers.md)'
const webLayerZones = [
  ...FEATURES.map((feature) => ({
    target: `${APP}/features/${feature}`,
    from: `${APP}/features`,
    except: [`./${feature}`],
    message: `A feature imports no other feature: what two need moves to ui/, questions/ or lib/ ${DECISION}.`,
  })),
  {
    target: `${APP}/questions`,
    from: `${APP}/features`,
    message: `questions/ imports only ui/ and lib/ ${DECISION}.`,
  },
  {
    target: `${APP}/ui`,
    from: [`${APP}/features`, `${APP}/questions`],
    message: `ui/ imports only lib/ ${DECISION}.`,
  },
  {
    target: `${APP}/lib`,
    from: [`${APP}/features`, `${APP}/questions`, `${APP}/ui`],
    message: `lib/ imports no layer above it ${DECISION}.`,
  },
  {
    target: [`${APP}/features`, `${APP}/questions`, `${APP}/ui`, `${APP}/lib`],
    from: [`${REPOSITORY}${APP}/*.{ts,tsx}`],
    message: `root.tsx, routes.ts and entry.server.tsx put the layers together; no layer imports them ${DECISION}.`,
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: REPOSITORY, zones: webLayerZones }] },
  },
  {
    // The page server hands a url-encoded post over parsed and the Request gets no body: an action
    // reading request.formData() would see none and answer 400 to every form.
    files: [`${APP}/**/*.{ts,tsx}`],
    ignores: [`${APP}/**/*.test.{ts,tsx}`, `${APP}/lib/page-request.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
          message: 'Read a posted form with postedFormOf(request, context) (app/lib/page-request.ts).',
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`: neither is a React hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The domain is pure: no I/O, no process, no framework.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'react*', 'drizzle-orm*', 'pg'] },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      // zod comes configured (jitless, for the content security policy) from one module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '../zod-config/index.ts': it is set up before any schema.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/zod-config/index.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/build.mjs'],
    rules: { 'no-console': 'off' },
  },
)
