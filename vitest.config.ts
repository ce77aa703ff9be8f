import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Runs the built server as a process (kill -9, SIGTERM, folder lock): after `npm run build`.
        test: {
          name: 'system',
          root: './apps/api',
          include: ['test/system/**/*.test.ts'],
          testTimeout: 480_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
