import type { User } from '@payload-types'
import { deleteAccount, isDeletedAddress, isDeletionBlocked } from '@/lib/account/deletion'
import { adminsOnly } from '@/lib/admin/staff'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { asServer } from '@/lib/payload/readAs'

/**
 * POST /api/admin/users/{id}/delete (admins only; a dentist's deletion request handled by
 * staff): the same deletion as `POST /api/account/delete`, logged with the admin and the
 * time. Body `{}`. 200 `{ deleted: true, deletedAt, cancelledSubscriptions }`; 404
 * `not_found` for an unknown or already deleted account; 400 `not_permitted` for staff
 * accounts (their roles are taken away first); 401/403 for visitors and non-admins; 503
 * `service_unavailable` when an open subscription cannot be cancelled or the linked Supabase
 * user cannot be deleted (nothing deleted).
 */
export const POST = route(
  { guard: adminsOnly, params: idParams },
  async ({ user: admin, params }) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'users',
      where: { id: { equals: params.id } },
      depth: 0,
      limit: 1,
      ...asServer('Admin-only deletion (the guard checked the role): the account to delete.'),
    })
    const user = found.docs[0] as User | undefined
    if (!user || isDeletedAddress(user.email)) return jsonError(404, 'not_found')
    if (user.roles?.some((role) => role !== 'doctor')) return jsonError(400, 'not_permitted')
    try {
      const outcome = await deleteAccount(payload, user, {
        kind: 'staff',
        userId: admin.id,
        email: admin.email,
      })
      return jsonOk(
        {
          deleted: true,
          deletedAt: outcome.deletedAt,
          cancelledSubscriptions: outcome.cancelledSubscriptions.length,
        },
        { private: true },
      )
    } catch (error) {
      if (isDeletionBlocked(error)) return jsonError(503, 'service_unavailable')
      throw error
    }
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
