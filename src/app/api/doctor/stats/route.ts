import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { readerFrom } from '@/lib/auth/reader'
import { doctorStats } from '@/lib/cme/stats'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/doctor/stats: `DoctorStats` of the signed-in doctor (total
 * credits, expert and active topics, passed quizzes, the current 5-year period against
 * 125 points, the topic records, the certificates). 401 when not signed in.
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const reader = await readerFrom(request.headers)
  if (!reader) return jsonError(401, AUTH_MESSAGES.notSignedIn)
  return jsonOk(await doctorStats(await payloadClient(), reader), { private: true })
})
