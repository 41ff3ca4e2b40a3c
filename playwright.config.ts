import { defineConfig } from '@playwright/test'

/**
 * E2E tests drive Debian's Chromium (`apt-get install chromium`; Playwright cannot
 * download browsers here) against `next start`, which `scripts/e2e.ts` starts and passes
 * in as E2E_BASE_URL.
 */
/**
 * `scripts/e2e.ts` runs `tests/e2e/supabase-mode` separately, against the app restarted in
 * Supabase mode, and `tests/e2e/scale-out` against two instances sharing a Redis cache.
 */
const supabaseMode = process.env.E2E_AUTH_MODE === 'supabase'
const scaleOut = process.env.E2E_SCALE_OUT === '1'

export default defineConfig({
  testDir: 'tests/e2e',
  ...(supabaseMode
    ? { testMatch: 'supabase-mode/**/*.spec.ts' }
    : scaleOut
      ? { testMatch: 'scale-out/**/*.spec.ts' }
      : { testIgnore: ['supabase-mode/**', 'scale-out/**'] }),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'de-DE',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
