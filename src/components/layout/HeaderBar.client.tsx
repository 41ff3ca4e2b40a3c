'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { SearchDialog } from '@/components/search/SearchDialog.client'

import { HeaderActions } from './HeaderActions.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { Logo } from './Logo'
import { MobileMenu, type NavLink } from './MobileMenu.client'
import type { Audience } from '@/lib/audience'
import { homePath } from '@/lib/routes'

/**
 * The header bar. `categoryLinks` come from the database through `SiteHeader` (the 404
 * view, which cannot read the database per locale, gives the four default doctor
 * categories). `flag` is the current language's flag emoji. Both are given by the caller
 * so that the category defaults and the language table are not part of every page's
 * scripts. The search button searches articles with `variant`'s audience first.
 */
export function HeaderBar({
  variant,
  categoryLinks: links,
  flag,
}: {
  variant: Audience
  categoryLinks: NavLink[]
  flag: string
}) {
  const t = useTranslations('Header')
  const audienceLinks: NavLink[] = [
    { href: homePath('doctor'), label: t('forDoctors') },
    { href: homePath('patient'), label: t('forPatients') },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link href={homePath(variant)} className="shrink-0">
          {/* Named by the hidden text: the word mark and the patient badge are its picture. */}
          <span aria-hidden className="flex">
            <Logo variant={variant} patientLabel={t('patientBadge')} />
          </span>
          <span className="sr-only">{t('logoLabel')}</span>
        </Link>
        <nav aria-label={t('audiences')} className="hidden items-center gap-1 md:flex">
          {audienceLinks.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <SearchDialog audience={variant} />
          <LanguageSwitcher flag={flag} />
          {variant === 'doctor' ? (
            <HeaderActions />
          ) : (
            <div className="hidden sm:block">
              <Button asChild>
                <Link href="/patient-search">{t('findDentist')}</Link>
              </Button>
            </div>
          )}
          <MobileMenu links={[...audienceLinks, ...links]} variant={variant} />
        </div>
      </div>
      <nav aria-label={t('categories')} className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                className="block px-3 py-2.5 text-sm whitespace-nowrap text-slate-600 hover:text-brand-700"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
