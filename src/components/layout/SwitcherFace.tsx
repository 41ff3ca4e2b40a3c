import { Globe } from 'lucide-react'

import { languageFor } from '@/i18n/locales'

/**
 * What the language switcher's button (the light one and the menu's trigger, both a ghost
 * `Button`) changes in the button look: narrower, regular weight, dimmed while busy.
 */
export const switcherButtonClass = 'gap-1.5 px-2 font-normal aria-busy:opacity-60'

/**
 * The switcher button's accessible name, e.g. "Sprache wählen: DE": it contains the code the
 * button shows, as WCAG 2.5.3 (label in name) asks for speech-input users.
 */
export const switcherLabel = (label: string, locale: string) => `${label}: ${locale.toUpperCase()}`

/** What the switcher button shows: a globe, the flag and the code of `locale`. */
export function SwitcherFace({ locale }: { locale: string }) {
  return (
    <>
      <Globe className="size-4" aria-hidden />
      <span aria-hidden>{languageFor(locale)?.flag}</span>
      <span className="font-medium uppercase">{locale}</span>
    </>
  )
}
