import { z } from 'zod'

import { adminFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { idParam } from '@/lib/api/params'
import { jsonError } from '@/lib/api/respond'
import { INVITATION_VALID_DAYS } from '@/lib/invitations/requests'
import { approveInvitationRequest } from '@/lib/invitations/review'
import { REQUEST_NOT_FOUND, reviewAnswer } from '@/lib/invitations/reviewRoute'
import { payloadClient } from '@/lib/payload'

const body = z.object({
  validDays: z
    .number({ error: 'Die Gültigkeit muss eine Zahl von Tagen sein.' })
    .int({ error: 'Die Gültigkeit muss eine ganze Zahl von Tagen sein.' })
    .min(1, { error: 'Die Einladung muss mindestens einen Tag gültig sein.' })
    .max(365, { error: 'Die Einladung darf höchstens 365 Tage gültig sein.' })
    .default(INVITATION_VALID_DAYS),
})

/**
 * POST /api/admin/invitation-requests/{id}/approve `{ validDays? }` (admins): approves an
 * open request, creates a single-use invitation code bound to its address, valid for
 * `validDays` (1–365, default 30) until the end of that day, and mails the invitation with
 * a sign-up link that fills the code in.
 * - 200 `{ code, validUntil, mailSent }` (`validUntil` ISO 8601; `mailSent` false when the
 *   mail failed, the code stands)
 * - 400 `{ message }` invalid body; 401/403 unless admin; 404 unknown request; 409 decided already
 */
export const POST = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const admin = await adminFrom(request)
    if ('response' in admin) return admin.response
    const id = idParam.safeParse((await params).id)
    if (!id.success) return jsonError(404, REQUEST_NOT_FOUND)
    const parsed = await parseJsonBody(request, body)
    if ('response' in parsed) return parsed.response
    const outcome = await approveInvitationRequest(await payloadClient(), id.data, admin.user, {
      validDays: parsed.data.validDays,
    })
    return reviewAnswer(outcome, (decided) =>
      decided.result === 'approved'
        ? { code: decided.code, validUntil: decided.validUntil, mailSent: decided.mailSent }
        : {},
    )
  },
)
