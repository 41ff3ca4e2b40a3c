'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { SwitcherFace, switcherLabel } from './SwitcherFace'

const loadMenu = () => import('./LanguageMenu.client')

const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })))

/**
 * Language switcher: a button that opens a searchable list of the 45 languages
 * (`LanguageMenu`). The list's code (Radix popover, cmdk, the language names) is loaded when
 * a reader first points at, focuses or clicks the button, so pages do not pay for it at load
 * time; the menu opens as soon as it is there. `flag` is the current language's flag emoji
 * (given by the server, so the button needs no language table).
 */
export function LanguageSwitcher({ flag }: { flag: string }) {
  const t = useTranslations('LanguageSwitcher')
  const locale = useLocale()
  const [wanted, setWanted] = useState(false)
  if (wanted)
    return (
      // While the menu's code loads, a disabled copy of the button stands in (same size:
      // nothing moves).
      <Suspense
        fallback={
          <Button variant="toolbar" size="compact" aria-busy="true" disabled>
            <SwitcherFace locale={locale} flag={flag} />
          </Button>
        }
      >
        <LanguageMenu />
      </Suspense>
    )
  return (
    <Button
      variant="toolbar"
      size="compact"
      aria-label={switcherLabel(t('label'), locale)}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      <SwitcherFace locale={locale} flag={flag} />
    </Button>
  )
}
