import { getLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { DOCTOR_CATEGORIES, PATIENT_CATEGORIES, PATIENT_HEADER_SLUGS } from '@/lib/categories/defaults'
import { getCategories } from '@/lib/categories/queries'

import { HeaderBar } from './HeaderBar.client'
import type { NavLink } from './MobileMenu.client'

/**
 * Shared header (spec §2) with category links from the database. Doctor variant: the
 * doctor categories (fallback: the spec's four). Patient variant: prevention, nutrition,
 * aligner, treatments and 'Zahnarzt finden'. The search button comes with the search issue.
 */
export async function SiteHeader({ variant }: { variant: 'doctor' | 'patient' }) {
  const locale = (await getLocale()) as Locale
  const lang = locale === 'de' ? 'de' : 'en'
  const categories = await getCategories(locale).catch(() => [])
  const doctorCategories = categories.filter((c) => c.audience === 'doctor')
  const categoryLinks: NavLink[] =
    variant === 'doctor'
      ? (doctorCategories.length
          ? doctorCategories.map((c) => ({ slugEn: c.slugEn, name: c.displayName }))
          : DOCTOR_CATEGORIES.map((c) => ({ slugEn: c.slugEn, name: c.displayName[lang] }))
        ).map((c) => ({ href: `/category/${c.slugEn}`, label: c.name }))
      : PATIENT_HEADER_SLUGS.map((slugEn) => ({
          href: `/patient/category/${slugEn}`,
          label: categories.find((c) => c.slugEn === slugEn)?.displayName ?? PATIENT_CATEGORIES.find((c) => c.slugEn === slugEn)!.displayName[lang],
        }))
  return <HeaderBar variant={variant} categoryLinks={categoryLinks} />
}
