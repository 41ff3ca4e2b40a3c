import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { remindMember, type ReminderSent } from '@/lib/practices/reminder'
import { memberParams } from '@/lib/practices/schemas'

/**
 * POST /api/practices/{id}/members/{memberId}/reminder → 202 `{ sent, nextAllowedAt }`:
 * "Erinnerung senden" mails the employed dentist a friendly reminder of their missing
 * points, at most once a week per dentist. 401 visitor, 403
 * `practice_status_consent_required` without status consent, 404 for anyone who does not
 * manage the practice, 429 `practice_reminder_too_soon` within the week.
 */
export const POST = route(
  { guard: signedIn, params: memberParams, notFound: 'practice_member_not_found' },
  async ({ reader, params }) => {
    const outcome = await remindMember(await payloadClient(), reader, params.id, params.memberId)
    if ('code' in outcome) return jsonError(outcome.status, outcome.code)
    return jsonOk<ReminderSent>(outcome, { status: 202, private: true })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
