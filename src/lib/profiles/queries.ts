import 'server-only'

import { cachedRead } from '@/lib/cache/cachedRead'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findPublicSpecialties } from './reads'
import { specialtyOptions } from './specialties'

/**
 * The dentist search's specialty options (`specialtyOptions` over the public profiles'
 * specialties), cached with tag `profiles`, which saving or deleting a profile expires.
 */
export const getSpecialtyOptions = cachedRead(
  ['specialty-options'],
  [CACHE_TAGS.profiles],
  async () => specialtyOptions(await findPublicSpecialties(await payloadClient())),
)
