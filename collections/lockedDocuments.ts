import type { SanitizedConfig } from 'payload'

import { isStaff } from './access'

/** Payload's collection of edit locks (the studio marks a document "being edited" there). */
export const LOCKED_DOCUMENTS_SLUG = 'payload-locked-documents' as const

/**
 * Payload adds its edit-lock collection while it builds the config, with access for any
 * signed-in user, so a doctor could lock an article or the settings and make every staff
 * save fail with 423. Only staff edit in the studio, so only staff may create, read,
 * update or delete locks. Payload's own lock checks read the table directly and are not
 * affected. Returns the same config object.
 */
export function restrictEditLocksToStaff(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKED_DOCUMENTS_SLUG)
  if (locks)
    locks.access = {
      ...locks.access,
      create: isStaff,
      read: isStaff,
      update: isStaff,
      delete: isStaff,
    }
  return config
}
