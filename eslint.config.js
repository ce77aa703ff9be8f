import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
