import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/**
 * The small modules every page's first load shares, beside the root route's chunk: one chunk rather
 * than a dozen files of a few hundred bytes, each gzipped with its own header and dictionary and
 * naming its imports and exports (issue 25's first-load budget, docs/benchmark.md). Only modules the
 * root or the home page import statically: anything here loads on every page.
 */
const FIRST_LOAD_MODULES = [
  /[\\/]packages[\\/]domain[\\/]src[\\/](catalogue[\\/]product-codes|company[\\/]contact|content[\\/]rules|messages[\\/]index|session[\\/]rules)\.ts$/,
  /[\\/]app[\\/]lib[\\/](site|embeds|use-tracker|site-error|session-store|page-meta|private-page|data-block)\.tsx?$/,
  // The bits of React that entry.client and the app share, and Vite's preload helper (React Router's
  // own chunk imports none of them, so no chunk cycle).
  /[\\/]node_modules[\\/]react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js$/,
  /[\\/]node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime\.production)\.js$/,
  /^\0vite[\\/]preload-helper/,
]

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Without the dependencies in the group, an entry (a route module) may export more.
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: (id) => FIRST_LOAD_MODULES.some((pattern) => pattern.test(id)),
                  // Their dependencies (React, React Router) stay in the chunks React Router gives them.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
})
