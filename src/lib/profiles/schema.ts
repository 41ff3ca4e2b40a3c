import { z } from 'zod'

/** Spec §5 profile messages. */
export const PROFILE_MESSAGES = {
  nameTooShort: 'Name muss mindestens 2 Zeichen lang sein',
  invalidUrl: 'Bitte geben Sie eine gültige URL ein',
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? '')

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Specialties as spec §5 keeps them: trimmed, empty ones and repeats (ignoring case) dropped. */
export function cleanSpecialties(list: string[]): string[] {
  const seen = new Set<string>()
  return list
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
}

/**
 * Body of `POST /api/doctor/profile` and the profile form (spec §3 fields, §5 rules): name
 * at least 2 characters, website a valid http(s) URL or empty, the rest optional text,
 * `isPublic` a boolean, specialties cleaned by `cleanSpecialties`. `verified` is not part
 * of it: only admins set it in the studio.
 */
export const profileBody = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.nameTooShort })
    .trim()
    .min(2, { error: PROFILE_MESSAGES.nameTooShort })
    .max(120),
  practiceName: optionalText(160),
  address: optionalText(200),
  postalCode: optionalText(10),
  city: optionalText(100),
  country: optionalText(60),
  website: optionalText(300).refine((v) => v === '' || isHttpUrl(v), {
    error: PROFILE_MESSAGES.invalidUrl,
  }),
  phone: optionalText(40),
  isPublic: z.boolean().optional().default(false),
  specialties: z
    .array(z.string().max(60))
    .max(20)
    .optional()
    .default([])
    .transform(cleanSpecialties),
})

export type ProfileBody = z.output<typeof profileBody>
