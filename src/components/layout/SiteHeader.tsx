import { getLocale } from 'next-intl/server'

import { languageFor } from '@/i18n/locales'
import {
  defaultCategoryName,
  doctorCategoryLinks,
  PATIENT_CATEGORIES,
  PATIENT_HEADER_SLUGS,
} from '@/lib/categories/defaults'
import { getCategories } from '@/lib/categories/queries'

import { HeaderBar } from './HeaderBar.client'
import type { NavLink } from './MobileMenu.client'
import { categoryPath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'

/**
 * Shared header with category links from the database. Doctor variant: the doctor
 * categories (fallback: the four defaults). Patient variant: prevention, nutrition,
 * aligner, treatments and 'Zahnarzt finden'. Both have the article search button.
 */
export async function SiteHeader({ variant }: { variant: Audience }) {
  const locale = await getLocale()
  const categories = await getCategories(locale).catch(() => [])
  const doctorCategories = categories.filter((c) => c.audience === 'doctor')
  // No doctor categories in the database: the four default ones.
  const categoryLinks: NavLink[] =
    variant === 'doctor'
      ? doctorCategories.length
        ? doctorCategories.map((c) => ({
            href: categoryPath('doctor', c.slugEn),
            label: c.displayName,
          }))
        : doctorCategoryLinks(locale)
      : PATIENT_HEADER_SLUGS.map((slugEn) => ({
          href: categoryPath('patient', slugEn),
          label:
            categories.find((c) => c.slugEn === slugEn)?.displayName ??
            defaultCategoryName(
              PATIENT_CATEGORIES.find((c) => c.slugEn === slugEn)!,
              locale,
            ),
        }))
  return (
    <HeaderBar
      variant={variant}
      categoryLinks={categoryLinks}
      flag={languageFor(locale)?.flag ?? ''}
    />
  )
}
