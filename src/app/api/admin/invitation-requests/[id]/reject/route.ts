import { z } from 'zod'

import { adminFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { idParam } from '@/lib/api/params'
import { jsonError } from '@/lib/api/respond'
import { rejectInvitationRequest } from '@/lib/invitations/review'
import { REQUEST_NOT_FOUND, reviewAnswer } from '@/lib/invitations/reviewRoute'
import { payloadClient } from '@/lib/payload'

const body = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, { error: 'Der Ablehnungsgrund darf höchstens 1000 Zeichen lang sein.' })
    .optional(),
  notify: z.boolean({ error: 'Bitte angeben, ob die Anfragenden benachrichtigt werden.' }),
})

/**
 * POST /api/admin/invitation-requests/{id}/reject `{ reason?, notify }` (admins): rejects an
 * open request, recording the reviewer, the date and the optional reason; with
 * `notify: true` the requester is told by mail (with the reason when given).
 * - 200 `{ mailSent }`
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
    const outcome = await rejectInvitationRequest(await payloadClient(), id.data, admin.user, {
      reason: parsed.data.reason,
      notify: parsed.data.notify,
    })
    return reviewAnswer(outcome, (decided) => ({ mailSent: decided.mailSent }))
  },
)
