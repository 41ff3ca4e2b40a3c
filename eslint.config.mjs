import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

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
