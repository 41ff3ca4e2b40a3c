'use client'

import * as Popover from '@radix-ui/react-popover'
import { Command } from 'cmdk'
import { Check } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { Button } from '@/components/ui/Button'
import { languageMatch, languageSearchTerms } from '@/i18n/languageSearch'
import { LANGUAGES, languageFor, type Locale } from '@/i18n/locales'
import { usePathname, useRouter } from '@/i18n/navigation'
import { pathInLocale, routePath } from '@/lib/pages/legalPaths'
import { SwitcherFace, switcherLabel } from './SwitcherFace'
import { rememberLanguage } from '@/i18n/rememberLanguage'

/**
 * The language switcher's menu (loaded on first use, see `LanguageSwitcher`): a dropdown with a search box and one entry per language with flag,
 * its own name, its name in the page's language and its code. The search finds a language
 * by any of these names or its code (see `src/i18n/languageSearch.ts`). Choosing one
 * stores it (`localStorage.language` and the NEXT_LOCALE cookie, read when the reader comes
 * back to `/`) and opens the same page in that language. Keyboard: arrows move, Enter
 * chooses, Escape closes.
 */
export function LanguageMenu() {
  const t = useTranslations('LanguageSwitcher')
  const locale = useLocale()
  const router = useRouter()
  const pathname = usePathname()
  // Mounted by the reader's first click on the switcher: open from the start.
  const [open, setOpen] = useState(true)
  const [pending, startTransition] = useTransition()

  function choose(code: Locale) {
    setOpen(false)
    rememberLanguage(code)
    startTransition(() => {
      // A legal page's German address (`/impressum`) is `/en/imprint` in English.
      router.replace(pathInLocale(code, routePath(pathname)), { locale: code })
    })
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="toolbar"
          size="compact"
          className="aria-busy:opacity-60"
          aria-label={switcherLabel(t('label'), locale)}
          aria-busy={pending}
        >
          <SwitcherFace locale={locale} flag={languageFor(locale)?.flag ?? ''} />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <Command
            label={t('label')}
            className="flex max-h-96 flex-col"
            filter={(_value, search, keywords) => languageMatch(search, keywords ?? [])}
          >
            <Command.Input
              placeholder={t('searchPlaceholder')}
              className="border-b border-slate-200 px-3 py-2.5 text-sm outline-none"
              autoFocus
            />
            <Command.List className="overflow-y-auto p-1">
              <Command.Empty className="px-3 py-2 text-sm text-slate-600">
                {t('noResults')}
              </Command.Empty>
              {LANGUAGES.map((l) => {
                const terms = languageSearchTerms(l, locale)
                const localName = terms[3]
                return (
                  <Command.Item
                    key={l.code}
                    value={l.code}
                    keywords={terms}
                    onSelect={() => choose(l.code)}
                    className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm data-[selected=true]:bg-brand-50"
                  >
                    <span aria-hidden>{l.flag}</span>
                    <span className="flex-1" lang={l.code}>
                      {l.displayName}
                    </span>
                    {localName && localName !== l.displayName && (
                      <span className="truncate text-xs text-slate-600">{localName}</span>
                    )}
                    <span className="font-mono text-xs text-slate-600">{l.code}</span>
                    {l.code === locale && (
                      <Check className="size-4 text-brand-600" aria-label="✓" />
                    )}
                  </Command.Item>
                )
              })}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
