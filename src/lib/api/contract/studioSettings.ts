/**
 * Contract of `POST /api/admin/settings/test-connection` (admins): one cheap call to a
 * provider with the saved settings. 400 `{ code, message }` for an unknown provider;
 * 401/403 to anyone but admins.
 */
import type { z } from 'zod'

import type { ConnectionTestResult, connectionTestBody } from '@/lib/settings/connectionTest'

import { postJson, type JsonCallResult } from './fetchJson'

/** Body of a test: the `provider`, `'deepl' | 'ai' | 'speech'`. */
export type ConnectionTestRequest = z.input<typeof connectionTestBody>
/** 200: whether the call worked and what to tell the admin (German); `ok: false` also when no key is set. */
export type ConnectionTestAnswer = ConnectionTestResult

/** Tests the connection to `body.provider`. */
export function testConnection(
  body: ConnectionTestRequest,
): Promise<JsonCallResult<ConnectionTestAnswer>> {
  return postJson<ConnectionTestAnswer>('/api/admin/settings/test-connection', body)
}
