import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/**
 * The bulk translation test translates every published article, the shared demo articles
 * included, into three languages: the int files after it in the same database saw those
 * articles changed (one failed to find a published premium article). It runs as its own
 * project, after the others, on a database of its own (`npm run test:int`).
 */
const BULK_TRANSLATION_TEST = 'tests/int/bulkTranslation.int.test.ts'

/** The integration tests' settings: one embedded PostgreSQL per run, files one at a time. */
const integration = {
  environment: 'node',
  alias: {
    'server-only': fileURLToPath(new URL('./tests/int/helpers/serverOnly.ts', import.meta.url)),
  },
  include: ['tests/int/**/*.int.test.ts'],
  globalSetup: ['tests/int/helpers/globalSetup.ts'],
  setupFiles: ['tests/int/helpers/setupEnv.ts'],
  // next-intl's middleware imports `next/server` without an extension, which Node's
  // ESM loader cannot resolve; inlined, Vite resolves it (the proxy test needs it).
  server: { deps: { inline: ['next-intl'] } },
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      { extends: true, test: { ...integration, name: 'int', exclude: [BULK_TRANSLATION_TEST] } },
      {
        extends: true,
        test: { ...integration, name: 'int-bulk', include: [BULK_TRANSLATION_TEST] },
      },
    ],
  },
})
