import { apiHandler } from '@/lib/api/handler'
import { queryOf } from '@/lib/api/params'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import { searchDentists, searchQuery } from '@/lib/profiles/search'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/doctors/search?q=&specialty=&postalCode=&lat=&lng=&radiusKm=&page=:
 * public dentist profiles matching the words of `q` (name, practice, city, specialties),
 * the specialty, and the distance from the postal code or the given coordinates (km,
 * haversine, nearest first). Answers `{ hits, total, page, pageSize, unknownPostalCode }`;
 * 400 `{ message, issues }` for a malformed query. Cached 60 s at shared caches.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const query = searchQuery.safeParse(queryOf(request.url))
  if (!query.success)
    return jsonError(400, query.error.issues[0]?.message ?? 'Invalid query', query.error.issues)
  return jsonOk(await searchDentists(await payloadClient(), query.data), { sMaxAge: 60 })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
