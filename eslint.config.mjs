import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

/**
 * The layers of the code base, from top to bottom:
 *   src/app → src/components → src/lib → (payload-types, src/i18n)
 * A layer imports only from the layers below it (src/i18n/request.ts, next-intl's entry
 * point, is the one file of src/i18n that uses src/lib); `collections/` (the Payload schema) may use
 * src/lib, and src/lib never imports the schema. `src/lib/payload/index.ts` is the one lib module
 * that loads `payload.config.ts` (it hands out the Payload client). See docs/architecture.md.
 */
const layer = (message, ...regexes) =>
  regexes.map((regex) => ({ regex, message: `${message} (see docs/architecture.md)` }))

/** Relative or aliased imports of a top-level folder, e.g. `@/app/...` or `../../app/...`. */
const APP = ['^@/app(/|$)', '^(\\.\\./)+app(/|$)']
const COMPONENTS = ['^@/components(/|$)', '^(\\.\\./)+components(/|$)']
const COLLECTIONS = ['^@collections(/|$)', '^(\\.\\./)+collections(/|$)']
// src/lib/payload/readAs.ts depends on nothing and names how every Local-API call reads, so
// the layers below src/lib may use it too.
const LIB = ['^@/lib(/(?!payload/readAs$)|$)', '^(\\.\\./)+lib(/(?!payload/readAs$)|$)']
const PAYLOAD_CONFIG = ['^@payload-config$', '^(\\.\\./)+payload\\.config(\\.ts)?$']

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.flat() }],
})

/**
 * How our code calls Payload's Local API (docs/architecture.md, "Reading as the user or as
 * the server"): every call spreads `asReader(user | req)` (the collection's access rules
 * decide) or `asServer('reason')` (past the rules, with the reason written at the call),
 * both from src/lib/payload/readAs.ts. Payload's default, a call that says neither, runs
 * past every rule without saying so; these selectors refuse it.
 */
const READ_AS = "Spread asReader(user | req) or asServer('reason') from '@/lib/payload/readAs'"
/** Local-API methods that take access options and name a collection or a global. */
const LOCAL_API =
  '/^(count|countGlobalVersions|countVersions|create|delete|duplicate|find|findByID|findDistinct|findGlobal|findGlobalVersionByID|findGlobalVersions|findVersionByID|findVersions|forgotPassword|login|resetPassword|restoreGlobalVersion|restoreVersion|unlock|update|updateGlobal|verifyEmail)$/'
/** An options object that already says how it reads (also `...(cond ? asReader(…) : asServer(…))`). */
const SAYS_HOW =
  ':not(:has(> SpreadElement[argument.callee.name=/^as(Reader|Server)$/]))' +
  ':not(:has(> SpreadElement[argument.consequent.callee.name=/^as(Reader|Server)$/][argument.alternate.callee.name=/^as(Reader|Server)$/]))'
/** (a) `overrideAccess` written as an option or type member, or assigned. Reading it (a hook's argument) is fine. */
const noOverrideAccess = [
  {
    selector:
      "ObjectExpression > Property[key.name='overrideAccess'], ObjectExpression > Property[key.value='overrideAccess'], TSPropertySignature[key.name='overrideAccess'], AssignmentExpression > MemberExpression.left[property.name='overrideAccess']",
    message: `Do not write overrideAccess. ${READ_AS} into the call's options instead (see docs/architecture.md).`,
  },
]
/** (b) a Local-API call (not `payload.db.*`) whose options name a collection or global but say neither. */
const localApiSaysHow = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=${LOCAL_API}]:not([callee.object.property.name='db']):not([callee.object.name='db']) > ObjectExpression:first-child:has(> Property[key.name=/^(collection|slug)$/])${SAYS_HOW}`,
    message: `This Local-API call does not say how it reads (Payload would skip every access rule). ${READ_AS}: asReader when it acts for the signed-in user, asServer with the reason otherwise.`,
  },
  {
    selector: `CallExpression[callee.object.property.name='jobs'][callee.property.name=/^(queue|run|runByID|cancel|cancelByID)$/] > ObjectExpression:first-child${SAYS_HOW}`,
    message: `This job-queue call does not say how it runs (Payload would skip the queue's access rules). ${READ_AS}.`,
  },
]

const config = [
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: restrict(
      layer('Components must not import from src/app (pass data down as props)', ...APP),
      layer('Components must not import the Payload schema; use src/lib', ...COLLECTIONS),
    ),
  },
  {
    files: ['src/lib/**'],
    ignores: ['src/lib/payload/index.ts'],
    rules: restrict(
      layer('src/lib must not import from src/app', ...APP),
      layer(
        'src/lib must not import React components; move the module to src/components',
        ...COMPONENTS,
      ),
      layer('src/lib must not import the Payload schema (collections/)', ...COLLECTIONS),
      layer(
        'Use payloadClient() from @/lib/payload instead of loading the config',
        ...PAYLOAD_CONFIG,
      ),
    ),
  },
  {
    files: ['src/i18n/**'],
    rules: restrict(
      layer('src/i18n must not import from src/app', ...APP),
      layer('src/i18n must not import components', ...COMPONENTS),
      layer('src/i18n must not import the Payload schema (collections/)', ...COLLECTIONS),
      layer('src/i18n sits below src/lib and must not import it', ...LIB),
    ),
  },
  {
    // next-intl's request configuration is the one place where the catalogues (src/i18n)
    // meet the texts editors stored (src/lib/uiStrings): next-intl loads it by path
    // (next.config.mjs), above every layer, like a page of src/app would.
    files: ['src/i18n/request.ts'],
    rules: restrict(
      layer('src/i18n must not import from src/app', ...APP),
      layer('src/i18n must not import components', ...COMPONENTS),
      layer('src/i18n must not import the Payload schema (collections/)', ...COLLECTIONS),
    ),
  },
  {
    files: ['collections/**'],
    rules: restrict(
      layer('collections/ must not import from src/app', ...APP),
      layer(
        'collections/ must not import React components (admin components are referenced by path)',
        ...COMPONENTS,
      ),
    ),
  },
  // Tests set up data past the rules on purpose and may write `overrideAccess` directly, so
  // tests/ is exempt from both; readAs.ts is the one place that writes `overrideAccess`.
  {
    ignores: ['tests/**', 'src/lib/payload/readAs.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noOverrideAccess, ...localApiSaysHow] },
  },
  {
    files: ['src/lib/payload/readAs.ts'],
    rules: { 'no-restricted-syntax': ['error', ...localApiSaysHow] },
  },
  {
    ignores: [
      '.next/',
      '.next-test*/',
      '.data/',
      'node_modules/',
      'payload-types.ts',
      'migrations/',
      'src/app/(payload)/',
      'test-results/',
      'playwright-report/',
    ],
  },
]

export default config
