import type { Payload } from 'payload'

import type { DoctorProfile } from '@payload-types'

/** A public profile by slug (the public's access rule applies: private ones are never found), or null. */
export async function findPublicProfile(
  payload: Payload,
  slug: string,
): Promise<DoctorProfile | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'doctor-profiles',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
