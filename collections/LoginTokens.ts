import type { CollectionConfig } from 'payload'

import { germanDateField } from './fields/germanDate'
import { userField } from './fields/userField'

const nobody = () => false

/**
 * One-time sign-in tokens of magic links. Only the SHA-256 hash of a token is
 * stored; a token is valid for one hour and used at most once (`usedAt`). `browserHash`
 * is the hash of the browser cookie of the request that asked for the link: opened in
 * that browser, the link signs in at once; anywhere else only after the reader confirmed.
 * Nobody reads or writes these through the API: `src/lib/auth/magicLink.ts` does, with
 * access overridden.
 */
export const LoginTokens: CollectionConfig = {
  slug: 'login-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    userField(),
    {
      name: 'tokenHash',
      label: { de: 'Token-Hash', en: 'Token hash' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    germanDateField({
      name: 'expiresAt',
      label: { de: 'Gültig bis', en: 'Expires at' },
      required: true,
      index: true,
    }),
    germanDateField({ name: 'usedAt', label: { de: 'Verwendet am', en: 'Used at' } }),
    {
      name: 'browserHash',
      label: { de: 'Browser-Hash', en: 'Browser hash' },
      type: 'text',
    },
  ],
}
