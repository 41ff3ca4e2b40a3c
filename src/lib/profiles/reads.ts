import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { DoctorProfile } from '@payload-types'
import { runSql } from '@/lib/db/executor'
import { asReader } from '@/lib/payload/readAs'

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
    ...asReader(null),
  })
  return docs[0] ?? null
}

/** Every specialty that public profiles carry, each spelling once (private profiles count nothing). */
export async function findPublicSpecialties(payload: Payload): Promise<string[]> {
  const { rows } = await runSql(
    payload,
    sql`select distinct t.text from doctor_profiles_texts t join doctor_profiles p on p.id = t.parent_id where t.path = 'specialties' and p.is_public = true`,
  )
  return rows.map((r) => String(r.text))
}
