import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { Card } from '@/components/ui/Card'
import type { DentistHit } from '@/lib/profiles/search'

import { DentistCard } from './DentistCard'

/** Leaflet needs the browser: the map loads on the client only, when first shown. */
const ResultsMap = dynamic(() => import('./ResultsMap.client'), { ssr: false })
const MAP_CONFIGURED = Boolean(process.env.NEXT_PUBLIC_MAP_TILE_URL)

/**
 * The results as a list of `DentistCard`s or on the map (Leaflet when a tile server is
 * configured, NEXT_PUBLIC_MAP_TILE_URL, else a placeholder); the empty state when the
 * search found nobody. `hits` is undefined while the first answer loads.
 */
export function SearchResults({ hits, view }: { hits?: DentistHit[]; view: 'list' | 'map' }) {
  const t = useTranslations('PatientSearch')
  if (view === 'map')
    return MAP_CONFIGURED ? (
      <div className="mt-4">
        <ResultsMap hits={hits ?? []} profileLabel={t('viewProfile')} />
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
  if (hits && hits.length === 0)
    return (
      <Card variant="dashed" className="mt-4 p-8 text-center">
        <p className="font-semibold text-slate-900">{t('emptyTitle')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyText')}</p>
      </Card>
    )
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {hits?.map((d) => (
        <DentistCard key={d.slug} dentist={d} />
      ))}
    </ul>
  )
}
