import { Globe } from 'lucide-react'

/**
 * The switcher button's accessible name, e.g. "Sprache wählen: DE": it contains the code the
 * button shows, as WCAG 2.5.3 (label in name) asks for speech-input users.
 */
export const switcherLabel = (label: string, locale: string) => `${label}: ${locale.toUpperCase()}`

/**
 * What the switcher button shows: a globe, the flag (`languageFor(locale).flag`, given by
 * the caller so that the switcher's button needs no language table) and the code of
 * `locale`.
 */
export function SwitcherFace({ locale, flag }: { locale: string; flag: string }) {
  return (
    <>
      <Globe className="size-4" aria-hidden />
      <span aria-hidden>{flag}</span>
      <span className="font-medium uppercase">{locale}</span>
    </>
  )
}
