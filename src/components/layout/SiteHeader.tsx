import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { DOCTOR_CATEGORIES, PATIENT_CATEGORIES, PATIENT_HEADER_SLUGS } from '@/lib/categories/defaults'
import { getCategories } from '@/lib/categories/queries'

import { HeaderActions } from './HeaderActions.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { Logo } from './Logo'
import { MobileMenu, type NavLink } from './MobileMenu.client'

/**
 * Shared header (spec §2). Doctor variant: logo to /, language switcher (the search
 * button comes with the search issue),
 * 'Für Ärzte' / 'Für Patienten', category links from the database (fallback: the four
 * doctor categories), sign-in buttons or the user menu. Patient variant: logo to
 * /patient, links prevention, nutrition, aligner, treatments and 'Zahnarzt finden'.
 */
export async function SiteHeader({ variant }: { variant: 'doctor' | 'patient' }) {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('Header')
  const categories = await getCategories(locale).catch(() => [])
  const doctorCategories = categories.filter((c) => c.audience === 'doctor')
  const categoryLinks: NavLink[] =
    variant === 'doctor'
      ? (doctorCategories.length ? doctorCategories : DOCTOR_CATEGORIES.map((c) => ({ ...c, displayName: c.displayName[locale === 'de' ? 'de' : 'en'] }))).map(
          (c) => ({ href: `/category/${c.slugEn}`, label: c.displayName }),
        )
      : PATIENT_HEADER_SLUGS.map((slugEn) => {
          const fromDb = categories.find((c) => c.slugEn === slugEn)
          const fallback = PATIENT_CATEGORIES.find((c) => c.slugEn === slugEn)
          return { href: `/patient/category/${slugEn}`, label: fromDb?.displayName ?? fallback?.displayName.de ?? slugEn }
        })
  const audienceLinks: NavLink[] = [
    { href: '/', label: t('forDoctors') },
    { href: '/patient', label: t('forPatients') },
  ]

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href={variant === 'doctor' ? '/' : '/patient'} aria-label={t('logoLabel')} className="shrink-0">
          <Logo variant={variant} />
        </Link>
        <nav aria-label={t('forDoctors')} className="hidden items-center gap-1 md:flex">
          {audienceLinks.map((l) => (
            <Link key={l.href} href={l.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          {variant === 'doctor' ? (
            <HeaderActions />
          ) : (
            <Link href="/patient-search" className="hidden rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:inline-block">
              {t('findDentist')}
            </Link>
          )}
          <MobileMenu links={[...audienceLinks, ...categoryLinks]} variant={variant} />
        </div>
      </div>
      <nav aria-label={t('categories')} className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
          {categoryLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="block whitespace-nowrap px-3 py-2.5 text-sm text-slate-600 hover:text-brand-700">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
