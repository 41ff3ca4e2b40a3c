import { NotFound } from 'payload'

import type { PracticeAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'
import { ownMembership, practiceDetail } from '@/lib/practices/reads'
import { practiceSettingsBody } from '@/lib/practices/schemas'
import { seatsView } from '@/lib/practices/seatView'

/**
 * GET /api/practices/{id}: the practice as its owners and managers see it
 * (`PracticeAnswer`): `{ practice, role, members: [{ id, name, role, status, sharing,
 * seat, cme? }], invitations }`. A member's `cme` (`{ periodStart, periodEnd, points,
 * missing, daysLeft, light }`) is there only when the dentist shares at least their
 * status with this practice. 401 visitor; 404 `practice_not_found` for everyone else,
 * employed dentists included, as for a practice that does not exist.
 */
export const GET = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found' },
  async ({ reader, params }) => {
    const detail = await practiceDetail(await payloadClient(), reader, params.id)
    if (!detail) return jsonError(404, 'practice_not_found')
    return jsonOk<PracticeAnswer>(detail, { private: true })
  },
)

/**
 * DELETE /api/practices/{id}: the owner deletes the practice; every membership (and all
 * sharing) and every invitation ends with it. 401 visitor, 403 `practice_owner_only` for a
 * manager, 404 `practice_not_found` for everyone else, 409 `practice_has_seats` while a
 * team seat subscription is open (cancel it in the customer portal first).
 */
export const DELETE = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found' },
  async ({ reader, params }) => {
    const payload = await payloadClient()
    const own = await ownMembership(payload, reader, params.id)
    if (!own || own.role === 'dentist') return jsonError(404, 'practice_not_found')
    if (own.role !== 'owner') return jsonError(403, 'practice_owner_only')
    const practice = await payload.findByID({
      collection: 'practices',
      id: params.id,
      depth: 0,
      ...asReader(reader),
    })
    // An open seat subscription would keep billing a practice that no longer exists.
    if (seatsView(practice, 0).subscribed) return jsonError(409, 'practice_has_seats')
    try {
      await payload.delete({ collection: 'practices', id: params.id, ...asReader(reader) })
    } catch (error) {
      if (error instanceof NotFound) return jsonError(404, 'practice_not_found')
      throw error
    }
    return jsonOk({ deleted: true }, { private: true })
  },
)

/**
 * PATCH /api/practices/{id} `{ digestMails?, deadlineMails? }` → 200 `{ digestMails,
 * deadlineMails }`: the owner turns the monthly overview and the deadline notices on or
 * off. 400 invalid input, 401 visitor, 403 `practice_owner_only` for a manager, 404
 * `practice_not_found` for everyone else.
 */
export const PATCH = route(
  { guard: signedIn, params: idParams, notFound: 'practice_not_found', body: practiceSettingsBody },
  async ({ reader, params, body }) => {
    const payload = await payloadClient()
    const own = await ownMembership(payload, reader, params.id)
    if (!own || own.role === 'dentist') return jsonError(404, 'practice_not_found')
    if (own.role !== 'owner') return jsonError(403, 'practice_owner_only')
    const practice = await payload.update({
      collection: 'practices',
      id: params.id,
      data: body,
      depth: 0,
      ...asReader(reader),
    })
    return jsonOk(
      {
        digestMails: practice.digestMails !== false,
        deadlineMails: practice.deadlineMails !== false,
      },
      { private: true },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT } = methodsNotAllowed(['GET', 'PATCH', 'DELETE'])
