import type { PayloadRequest, TypedUser } from 'payload'

/**
 * The two ways our code calls Payload's Local API, spread into every call's options
 * (docs/architecture.md, "Reading as the user or as the server"):
 *
 * ```ts
 * // The collection's access rules decide, as for REST and GraphQL:
 * await payload.find({ collection: 'memberships', ...asReader(reader) })
 * // Past the rules, with the reason written where it happens:
 * await payload.find({ collection: 'users', ...asServer('reminder job: every dentist due a reminder') })
 * ```
 *
 * Payload's own default (a call that says neither) is the server's, with no reason given,
 * so the lint rule in eslint.config.mjs refuses a call that leaves it unstated and an
 * `overrideAccess` written anywhere but here.
 */

/** Options that make a Local API call run as `reader` under the collection's access rules. */
export type AsReader =
  | { overrideAccess: false; user: TypedUser | null }
  | { overrideAccess: false; req: Partial<PayloadRequest> }

/**
 * Runs a Local API call as the reader: the collection's access rules (read, create,
 * update, delete and field access) decide with `reader` as `req.user`. `reader` is a
 * signed-in user, null for a visitor, or a Payload request (in hooks and endpoints, so the
 * call also shares its transaction and locale).
 */
export function asReader(reader: TypedUser | Partial<PayloadRequest> | null | undefined): AsReader {
  if (reader && 'payload' in reader) return { overrideAccess: false, req: reader }
  return { overrideAccess: false, user: (reader as TypedUser | null | undefined) ?? null }
}

/** Options that make a Local API call run past every access rule. */
export type AsServer = { overrideAccess: true }

/**
 * Runs a Local API call as the server, past every access rule: for jobs, public cached
 * reads that no reader asks for, and checks the rules cannot express. `reason` says which
 * (a short sentence; it documents the call and is not sent anywhere).
 */
export function asServer(reason: string): AsServer {
  void reason
  return { overrideAccess: true }
}
