/**
 * What the "Verifiziert" badge vouches for: the editors checked these details of a
 * dentist's profile (name with title, practice, address, specialties). A change to any of
 * them by the dentist ends the verification until an editor confirms again; other fields
 * (phone, website, languages, the switches) leave it alone. See docs/product.md.
 */
export const VERIFIED_FIELDS = [
  'name',
  'practiceName',
  'address',
  'postalCode',
  'city',
  'country',
  'specialties',
] as const

/** One of the checked fields. */
export type VerifiedField = (typeof VERIFIED_FIELDS)[number]

const normal = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((v) => String(v ?? '').trim()).join('\n')
    : String(value ?? '').trim()

/**
 * The checked fields whose value in `next` differs from `before` (trimmed; a list in its
 * order; empty and missing alike). A field absent from `next` is not being changed.
 */
export function changedVerifiedFields(
  before: Partial<Record<VerifiedField, unknown>>,
  next: Partial<Record<VerifiedField, unknown>>,
): VerifiedField[] {
  return VERIFIED_FIELDS.filter(
    (field) => field in next && normal(next[field]) !== normal(before[field]),
  )
}
