/**
 * What the CME proof for the KZV names to identify the dentist besides the name: title,
 * practice address, the KZV's dentist number (Zahnarztnummer/Abrechnungsnummer) and the
 * date of birth. All optional and the dentist's own (`PUT /api/doctor/cme/identity`).
 * KZVen match a proof by name with date of birth or dentist number; the address and title
 * help where names repeat (docs/product.md, "CME account").
 */
import { z } from 'zod'

import { parseDay } from './period'

/** The identity fields as stored on the user (null: not given). */
export type CmeIdentity = {
  title: string | null
  practiceAddress: string | null
  kzvNumber: string | null
  birthDate: string | null
}

/** Why a date of birth (`YYYY-MM-DD`) is refused, or null: a real day from 1900 up to `today`. */
export function birthDateProblem(value: string, today: string): string | null {
  if (parseDay(value) === null) return 'Bitte geben Sie das Geburtsdatum als JJJJ-MM-TT an.'
  if (value < '1900-01-01' || value > today) return 'Bitte prüfen Sie das Geburtsdatum.'
  return null
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null)

/** `PUT /api/doctor/cme/identity` body: every field, empty or null to clear it. */
export const cmeIdentityBody = z.object({
  title: text(60),
  practiceAddress: text(300),
  kzvNumber: text(40),
  birthDate: text(10),
})
