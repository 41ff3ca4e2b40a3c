/**
 * Contract of `POST /api/newsletter/subscribe` (body checked by `subscribeBody`). Types
 * only, no zod: the form sits on reading pages.
 */
import type { z } from 'zod'

import type { subscribeBody } from '@/lib/newsletter/schemas'

import { postJson, type JsonCallResult } from './fetchJson'

/** The body of a subscription as the browser sends it. */
export type SubscribeRequest = z.input<typeof subscribeBody>
/** `POST /api/newsletter/subscribe` 200: the same neutral `{ message }` for every address (400/429 `{ code, message }`). */
export type SubscribeAnswer = { message: string }

/** Asks for a subscription (a confirmation mail follows). */
export function subscribeNewsletter(
  request: SubscribeRequest,
): Promise<JsonCallResult<SubscribeAnswer>> {
  return postJson<SubscribeAnswer>('/api/newsletter/subscribe', request)
}
