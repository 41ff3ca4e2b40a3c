import type { Payload } from 'payload'

import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { findUserByEmail, languageOrDefault } from '@/lib/auth/users'
import { emailBranding } from '@/lib/email/branding'
import { invitationEmail, invitationRequestNotice } from '@/lib/email/invitationEmails'
import { siteUrl } from '@/lib/site/url'
import { asServer } from '@/lib/payload/readAs'

import type { InvitationRequestInput } from './requestSchema'
import { INVITATION_REQUESTS } from './requests'

/**
 * - `created`: a new open request and the first open one of its address; the requester
 *   gets a confirmation, the journal's support address a notice with the studio link
 * - `added`: a new open request beside the address's open one(s). Nothing submitted
 *   before is changed (anyone may send this form for any address), and no mail goes out:
 *   the address was confirmed already and the reviewers see every open request in the
 *   studio; approving one closes the others
 * - `hasAccount`: the address already has an account; no request is stored and its owner
 *   is told so by mail (the API's answer is the same in every case)
 */
export type InvitationRequestOutcome = 'created' | 'added' | 'hasAccount'

/**
 * Stores an invitation request of a dentist without an invitation code as a new open
 * request (see `InvitationRequestOutcome`) and sends its mails. `consentAt` records when
 * the consent checkbox was ticked.
 */
export async function submitInvitationRequest(
  payload: Payload,
  input: InvitationRequestInput,
  now: Date = new Date(),
): Promise<InvitationRequestOutcome> {
  const account = await findUserByEmail(payload, input.email)
  if (account) {
    await sendAuthEmail(payload, account, 'accountExists', {
      signInUrl: authLink('signIn', account.language),
    })
    return 'hasAccount'
  }
  const language = languageOrDefault(input.language)
  const { totalDocs: openBefore } = await payload.count({
    collection: INVITATION_REQUESTS,
    where: { email: { equals: input.email }, status: { equals: 'open' } },
    ...asServer(
      'Public form, nobody signed in: requests are closed to the API; the server counts.',
    ),
  })
  const request = await payload.create({
    collection: INVITATION_REQUESTS,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      practice: input.practice,
      city: input.city,
      licence: input.licence,
      language,
      consentAt: now.toISOString(),
      status: 'open',
    },
    ...asServer('Public form, nobody signed in: the server records the request and its consent.'),
  })
  if (openBefore > 0) return 'added'

  const branding = await emailBranding(payload)
  const name = `${input.firstName} ${input.lastName}`
  const received = await invitationEmail('requestReceived', { name }, branding, language ?? 'de')
  await payload.sendEmail({ to: input.email, ...received })
  const notice = await invitationRequestNotice(
    {
      name,
      email: input.email,
      practice: input.practice,
      city: input.city,
      reviewUrl: `${siteUrl()}/admin/collections/${INVITATION_REQUESTS}/${request.id}`,
    },
    branding,
  )
  await payload.sendEmail({ to: branding.supportEmail, ...notice })
  return 'created'
}
