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
const LIB = ['^@/lib(/|$)', '^(\\.\\./)+lib(/|$)']
const PAYLOAD_CONFIG = ['^@payload-config$', '^(\\.\\./)+payload\\.config(\\.ts)?$']

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.flat() }],
})

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
