import { z } from 'zod'

import { LOCALES, type Locale } from '@/i18n/localeCodes'
import { isWebAddress } from '@/lib/urls/webAddress'

/** German validation messages of the profile form. */
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

/** Specialties as stored: trimmed, empty ones and repeats (ignoring case) dropped. */
export function cleanSpecialties(list: string[]): string[] {
  const seen = new Set<string>()
  return list
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
}

/** Languages as stored: repeats dropped, in the journal's order of languages. */
export function cleanLanguages(list: Locale[]): Locale[] {
  return LOCALES.filter((code) => list.includes(code))
}

/**
 * Body of `POST /api/doctor/profile` and the profile form: name
 * at least 2 characters, website a valid http(s) URL or empty, the rest optional text,
 * `isPublic` a boolean, specialties cleaned by `cleanSpecialties`, `languages` spoken in
 * the practice (codes of the journal's 45 languages, `cleanLanguages`), `showCme` whether
 * the public profile shows the CME points of our certificates (opt-in, off by default).
 * `verified` is not part of it: only admins set it in the studio.
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
  website: optionalText(300).refine((v) => v === '' || isWebAddress(v), {
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
  languages: z
    .array(z.enum(LOCALES))
    .max(LOCALES.length * 2)
    .optional()
    .default([])
    .transform(cleanLanguages),
  showCme: z.boolean().optional().default(false),
})

export type ProfileBody = z.output<typeof profileBody>

/** A field of a profile write that breaks a `profileBody` rule, with its German message. */
export type ProfileFieldIssue = { path: keyof ProfileBody; message: string }

/**
 * Checks the profile fields present in a partial write (the `data` of a Payload create or
 * update, which may carry only some of them) field by field with the rules of
 * `profileBody`, so Payload's API applies exactly the product form's rules. Returns the
 * present fields normalized (trimmed, specialties cleaned), or every broken field. Absent
 * fields stay absent (no defaults are filled in); `null` (a field cleared in the studio)
 * passes unchanged; other keys are not looked at.
 */
export function checkProfileFields(
  data: Record<string, unknown>,
): { data: Partial<ProfileBody> } | { issues: ProfileFieldIssue[] } {
  const checked: Record<string, unknown> = {}
  const issues: ProfileFieldIssue[] = []
  for (const [path, rule] of Object.entries(profileBody.shape) as [
    keyof ProfileBody,
    z.ZodType,
  ][]) {
    if (data[path] === undefined || data[path] === null) continue
    const result = rule.safeParse(data[path])
    if (result.success) checked[path] = result.data
    else issues.push({ path, message: result.error.issues[0]?.message ?? 'Ungültiger Wert' })
  }
  return issues.length ? { issues } : { data: checked as Partial<ProfileBody> }
}
