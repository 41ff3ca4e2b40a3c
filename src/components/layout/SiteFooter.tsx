import { getLocale, getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/i18n/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { doctorCategoryLinks } from '@/lib/categories/defaults'
import { getCategories } from '@/lib/categories/queries'
import { getPublicSettings } from '@/lib/settings/queries'
import { pathInLocale } from '@/lib/pages/legalPaths'
import { categoryPath } from '@/lib/routes'

/** Display names of the social networks in the settings. */
const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
}

type FooterLink = { href: string; label: string }

/** One titled list of footer links (a `<nav>` named by its title); hrefs are unprefixed paths. */
function FooterNav({
  title,
  links,
  locale,
}: {
  title: string
  links: FooterLink[]
  locale: Locale
}) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <LocalizedLink href={l.href} locale={locale} className="footer-link">
              {l.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Footer on every page: the four doctor category links, company links
 * (about, imprint, privacy, terms), the operator and support address, and the social
 * links from the settings, hidden while none are configured.
 */
export async function SiteFooter() {
  const t = await getTranslations('Footer')
  const locale = await getLocale()
  const settings = await getPublicSettings()
  // The same names as the header's (stored per language); the four defaults without any.
  const doctorCategories = (await getCategories(locale).catch(() => [])).filter(
    (c) => c.audience === 'doctor',
  )
  const categoryLinks = doctorCategories.length
    ? doctorCategories.map((c) => ({
        href: categoryPath('doctor', c.slugEn),
        label: c.displayName,
      }))
    : doctorCategoryLinks(locale)
  const company = [
    { href: '/about', label: t('about') },
    { href: pathInLocale(locale, '/imprint'), label: t('imprint') },
    { href: pathInLocale(locale, '/privacy'), label: t('privacy') },
    { href: pathInLocale(locale, '/terms'), label: t('terms') },
  ]
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">{settings.siteName}</p>
          <p className="mt-2 text-sm text-slate-600">{t('tagline')}</p>
          {settings.operatorName && (
            <p className="mt-3 text-sm text-slate-600">{settings.operatorName}</p>
          )}
          {settings.operatorAddress && (
            <p className="text-sm whitespace-pre-line text-slate-600">{settings.operatorAddress}</p>
          )}
          <p className="mt-2 text-sm">
            <a href={`mailto:${settings.supportEmail}`} className="footer-link">
              {settings.supportEmail}
            </a>
          </p>
          {settings.socialLinks.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label={t('social')}>
              {settings.socialLinks.map((l) => (
                <li key={l.url}>
                  <a href={l.url} rel="noopener me" className="footer-link">
                    {NETWORK_NAMES[l.network] ?? l.network}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterNav title={t('categories')} links={categoryLinks} locale={locale} />
        <FooterNav title={t('company')} links={company} locale={locale} />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        {t('rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
