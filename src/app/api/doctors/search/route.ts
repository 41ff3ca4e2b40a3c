import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { searchDentists, searchQuery } from '@/lib/profiles/search'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/doctors/search?q=&specialty=&postalCode=&lat=&lng=&radiusKm=&page=:
 * public dentist profiles matching the words of `q` (name, practice, city, specialties),
 * the specialty, and the distance from the postal code or the given coordinates (km,
 * haversine, nearest first). Answers `{ hits, total, page, pageSize, unknownPostalCode }`;
 * 400 `{ code: 'invalid_query', message, issues }` for a malformed query. Cached 60 s at
 * shared caches.
 */
export const GET = route({ query: searchQuery }, async ({ query }) =>
  jsonOk(await searchDentists(await payloadClient(), query), { sMaxAge: 60 }),
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
