'use client'

import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { SwitcherFace, switcherButtonClass, switcherLabel } from './SwitcherFace'

const loadMenu = () => import('./LanguageMenu.client')

/** Stands in for the menu's button while its code loads (same size: nothing moves). */
function LoadingMenu() {
  const locale = useLocale()
  return (
    <Button variant="ghost" className={switcherButtonClass} aria-busy="true" disabled>
      <SwitcherFace locale={locale} />
    </Button>
  )
}

const LanguageMenu = dynamic(() => loadMenu().then((m) => m.LanguageMenu), {
  ssr: false,
  loading: LoadingMenu,
})

/**
 * Language switcher: a button that opens a searchable list of the 45 languages
 * (`LanguageMenu`). The list's code (Radix popover, cmdk, the language names) is loaded when
 * a reader first points at, focuses or clicks the button, so pages do not pay for it at load
 * time; the menu opens as soon as it is there.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const locale = useLocale()
  const [wanted, setWanted] = useState(false)
  if (wanted) return <LanguageMenu />
  return (
    <Button
      variant="ghost"
      className={switcherButtonClass}
      aria-label={switcherLabel(t('label'), locale)}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      <SwitcherFace locale={locale} />
    </Button>
  )
}
