import { z } from 'zod'

import { adminFrom } from '@/lib/admin/staff'
import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { jsonOk } from '@/lib/api/respond'
import { payloadClient } from '@/lib/payload'
import { TESTABLE_PROVIDERS, testProviderConnection } from '@/lib/settings/connectionTest'

const body = z.object({ provider: z.enum(TESTABLE_PROVIDERS) })

/**
 * POST /api/admin/settings/test-connection `{ provider: 'deepl' | 'ai' | 'speech' }`: makes
 * one cheap call to the provider with the saved settings (environment variables win).
 * - 200 `{ ok: boolean, message }` (German; `ok: false` when the provider failed or no key
 *   is set); 400 `{ message }` for another body; 401/403 unless admin.
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const admin = await adminFrom(request)
  if ('response' in admin) return admin.response
  const parsed = await parseJsonBody(request, body)
  if ('response' in parsed) return parsed.response
  const result = await testProviderConnection(await payloadClient(), parsed.data.provider)
  return jsonOk(result, { private: true })
})
