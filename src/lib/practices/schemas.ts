import { z } from 'zod'

import { idParam } from '@/lib/api/params'

import { KZV_KEYS, MAX_SEATS, PRACTICE_KINDS, SHARING_LEVELS } from './vocabulary'

/** `POST /api/practices` body: the practice's name, address and KZV (kind optional, default `praxis`). */
export const practiceBody = z.object({
  name: z.string().trim().min(1, 'Bitte geben Sie den Namen der Praxis an.').max(200),
  kind: z.enum(PRACTICE_KINDS).default('praxis'),
  street: z.string().trim().min(1, 'Bitte geben Sie Straße und Hausnummer an.').max(200),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Bitte geben Sie eine fünfstellige Postleitzahl an.'),
  city: z.string().trim().min(1, 'Bitte geben Sie den Ort an.').max(100),
  kzv: z.enum(KZV_KEYS, { error: 'Bitte wählen Sie die zuständige KZV.' }),
})

/** `POST /api/practices/{id}/invitations` body: the employed dentist's e-mail address. */
export const invitationBody = z.object({
  email: z
    .email('Bitte geben Sie eine gültige E-Mail-Adresse an.')
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
})

/** What a dentist lets a practice see (`none`, `status`, `certificates`). */
export const sharingField = z.enum(SHARING_LEVELS, {
  error: 'Bitte wählen Sie, was die Praxis sehen darf.',
})

/** `POST /api/practices/invitations/accept` body: the invitation's token and the dentist's choice. */
export const acceptBody = z.object({
  token: z.string().trim().min(1).max(100),
  sharing: sharingField,
})

/** `PUT /api/practices/{id}/members/me` body. */
export const sharingBody = z.object({ sharing: sharingField })

/** Path of routes under `/api/practices/{id}/members/{memberId}`. */
export const memberParams = z.object({ id: idParam, memberId: idParam })

/** Path of `/api/practices/{id}/invitations/{invitationId}`. */
export const invitationParams = z.object({ id: idParam, invitationId: idParam })

/** `PATCH /api/practices/{id}` body: the owner's reminder settings. */
export const practiceSettingsBody = z.object({
  digestMails: z.boolean().optional(),
  deadlineMails: z.boolean().optional(),
})

/** `POST /api/practices/{id}/seats/checkout` body: how many team seats to buy (1–MAX_SEATS). */
export const seatsBody = z.object({
  seats: z
    .number({ error: 'Bitte geben Sie die Zahl der Plätze an.' })
    .int('Bitte geben Sie eine ganze Zahl an.')
    .min(1, 'Mindestens ein Platz.')
    .max(MAX_SEATS, `Höchstens ${MAX_SEATS} Plätze je Buchung.`),
})

/** `PUT /api/practices/{id}/members/{memberId}` body: the owner names a manager or takes the role back. */
export const roleBody = z.object({
  role: z.enum(['manager', 'dentist'], { error: 'Bitte wählen Sie eine Rolle.' }),
})
