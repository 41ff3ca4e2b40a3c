import { z } from 'zod'

import { GERMAN_VALIDATION_MESSAGES, type AuthValidationMessages } from '@/lib/auth/schemas'

/** Texts of the request form's validation errors (German by default, as the API answers). */
export type InvitationRequestMessages = Pick<
  AuthValidationMessages,
  'emailRequired' | 'emailInvalid' | 'firstNameRequired' | 'lastNameRequired'
> & {
  practiceRequired: string
  cityRequired: string
  licenceRequired: string
  consentRequired: string
}

export const GERMAN_REQUEST_MESSAGES: InvitationRequestMessages = {
  emailRequired: GERMAN_VALIDATION_MESSAGES.emailRequired,
  emailInvalid: GERMAN_VALIDATION_MESSAGES.emailInvalid,
  firstNameRequired: GERMAN_VALIDATION_MESSAGES.firstNameRequired,
  lastNameRequired: GERMAN_VALIDATION_MESSAGES.lastNameRequired,
  practiceRequired: 'Bitte geben Sie Ihre Praxis an',
  cityRequired: 'Bitte geben Sie den Ort Ihrer Praxis an',
  licenceRequired: 'Bitte geben Sie Ihre Zahnärztekammer und Approbation an',
  consentRequired: 'Bitte bestätigen Sie die Einwilligung',
}

/**
 * Body of `POST /api/auth/invitation-requests` and the request form: first and last name,
 * e-mail (trimmed, lower-cased), practice, city, the dental chamber and licence (free text
 * an administrator checks), the consent checkbox (must be ticked) and the page language
 * for the mails. Pass translated messages on the client; the API answers in German.
 */
export function invitationRequestSchema(m: InvitationRequestMessages = GERMAN_REQUEST_MESSAGES) {
  const text = (required: string, max: number) =>
    z.string({ error: required }).trim().min(1, { error: required }).max(max)
  return z.object({
    firstName: text(m.firstNameRequired, 100),
    lastName: text(m.lastNameRequired, 100),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, { error: m.emailRequired })
      .max(254, { error: m.emailInvalid })
      .toLowerCase()
      .pipe(z.email({ error: m.emailInvalid })),
    practice: text(m.practiceRequired, 200),
    city: text(m.cityRequired, 100),
    licence: text(m.licenceRequired, 500),
    consent: z
      .boolean({ error: m.consentRequired })
      .refine((given) => given, { error: m.consentRequired }),
    language: z.string().max(8).optional(),
  })
}

export type InvitationRequestInput = z.infer<ReturnType<typeof invitationRequestSchema>>
