import type { ProfileAnswer } from '@/lib/api/contract/profiles'
import { signedIn } from '@/lib/api/guards'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { profileBody } from '@/lib/profiles/schema'
import { toProfileAnswer } from '@/lib/profiles/serialize'
import { methodsNotAllowed } from '@/lib/api/methods'

async function ownProfile(userId: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'doctor-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return { payload, profile: docs[0] ?? null }
}

/**
 * GET /api/doctor/profile: the signed-in doctor's own profile
 * `{ name, practiceName, address, postalCode, city, country, website, phone, isPublic,
 * specialties, verified, slug }`; 404 `{ message }` when none exists yet; 401 visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  const { profile } = await ownProfile(reader.id)
  if (!profile) return jsonError(404, 'profile_not_created')
  return jsonOk<ProfileAnswer>(toProfileAnswer(profile), { private: true })
})

/**
 * POST /api/doctor/profile: creates or updates the signed-in doctor's profile
 * from `{ name, practiceName, address, postalCode, city, country, website, phone,
 * isPublic, specialties }` (rules in `profileBody`). The coordinates follow the
 * postal code; `verified` cannot be set here.
 * - 200 the saved profile (as GET); 400 `{ message, issues }` with the German field
 *   messages; 401 visitor
 */
export const POST = route({ guard: signedIn, body: profileBody }, async ({ reader, body }) => {
  const { payload, profile } = await ownProfile(reader.id)
  const saved = profile
    ? await payload.update({
        collection: 'doctor-profiles',
        id: profile.id,
        data: body,
        overrideAccess: true,
        depth: 0,
      })
    : await payload.create({
        collection: 'doctor-profiles',
        data: { ...body, user: reader.id },
        overrideAccess: true,
        depth: 0,
      })
  return jsonOk<ProfileAnswer>(toProfileAnswer(saved), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
