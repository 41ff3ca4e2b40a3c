import type { DoctorProfile } from '@payload-types'

/**
 * schema.org `Dentist` of a public profile page: practice name,
 * the dentist as employee, address, telephone, website, specialties and coordinates.
 * `pageUrl` (the profile page's absolute URL) is its `@id`.
 */
export function dentistJsonLd(profile: DoctorProfile, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': pageUrl,
    name: profile.practiceName || profile.name,
    employee: { '@type': 'Person', name: profile.name },
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.address ?? undefined,
      postalCode: profile.postalCode ?? undefined,
      addressLocality: profile.city ?? undefined,
      addressCountry: profile.country ?? undefined,
    },
    telephone: profile.phone ?? undefined,
    url: profile.website || pageUrl,
    medicalSpecialty: profile.specialties ?? [],
    ...(profile.latitude != null && profile.longitude != null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: profile.latitude,
            longitude: profile.longitude,
          },
        }
      : {}),
  }
}
