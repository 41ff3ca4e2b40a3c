/**
 * `npm run test:e2e`: Playwright against `next start` on a throw-away database (see
 * `startStack`). Set E2E_SKIP_BUILD=1 to reuse a current `.next` build.
 * The server sends mail to SMTP port E2E_SMTP_PORT on 127.0.0.1, where the account
 * journey starts its own SMTP server (tests/e2e/mailbox.ts). DeepL and the
 * OpenAI-compatible API are local stand-ins at their HTTP boundary (tests/support), so the
 * studio's translation and audio jobs run with the real client libraries; a local OpenID
 * provider stands in for Google's sign-in.
 * Last, the same build runs as two instances sharing a throw-away Redis and an S3 stand-in
 * for uploads (`tests/e2e/scale-out`): what one instance publishes or uploads, the other
 * serves at once; and Debian's nginx with the reference configuration in front of the
 * first. The uploads made so far on local disk are copied into the bucket first
 * (`npm run media:to-s3`'s code).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startDeeplStandIn } from '../tests/support/deeplStandIn'
import { startGoTrueStandIn } from '../tests/support/goTrueStandIn'
import { startOpenAiStandIn } from '../tests/support/openAiStandIn'
import { startOpenIdProvider } from '../tests/support/openIdProvider'
import { startS3StandIn, type S3StandIn } from '../tests/support/s3StandIn'
import { DEMO_ACCOUNTS } from './seed/demoAccounts'
import { freePort } from './db/embedded'
import { copyMediaToS3 } from './lib/mediaToS3'
import { startRedis, type LocalRedis } from './lib/redis'
import { run, startStack, type Stack } from './lib/stack'

const PLAYWRIGHT = 'node_modules/@playwright/test/cli.js'
const isSupabase = (arg: string) => arg.includes('supabase')
const isScaleOut = (arg: string) => arg.includes('scale-out')

let stack: Stack | undefined
let redis: LocalRedis | undefined
let s3: S3StandIn | undefined
const instanceMediaDirs: string[] = []
let exitCode = 1
try {
  const smtpPort = await freePort()
  const deepl = await startDeeplStandIn()
  const openAi = await startOpenAiStandIn()
  // "Google" signs everyone in as the demo doctor (verified address).
  const google = await startOpenIdProvider({
    email: DEMO_ACCOUNTS.doctor.email,
    email_verified: true,
  })
  stack = await startStack({
    build: process.env.E2E_SKIP_BUILD !== '1',
    serverEnv: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEEPL_API_KEY: 'stand-in',
      DEEPL_SERVER_URL: deepl.url,
      AI_API_KEY: 'stand-in',
      AI_BASE_URL: `${openAi.url}/v1`,
      SPEECH_API_KEY: 'stand-in',
      SPEECH_BASE_URL: `${openAi.url}/v1`,
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: google.issuer,
    },
  })
  const env = {
    ...process.env,
    E2E_BASE_URL: stack.baseUrl,
    E2E_SMTP_PORT: String(smtpPort),
    E2E_SERVER_PID: String(stack.pid),
  }
  const args = process.argv.slice(2)
  const onlySpecialPhases = args.length > 0 && args.every((a) => isSupabase(a) || isScaleOut(a))
  exitCode = onlySpecialPhases ? 0 : await run(process.execPath, [PLAYWRIGHT, 'test', ...args], env)
  // Then the same build and database in Supabase mode, against a GoTrue stand-in.
  if (args.length === 0 || args.some(isSupabase)) {
    const goTrue = await startGoTrueStandIn([
      { email: DEMO_ACCOUNTS.doctor.email, password: 'supabase-doctor-2026' },
    ])
    await stack.restart({
      NEXT_PUBLIC_SUPABASE_URL: goTrue.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'stand-in-anon-key',
    })
    const supabaseEnv = {
      ...env,
      E2E_BASE_URL: stack.baseUrl,
      E2E_AUTH_MODE: 'supabase',
      E2E_GOTRUE_URL: goTrue.url,
    }
    const supabaseArgs = args.filter(isSupabase)
    const code = await run(process.execPath, [PLAYWRIGHT, 'test', ...supabaseArgs], supabaseEnv)
    exitCode = exitCode || code
    await goTrue.stop()
  }
  // Then two instances of the same build and database behind one Redis cache.
  if (args.length === 0 || args.some(isScaleOut)) {
    redis = await startRedis()
    s3 = await startS3StandIn()
    await stack.stopServer()
    const copied = await copyMediaToS3({ ...process.env, ...s3.env })
    console.log(`[e2e] media copied to the S3 stand-in: ${copied.copied} files`)
    // TRUSTED_PROXY_COUNT: tests/e2e/scale-out/nginx.spec.ts puts nginx in front of A.
    // CACHE_REVALIDATE_SECONDS: pages carry a 30 s s-maxage, so its publish test waits
    // half a minute for nginx's stored page to expire rather than five.
    const shared = {
      CACHE_REVALIDATE_SECONDS: '30',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'e2e:',
      TRUSTED_PROXY_COUNT: '1',
      ...s3.env,
    }
    // Each instance gets its own empty upload folder: what B serves of A's uploads can
    // only come from the bucket.
    const ownMediaDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-media-'))
      instanceMediaDirs.push(dir)
      return { MEDIA_DIR: dir }
    }
    const a = await stack.startInstance({ ...shared, ...ownMediaDir() })
    const b = await stack.startInstance({ ...shared, ...ownMediaDir() })
    const scaleEnv = {
      ...env,
      E2E_BASE_URL: a.baseUrl,
      E2E_SECOND_URL: b.baseUrl,
      E2E_REDIS_URL: redis.url,
      E2E_SCALE_OUT: '1',
      E2E_S3_URL: s3.url,
      E2E_S3_BUCKET: s3.bucket,
    }
    const code = await run(
      process.execPath,
      [PLAYWRIGHT, 'test', ...args.filter(isScaleOut)],
      scaleEnv,
    )
    exitCode = exitCode || code
  }
} catch (error) {
  console.error('[e2e]', error)
} finally {
  await stack?.stop()
  await redis?.stop()
  await s3?.stop()
  for (const dir of instanceMediaDirs) rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
