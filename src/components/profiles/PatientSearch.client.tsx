'use client'

import { Info, List, LocateFixed, MapPin } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { SegmentedControl } from '@/components/ui/SegmentedControl'
import type { ApiError } from '@/lib/api/contract/fetchJson'
import { dentistSearchKey, fetchDentistSearch } from '@/lib/api/contract/profiles'
import { apiSearchParams } from '@/lib/profiles/searchParams'

import { ResultsPager } from './ResultsPager'
import { SearchFilters, type LanguageChoice } from './SearchFilters.client'
import { SearchResults } from './SearchResults'
import { useSearchState } from './useSearchState'

/**
 * `/patient-search`: patients search public dentist profiles by name or specialty, filter
 * by specialty (`specialties`: the spec's five and those profiles carry), by a language
 * spoken in the practice (`languages`: code and name in the reader's language) and by distance
 * (any, 5, 10, 25 km) from a postal code or the browser's location, switch list and map
 * view, page through results and open a profile. Filters, page and view live in the URL
 * (`useSearchState`): shareable, and Back restores the results. Distances use GeoNames
 * postal code data (attribution shown).
 */
export function PatientSearch({
  specialties,
  languages,
}: {
  specialties: string[]
  languages: LanguageChoice[]
}) {
  const t = useTranslations('PatientSearch')
  const errorText = useApiErrorText()
  const { state, query, navigate } = useSearchState()
  const { filters, page, view } = state
  const [locating, setLocating] = useState(false)
  const { data, error, isLoading } = useSWR(
    dentistSearchKey(apiSearchParams(filters, page)),
    fetchDentistSearch,
    { keepPreviousData: true, revalidateOnFocus: false },
  )
  const apply = (next: typeof filters) => navigate({ filters: next, page: 1, view })
  const locate = () => {
    if (!navigator.geolocation) return
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false)
        apply({
          ...filters,
          postalCode: '',
          lat: pos.coords.latitude,
          lng: pos.coords.longitude,
          radiusKm: filters.radiusKm || '10',
        })
      },
      () => setLocating(false),
    )
  }
  const usesDistance = filters.lat !== undefined || Boolean(filters.postalCode)
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <SearchFilters
        key={query}
        initial={filters}
        specialties={specialties}
        languages={languages}
        onApply={apply}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={locate} disabled={locating}>
          <LocateFixed className="size-4" aria-hidden />
          {locating ? t('locating') : t('useLocation')}
        </Button>
        <SegmentedControl
          label={t('view')}
          value={view}
          onChange={(next) => navigate({ ...state, view: next })}
          options={[
            {
              value: 'list',
              label: (
                <>
                  <List className="size-4" aria-hidden />
                  {t('listView')}
                </>
              ),
            },
            {
              value: 'map',
              label: (
                <>
                  <MapPin className="size-4" aria-hidden />
                  {t('mapView')}
                </>
              ),
            },
          ]}
        />
      </div>
      <p
        className="mt-4 flex items-start gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-900"
        role="note"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('info')}
      </p>
      {data?.unknownPostalCode && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('unknownPostalCode')}
        </p>
      )}
      {error && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errorText(error as ApiError) ?? error.message}
        </p>
      )}
      <p
        className="mt-6 text-sm font-medium text-slate-700"
        aria-live="polite"
        data-testid="result-count"
      >
        {isLoading && !data ? t('loading') : t('found', { count: data?.total ?? 0 })}
      </p>
      <SearchResults hits={data?.hits} view={view} />
      {data && (
        <ResultsPager
          page={page}
          totalPages={totalPages}
          onPage={(next) => navigate({ ...state, page: next })}
        />
      )}
      {usesDistance && <p className="mt-6 text-xs text-slate-600">{t('attribution')}</p>}
    </div>
  )
}
