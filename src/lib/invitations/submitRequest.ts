import type { Payload } from 'payload'

import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { findUserByEmail, languageOrDefault } from '@/lib/auth/users'
import { emailBranding } from '@/lib/email/branding'
import { invitationEmail, invitationRequestNotice } from '@/lib/email/invitationEmails'
import { siteUrl } from '@/lib/site/url'

import type { InvitationRequestInput } from './requestSchema'
import { INVITATION_REQUESTS } from './requests'

/**
 * - `created`: a new open request; the requester gets a confirmation, the journal's
 *   support address a notice with the studio link
 * - `updated`: the address already had an open request; it now holds the new details and
 *   the requester gets the confirmation again (no second request, no second notice)
 * - `hasAccount`: the address already has an account; no request is stored and its owner
 *   is told so by mail (the API's answer is the same in every case)
 */
export type InvitationRequestOutcome = 'created' | 'updated' | 'hasAccount'

/**
 * Stores an invitation request of a dentist without an invitation code (see
 * `InvitationRequestOutcome`) and sends its mails. `consentAt` records when the consent
 * checkbox was ticked.
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
  const data = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    practice: input.practice,
    city: input.city,
    licence: input.licence,
    language,
    consentAt: now.toISOString(),
  }
  const { docs } = await payload.find({
    collection: INVITATION_REQUESTS,
    where: { email: { equals: input.email }, status: { equals: 'open' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const open = docs[0]
  const request = open
    ? await payload.update({
        collection: INVITATION_REQUESTS,
        id: open.id,
        data,
        overrideAccess: true,
      })
    : await payload.create({
        collection: INVITATION_REQUESTS,
        data: { ...data, status: 'open' },
        overrideAccess: true,
      })

  const branding = await emailBranding(payload)
  const name = `${input.firstName} ${input.lastName}`
  const received = invitationEmail('requestReceived', { name }, branding, language ?? 'de')
  await payload.sendEmail({ to: input.email, ...received })
  if (!open) {
    const notice = invitationRequestNotice(
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
  }
  return open ? 'updated' : 'created'
}
