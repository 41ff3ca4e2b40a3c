/**
 * `npm run test:e2e`: Playwright against `next start` on a throw-away database (see
 * `startStack`). Set E2E_SKIP_BUILD=1 to reuse a current `.next` build.
 */
import { run, startStack, type Stack } from './lib/stack'

let stack: Stack | undefined
let exitCode = 1
try {
  stack = await startStack({ build: process.env.E2E_SKIP_BUILD !== '1' })
  exitCode = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { ...process.env, E2E_BASE_URL: stack.baseUrl })
} catch (error) {
  console.error('[e2e]', error)
} finally {
  await stack?.stop()
}
process.exit(exitCode)
