'use client'

import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { RADIUS_OPTIONS_KM, type SearchFilters as Filters } from '@/lib/profiles/searchParams'

/** A language the search can filter by: its code and its name in the reader's language. */
export type LanguageChoice = { code: string; name: string }

/**
 * The search form: name or specialty, the specialty filter (`specialties`, from the
 * profiles and the spec), the language spoken in the practice (`languages`), postal code
 * and distance. Text fields are a draft until
 * 'Suchen'; the selects search at once. `initial` is the search shown now; the parent
 * gives the form a new `key` when the URL changes (Back), so the fields follow it.
 */
export function SearchFilters({
  initial,
  specialties,
  languages,
  onApply,
}: {
  initial: Filters
  specialties: string[]
  languages: LanguageChoice[]
  onApply: (filters: Filters) => void
}) {
  const t = useTranslations('PatientSearch')
  const formatNumber = useNumberFormat()
  const [draft, setDraft] = useState<Filters>(initial)
  // A shared link may name a specialty that no public profile carries any more.
  const options =
    draft.specialty && !specialties.includes(draft.specialty)
      ? [...specialties, draft.specialty]
      : specialties
  return (
    <Card asChild padding="sm">
      <form
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault()
          onApply(draft)
        }}
        role="search"
      >
        <Input
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          placeholder={t('queryPlaceholder')}
          aria-label={t('query')}
        />
        <Select
          value={draft.specialty}
          onChange={(e) => onApply({ ...draft, specialty: e.target.value })}
          aria-label={t('specialty')}
        >
          <option value="">{t('allSpecialties')}</option>
          {options.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </Select>
        <Select
          value={draft.language}
          onChange={(e) => onApply({ ...draft, language: e.target.value })}
          aria-label={t('language')}
        >
          <option value="">{t('allLanguages')}</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </Select>
        <Input
          value={draft.postalCode}
          onChange={(e) =>
            setDraft({ ...draft, postalCode: e.target.value, lat: undefined, lng: undefined })
          }
          inputMode="numeric"
          placeholder={t('postalCode')}
          aria-label={t('postalCode')}
        />
        <Select
          value={draft.radiusKm}
          onChange={(e) => onApply({ ...draft, radiusKm: e.target.value })}
          aria-label={t('distance')}
        >
          <option value="">{t('anyDistance')}</option>
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {t('withinKm', { km: formatNumber(km) })}
            </option>
          ))}
        </Select>
        <Button type="submit">
          <Search className="size-4" aria-hidden />
          {t('search')}
        </Button>
      </form>
    </Card>
  )
}
