import type { Payload } from 'payload'

import { deleteExports } from '@/lib/account/exportFiles'

import { anonymiseInvitationRequests } from './invitationRequests'
import { anonymiseNewsletterDeliveries } from './newsletterDeliveries'
import { limitOutbox } from './outbox'
import { pruneExpiredTokens } from './tokens'
import { removeUnverifiedAccounts } from './unverifiedAccounts'

/** Each step of the daily retention run (docs/operations.md, "Retention"). */
const STEPS = {
  unverifiedAccounts: removeUnverifiedAccounts,
  outbox: limitOutbox,
  tokens: pruneExpiredTokens,
  invitationRequests: anonymiseInvitationRequests,
  newsletterDeliveries: anonymiseNewsletterDeliveries,
  accountExports: (_payload: Payload, now: Date) => deleteExports({ expiredAt: now }),
} as const

/**
 * Runs every retention step at `now`, each on its own: a step that fails is logged and
 * the others still run (the next day tries again). Returns what each step did, or its
 * error message.
 */
export async function runRetention(
  payload: Payload,
  now: Date = new Date(),
): Promise<Record<keyof typeof STEPS, unknown>> {
  const outcome = {} as Record<keyof typeof STEPS, unknown>
  for (const [name, step] of Object.entries(STEPS) as [
    keyof typeof STEPS,
    (typeof STEPS)[keyof typeof STEPS],
  ][]) {
    try {
      outcome[name] = await step(payload, now)
    } catch (error) {
      payload.logger.error({ err: error }, `retention step ${name} failed`)
      outcome[name] = { error: error instanceof Error ? error.message : String(error) }
    }
  }
  return outcome
}
