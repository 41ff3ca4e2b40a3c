import type { TextField } from 'payload'

import {
  decryptSecret,
  encryptSecret,
  isMasked,
  maskSecret,
  MASK_PREFIX,
} from '@/lib/crypto/secrets'

import { isAdminField } from '../access'

type Label = { de: string; en: string }

/**
 * A secret setting (an API key) of the `settings` global: stored encrypted
 * (AES-256-GCM, key from PAYLOAD_SECRET), readable by admins only and then only masked to
 * its last 4 characters; the studio field says whether it is set and whether `envVar`
 * overrides it. Saving the mask back unchanged keeps
 * the stored secret; saving an empty value removes it.
 */
export function secretField(
  name: string,
  label: Label,
  { envVar, description }: { envVar?: string; description?: Label } = {},
): TextField {
  return {
    name,
    type: 'text',
    label,
    access: { read: isAdminField, update: isAdminField, create: isAdminField },
    admin: {
      description: description ?? {
        de: 'Wird verschlüsselt gespeichert und nie im Klartext angezeigt. Ein leeres Feld behält den gespeicherten Schlüssel; „Entfernen“ löscht ihn beim Speichern.',
        en: 'Stored encrypted and never shown in clear. An empty field keeps the stored key; “Remove” deletes it on save.',
      },
      components: { Field: '/components/studio/SecretInput.client#SecretInput' },
      // The field tells whether the environment variable of the same purpose overrides it
      // (read when the server starts, like the variable itself).
      custom: { envVar, envSet: Boolean(envVar && process.env[envVar]?.trim()) },
    },
    hooks: {
      beforeChange: [
        async ({ value, req }) => {
          if (value === undefined || isMasked(value)) {
            const stored = (await req.payload.db.findGlobal({ slug: 'settings', req })) as Record<
              string,
              unknown
            > | null
            return (stored?.[name] as string | null | undefined) ?? null
          }
          const plain = typeof value === 'string' ? value.trim() : ''
          return plain ? encryptSecret(plain, req.payload.secret) : null
        },
      ],
      afterRead: [
        ({ value, req }) => {
          if (typeof value !== 'string' || !value) return value
          try {
            return maskSecret(decryptSecret(value, req.payload.secret) ?? '')
          } catch {
            return `${MASK_PREFIX}????`
          }
        },
      ],
    },
  }
}
