import { Globe } from 'lucide-react'

import { languageFor } from '@/i18n/locales'

/** The language switcher button's classes (the light button and the menu's trigger). */
export const switcherButtonClass =
  'flex items-center gap-1.5 rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-busy:opacity-60'

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
