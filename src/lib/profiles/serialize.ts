import type { DoctorProfile } from '@payload-types'

/** The profile as `GET /api/doctor/profile` answers it (the form's fields, plus postalCode and slug). */
export function toProfileAnswer(p: DoctorProfile) {
  return {
    name: p.name,
    practiceName: p.practiceName ?? '',
    address: p.address ?? '',
    postalCode: p.postalCode ?? '',
    city: p.city ?? '',
    country: p.country ?? '',
    website: p.website ?? '',
    phone: p.phone ?? '',
    isPublic: Boolean(p.isPublic),
    specialties: p.specialties ?? [],
    languages: p.languages ?? [],
    showCme: Boolean(p.showCme),
    verified: Boolean(p.verified),
    slug: p.slug ?? null,
  }
}

export type ProfileAnswer = ReturnType<typeof toProfileAnswer>
