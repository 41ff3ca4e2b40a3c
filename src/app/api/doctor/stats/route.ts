import type { DoctorStatsAnswer } from '@/lib/api/contract/cme'
import { signedIn } from '@/lib/api/guards'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { doctorStats } from '@/lib/cme/stats'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/doctor/stats: `DoctorStats` of the signed-in doctor (total
 * credits, expert and active topics, passed quizzes, the current 5-year period against
 * 125 points, the topic records, the certificates). 401 when not signed in.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  return jsonOk<DoctorStatsAnswer>(await doctorStats(await payloadClient(), reader), {
    private: true,
  })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
