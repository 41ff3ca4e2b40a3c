import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'int',
          environment: 'node',
          alias: {
            'server-only': fileURLToPath(new URL('./tests/int/serverOnly.ts', import.meta.url)),
          },
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setupEnv.ts'],
          // next-intl's middleware imports `next/server` without an extension, which Node's
          // ESM loader cannot resolve; inlined, Vite resolves it (the proxy test needs it).
          server: { deps: { inline: ['next-intl'] } },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
