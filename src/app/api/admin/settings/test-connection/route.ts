import { adminsOnly } from '@/lib/admin/staff'
import type { ConnectionTestAnswer } from '@/lib/api/contract/studioSettings'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'
import { connectionTestBody, testProviderConnection } from '@/lib/settings/connectionTest'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/admin/settings/test-connection `{ provider: 'deepl' | 'ai' | 'speech' }`: makes
 * one cheap call to the provider with the saved settings (environment variables win).
 * - 200 `{ ok: boolean, message }` (German; `ok: false` when the provider failed or no key
 *   is set); 400 `{ code, message }` for another body; 401/403 unless admin.
 */
export const POST = route({ guard: adminsOnly, body: connectionTestBody }, async ({ body }) => {
  const result = await testProviderConnection(await payloadClient(), body.provider)
  return jsonOk<ConnectionTestAnswer>(result, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
