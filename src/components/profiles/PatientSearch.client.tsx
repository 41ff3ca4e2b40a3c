'use client'

import { BadgeCheck, Info, List, LocateFixed, MapPin, Phone, Globe, Search } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Input } from '@/components/ui/Input'
import { SegmentedControl } from '@/components/ui/SegmentedControl'
import { Select } from '@/components/ui/Select'
import { Link } from '@/i18n/navigation'
import type { ApiError } from '@/lib/api/contract/fetchJson'
import { dentistSearchKey, fetchDentistSearch } from '@/lib/api/contract/profiles'
import { dentistPath } from '@/lib/routes'

/** Leaflet needs the browser: the map loads on the client only, when first shown. */
const ResultsMap = dynamic(() => import('./ResultsMap.client'), { ssr: false })
const MAP_CONFIGURED = Boolean(process.env.NEXT_PUBLIC_MAP_TILE_URL)

/** Specialty filter options of the patient search. */
export const SEARCH_SPECIALTIES = [
  'Aligner',
  'Parodontologie',
  'Implantologie',
  'Prävention',
  'Kinderzahnheilkunde',
] as const

type Filters = {
  q: string
  specialty: string
  postalCode: string
  radiusKm: string
  lat?: number
  lng?: number
}

function searchUrl(f: Filters, page: number): string {
  const params = new URLSearchParams()
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.specialty) params.set('specialty', f.specialty)
  if (f.lat !== undefined && f.lng !== undefined) {
    params.set('lat', String(f.lat))
    params.set('lng', String(f.lng))
  } else if (f.postalCode.trim()) params.set('postalCode', f.postalCode.trim())
  if (f.radiusKm && (f.postalCode.trim() || f.lat !== undefined)) params.set('radiusKm', f.radiusKm)
  params.set('page', String(page))
  return dentistSearchKey(params)
}

/**
 * `/patient-search`: patients search public dentist
 * profiles by name or specialty, filter by specialty and by distance (any, 5, 10, 25 km)
 * from a postal code or the browser's location, switch list and map view, page through
 * results and open a profile. The map view shows the results on Leaflet when a tile
 * server is configured (NEXT_PUBLIC_MAP_TILE_URL), else a placeholder. Distances use
 * GeoNames postal code data (attribution shown).
 */
export function PatientSearch() {
  const t = useTranslations('PatientSearch')
  const errorText = useApiErrorText()
  const format = useFormatter()
  const [draft, setDraft] = useState<Filters>({
    q: '',
    specialty: '',
    postalCode: '',
    radiusKm: '',
  })
  const [filters, setFilters] = useState<Filters>(draft)
  const [page, setPage] = useState(1)
  const [view, setView] = useState<'list' | 'map'>('list')
  const [locating, setLocating] = useState(false)
  const { data, error, isLoading } = useSWR(searchUrl(filters, page), fetchDentistSearch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
  const apply = (next: Filters) => {
    setDraft(next)
    setFilters(next)
    setPage(1)
  }
  const locate = () => {
    if (!navigator.geolocation) return
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false)
        apply({
          ...draft,
          postalCode: '',
          lat: pos.coords.latitude,
          lng: pos.coords.longitude,
          radiusKm: draft.radiusKm || '10',
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
      <Card asChild padding="sm">
        <form
          className="mt-6 grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_auto]"
          onSubmit={(e) => {
            e.preventDefault()
            apply(draft)
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
            onChange={(e) => apply({ ...draft, specialty: e.target.value })}
            aria-label={t('specialty')}
          >
            <option value="">{t('allSpecialties')}</option>
            {SEARCH_SPECIALTIES.map((s) => (
              <option key={s}>{s}</option>
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
            onChange={(e) => apply({ ...draft, radiusKm: e.target.value })}
            aria-label={t('distance')}
          >
            <option value="">{t('anyDistance')}</option>
            {[5, 10, 25].map((km) => (
              <option key={km} value={km}>
                {t('withinKm', { km: format.number(km) })}
              </option>
            ))}
          </Select>
          <Button type="submit">
            <Search className="size-4" aria-hidden />
            {t('search')}
          </Button>
        </form>
      </Card>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={locate} disabled={locating}>
          <LocateFixed className="size-4" aria-hidden />
          {locating ? t('locating') : t('useLocation')}
        </Button>
        <SegmentedControl
          label={t('view')}
          value={view}
          onChange={setView}
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
      {view === 'map' ? (
        MAP_CONFIGURED ? (
          <div className="mt-4">
            <ResultsMap hits={data?.hits ?? []} profileLabel={t('viewProfile')} />
          </div>
        ) : (
          <Card
            variant="dashed"
            padding="lg"
            className="mt-4 flex h-80 items-center justify-center bg-slate-50 text-center text-slate-600"
          >
            {t('mapPlaceholder')}
          </Card>
        )
      ) : data && data.hits.length === 0 ? (
        <Card variant="dashed" className="mt-4 p-8 text-center">
          <p className="font-semibold text-slate-900">{t('emptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('emptyText')}</p>
        </Card>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {data?.hits.map((d) => (
            <Card asChild key={d.slug}>
              <li data-testid="dentist-card">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h2 className="flex items-center gap-1 font-semibold text-slate-900">
                      {d.name}
                      {d.verified && (
                        <BadgeCheck
                          className="size-4 text-emerald-600"
                          aria-label={t('verified')}
                        />
                      )}
                    </h2>
                    {d.practiceName && <p className="text-sm text-slate-600">{d.practiceName}</p>}
                  </div>
                  {d.distanceKm !== null && (
                    <Badge weight="medium" className="shrink-0">
                      {t('distanceKm', { km: format.number(d.distanceKm) })}
                    </Badge>
                  )}
                </div>
                {d.specialties.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-1">
                    {d.specialties.map((s) => (
                      <Badge asChild key={s} tone="brand" weight="normal">
                        <li>{s}</li>
                      </Badge>
                    ))}
                  </ul>
                )}
                <p className="mt-2 text-sm text-slate-600">
                  {[d.address, [d.postalCode, d.city].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ')}
                </p>
                <div className="mt-3 flex flex-wrap gap-3 text-sm">
                  {d.phone && (
                    <a
                      href={`tel:${d.phone.replace(/\s+/g, '')}`}
                      className="inline-flex items-center gap-1 text-slate-700 hover:underline"
                    >
                      <Phone className="size-4" aria-hidden />
                      {d.phone}
                    </a>
                  )}
                  {d.website && (
                    <a
                      href={d.website}
                      rel="noopener nofollow"
                      target="_blank"
                      className="inline-flex items-center gap-1 text-slate-700 hover:underline"
                    >
                      <Globe className="size-4" aria-hidden />
                      {t('website')}
                    </a>
                  )}
                  <Link
                    href={dentistPath(d.slug)}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {t('viewProfile')}
                  </Link>
                </div>
              </li>
            </Card>
          ))}
        </ul>
      )}
      {data && totalPages > 1 && (
        <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('pagination')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('pageOf', { page, total: totalPages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </Button>
        </nav>
      )}
      {usesDistance && <p className="mt-6 text-xs text-slate-600">{t('attribution')}</p>}
    </div>
  )
}
