import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findPublicSpecialties } from './reads'
import { specialtyOptions } from './specialties'

/**
 * The dentist search's specialty options (`specialtyOptions` over the public profiles'
 * specialties), cached with tag `profiles`, which saving or deleting a profile expires.
 */
export const getSpecialtyOptions = unstable_cache(
  async () => specialtyOptions(await findPublicSpecialties(await payloadClient())),
  ['specialty-options'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.profiles] },
)
