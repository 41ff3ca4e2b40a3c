import { redirectsPlugin } from '@payloadcms/plugin-redirects'

import { isStaff } from './access'

/**
 * The studio's redirects (Payload's redirects plugin): an old address (`from`, stored as
 * `normalizeOldPath` writes it: `/2019/05/my-post`, `/?p=123`) and where it moved, an article
 * or any path. The import writes one per old address of each imported document; editors
 * may change or add them. `src/proxy.ts` answers 301 with them
 * (`src/lib/redirects/knownRedirects.ts`). Staff only, reading included: readers only ever
 * meet the redirect itself.
 */
export const journalRedirects = redirectsPlugin({
  collections: ['articles'],
  overrides: {
    labels: {
      singular: { de: 'Weiterleitung', en: 'Redirect' },
      plural: { de: 'Weiterleitungen', en: 'Redirects' },
    },
    admin: {
      group: { de: 'Seiten', en: 'Pages' },
      defaultColumns: ['from', 'to.type', 'updatedAt'],
    },
    access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  },
})
