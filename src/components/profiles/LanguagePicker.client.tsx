'use client'

import { useLocale } from 'next-intl'
import { useMemo } from 'react'

import { Checkbox } from '@/components/ui/Checkbox'
import { LOCALES, type Locale } from '@/i18n/localeCodes'

/**
 * The languages spoken in a practice, picked from the journal's 45 as checkboxes named in
 * the reader's language (`Intl.DisplayNames`, the code when the browser has no name) and
 * sorted by that name. `value` and `onChange` carry language codes.
 */
export function LanguagePicker({
  value,
  onChange,
  label,
}: {
  value: Locale[]
  onChange: (next: Locale[]) => void
  label: string
}) {
  const locale = useLocale()
  const options = useMemo(() => {
    let names: Intl.DisplayNames | undefined
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' })
    } catch {
      names = undefined
    }
    return LOCALES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    )
  }, [locale])
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <ul className="grid max-h-64 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto sm:grid-cols-3">
        {options.map(({ code, name }) => (
          <li key={code}>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox
                name="languages"
                value={code}
                checked={value.includes(code)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, code] : value.filter((c) => c !== code))
                }
              />
              <span lang={code}>{name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
