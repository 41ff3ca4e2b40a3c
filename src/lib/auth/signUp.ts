import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { z } from 'zod'

import type { User } from '@payload-types'
import {
  invitationProblem,
  redeemInvitationCode,
  type InvitationProblem,
} from '@/lib/invitations/redeem'
import { asServer } from '@/lib/payload/readAs'

import type { apiAuthSchemas } from './schemas'
import { validationErrorPaths } from './payloadErrors'
import { simulatePasswordCheck } from './timing'
import { findUserByEmail, languageOrDefault } from './users'
import { issueVerificationToken } from './verification'

export type SignUpInput = z.infer<typeof apiAuthSchemas.signUp>

/**
 * - `created`: a new doctor account, not yet verified; `verificationToken` goes in the mail
 *   (valid for VERIFICATION_LINK_TTL_HOURS)
 * - `exists`: the address already has an account (nothing changed; the caller answers as
 *   for `created` so the response does not reveal it)
 * - `invalidCode`: the invitation code cannot be used: `problem` is `invalid` (unknown,
 *   expired or used up) or `otherEmail` (a personal invitation for another address)
 */
export type SignUpResult =
  | { result: 'created'; user: User; verificationToken: string }
  | { result: 'exists'; user: User }
  | { result: 'invalidCode'; problem: InvitationProblem }

/**
 * Creates a doctor account with an invitation code (docs/product.md, "Invitation codes").
 * The code's use is counted in the same transaction as the account is created, so a
 * failed sign-up gives it back and racing sign-ups cannot overdraw it. A personal code
 * works only with the address it was sent to. An address that already has an account
 * consumes no use, but takes as long as hashing a new password would (no enumeration by
 * timing); its code is judged by the same rules, so the answers do not differ either.
 */
export async function signUp(payload: Payload, input: SignUpInput): Promise<SignUpResult> {
  const existing = await findUserByEmail(payload, input.email)
  if (existing) {
    const problem = await invitationProblem(payload, input.inviteCode, { email: input.email })
    if (problem) return { result: 'invalidCode', problem }
    await simulatePasswordCheck(input.password)
    return { result: 'exists', user: existing }
  }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if ((await redeemInvitationCode(payload, input.inviteCode, input.email, { req })) === null) {
      await killTransaction(req)
      const problem = await invitationProblem(payload, input.inviteCode, { email: input.email })
      return { result: 'invalidCode', problem: problem ?? 'invalid' }
    }
    const user = await payload.create({
      collection: 'users',
      req,
      ...asServer(
        'Sign-up: no user exists yet; the invitation code was redeemed in this transaction.',
      ),
      showHiddenFields: true,
      disableVerificationEmail: true,
      data: {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: ['doctor'],
        accountType: 'doctor',
        language: languageOrDefault(input.language),
      },
    })
    const verificationToken = await issueVerificationToken(payload, user.id, new Date(), req)
    await commitTransaction(req)
    return { result: 'created', user, verificationToken }
  } catch (error) {
    await killTransaction(req)
    const raced = validationErrorPaths(error).includes('email')
      ? await findUserByEmail(payload, input.email)
      : null
    if (raced) return { result: 'exists', user: raced }
    throw error
  }
}
