'use client'

import { Globe, X } from 'lucide-react'
import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { isLocale, isRtl, type Locale } from '@/i18n/localeCodes'
import { getPathname, usePathname } from '@/i18n/navigation'
import { rememberLanguage } from '@/i18n/rememberLanguage'

/** Where a dismissed suggestion is remembered (so it is not shown again). */
const DISMISSED_KEY = 'languageSuggestion'

type Suggestion = { code: Locale; href: string; text: string; action: string; dismiss: string }

/**
 * The first of the browser's preferred languages (`navigator.languages`, e.g. `tr-TR`) that
 * the journal has, if it is not the page's own; null when the reader already chose a
 * language, dismissed the suggestion, or prefers the page's language or none of ours.
 */
function suggestedLocale(pageLocale: string): Locale | null {
  try {
    if (localStorage.getItem('language') || localStorage.getItem(DISMISSED_KEY)) return null
  } catch {
    return null
  }
  if (/(?:^|; )NEXT_LOCALE=/.test(document.cookie)) return null
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0]
    if (code === 'nb' || code === 'nn') return 'no'
    if (isLocale(code)) return code === pageLocale ? null : code
  }
  return null
}

/**
 * Where the suggestion leads in `code`: a page with language alternates in its head (an
 * article lists the languages it exists in as `hreflang` links) leads to its version in
 * `code`, or to `sectionHome` (`/` or `/patient`) in `code` when it has none; any other
 * page exists in every language and leads to itself in `code`. `same` tells whether the
 * target is this page.
 */
function targetIn(
  code: Locale,
  pathname: string,
  sectionHome: string,
): { href: string; same: boolean } {
  const alternates = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]:not([hreflang="x-default"])',
  )
  if (alternates.length === 0)
    return { href: getPathname({ href: pathname, locale: code }), same: true }
  const own = [...alternates].find((link) => link.hreflang.split('-')[0] === code)
  return own
    ? { href: new URL(own.href).pathname, same: true }
    : { href: getPathname({ href: sectionHome, locale: code }), same: false }
}

/**
 * A small, dismissible note on every journal page (`PageShell`) for a first-time reader
 * whose browser prefers another of our languages than the page's, written in that
 * language ("Bu sayfa Türkçe olarak da mevcut.") with a link to the same page in that
 * language, or, for an article without that version, to the section's home in it
 * (`sectionHome`, "Bu dergi Türkçe olarak da mevcut."). Its texts come from that
 * language's UI strings (`GET /api/ui-strings/{code}?namespace=LanguageSuggestion`),
 * fetched only for these readers. Everything is decided in the browser, so the page's HTML
 * is the same for every reader and stays cacheable. It floats at the bottom of the screen,
 * so the page does not shift when it appears; a dismissal is remembered in localStorage.
 */
export function LanguageSuggestion({ sectionHome }: { sectionHome: string }) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  const pageLocale = useLocale()
  const pathname = usePathname()

  useEffect(() => {
    const code = suggestedLocale(pageLocale)
    if (!code) return
    const target = targetIn(code, pathname, sectionHome)
    const controller = new AbortController()
    fetch(`/api/ui-strings/${code}?namespace=LanguageSuggestion`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : null))
      .then((strings) => {
        const text =
          strings?.[target.same ? 'LanguageSuggestion.text' : 'LanguageSuggestion.sectionText']
        if (!strings || !text) return
        setSuggestion({
          code,
          href: target.href,
          text,
          action: strings['LanguageSuggestion.switch'] ?? code,
          dismiss: strings['LanguageSuggestion.dismiss'] ?? '×',
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [pageLocale, pathname, sectionHome])

  if (!suggestion) return null
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'dismissed')
    } catch {
      // no storage: the note comes back on the next visit
    }
    setSuggestion(null)
  }
  return (
    <aside
      lang={suggestion.code}
      dir={isRtl(suggestion.code) ? 'rtl' : 'ltr'}
      data-testid="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-lg items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg"
    >
      <Globe className="size-5 shrink-0 text-brand-600" aria-hidden />
      <p className="flex-1 text-slate-800">
        {suggestion.text}{' '}
        <a
          href={suggestion.href}
          onClick={() => rememberLanguage(suggestion.code)}
          className="font-semibold text-brand-700 underline"
        >
          {suggestion.action}
        </a>
      </p>
      <Button variant="ghost" size="icon-sm" onClick={close} aria-label={suggestion.dismiss}>
        <X className="size-4" aria-hidden />
      </Button>
    </aside>
  )
}
