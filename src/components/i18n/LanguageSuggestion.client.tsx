'use client'

import { Globe, X } from 'lucide-react'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { DEFAULT_LOCALE, isLocale, isRtl, type Locale } from '@/i18n/localeCodes'
import { rememberLanguage } from '@/i18n/rememberLanguage'

/** Where a dismissed suggestion is remembered (so it is not shown again). */
const DISMISSED_KEY = 'languageSuggestion'

type Suggestion = { code: Locale; text: string; action: string; dismiss: string }

/**
 * The first of the browser's preferred languages (`navigator.languages`, e.g. `tr-TR`) that
 * the journal has, if it is not German; null when the reader already chose a language,
 * dismissed the suggestion, or prefers German or none of ours.
 */
function suggestedLocale(): Locale | null {
  try {
    if (localStorage.getItem('language') || localStorage.getItem(DISMISSED_KEY)) return null
  } catch {
    return null
  }
  if (/(?:^|; )NEXT_LOCALE=/.test(document.cookie)) return null
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0]
    if (code === 'nb' || code === 'nn') return 'no'
    if (isLocale(code)) return code === DEFAULT_LOCALE ? null : code
  }
  return null
}

/**
 * A small, dismissible note on the German home page for a first-time reader whose browser
 * prefers another of our languages, written in that language ("Bu sayfa Türkçe olarak da
 * mevcut.") with a link to that edition. Its texts come from that language's UI strings
 * (`GET /api/ui-strings/{code}?namespace=LanguageSuggestion`), fetched only for these
 * readers. It floats at the bottom
 * of the screen, so the page does not shift when it appears.
 */
export function LanguageSuggestion() {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)

  useEffect(() => {
    const code = suggestedLocale()
    if (!code) return
    const controller = new AbortController()
    fetch(`/api/ui-strings/${code}?namespace=LanguageSuggestion`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, string>>) : null))
      .then((strings) => {
        const text = strings?.['LanguageSuggestion.text']
        if (!strings || !text) return
        setSuggestion({
          code,
          text,
          action: strings['LanguageSuggestion.switch'] ?? code,
          dismiss: strings['LanguageSuggestion.dismiss'] ?? '×',
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [])

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
          href={`/${suggestion.code}`}
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
