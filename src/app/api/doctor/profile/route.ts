import type { ProfileAnswer } from '@/lib/api/contract/profiles'
import { signedIn } from '@/lib/api/guards'
import type { SignedInReader } from '@/lib/auth/reader'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { profileBody } from '@/lib/profiles/schema'
import { toProfileAnswer } from '@/lib/profiles/serialize'
import { methodsNotAllowed } from '@/lib/api/methods'
import { asReader, asServer } from '@/lib/payload/readAs'

/**
 * The reader's own profile. Read by the server itself: the profile's `user` field is
 * readable by its owner only (`ownerOrAdminField`), which Payload cannot decide for a
 * query, so a reader's query by `user` is refused. Writes below go through the rules as the
 * reader (`adminOrOwner`).
 */
async function ownProfile(reader: SignedInReader) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'doctor-profiles',
    where: { user: { equals: reader.id } },
    limit: 1,
    depth: 0,
    ...asServer(
      'Query on the owner-only `user` field, which the rules cannot decide for a query (see above).',
    ),
  })
  return { payload, profile: docs[0] ?? null }
}

/**
 * GET /api/doctor/profile: the signed-in doctor's own profile
 * `{ name, practiceName, address, postalCode, city, country, website, phone, isPublic,
 * specialties, verified, slug }`; 200 `null` when none exists yet (a new dentist's normal
 * state, not an error: the dashboard asks on every visit and offers to create it); 401
 * visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  const { profile } = await ownProfile(reader)
  return jsonOk<ProfileAnswer | null>(profile ? toProfileAnswer(profile) : null, {
    private: true,
  })
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
  const { payload, profile } = await ownProfile(reader)
  const saved = profile
    ? await payload.update({
        collection: 'doctor-profiles',
        id: profile.id,
        data: body,
        // Updates are the owner's or an admin's (`adminOrOwner`).
        ...asReader(reader),
        depth: 0,
      })
    : await payload.create({
        collection: 'doctor-profiles',
        data: { ...body, user: reader.id },
        ...asReader(reader),
        depth: 0,
      })
  return jsonOk<ProfileAnswer>(toProfileAnswer(saved), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
