import { BadgeCheck, Globe, Phone } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'

import { Badge } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'
import type { DentistHit } from '@/lib/profiles/search'
import { dentistPath } from '@/lib/routes'

/**
 * One dentist in the search results: name with the 'Verifiziert' mark, practice, distance
 * (when the search had a place), specialties, address, phone, website and 'Profil ansehen'.
 */
export function DentistCard({ dentist: d }: { dentist: DentistHit }) {
  const t = useTranslations('PatientSearch')
  const formatNumber = useNumberFormat()
  return (
    <Card asChild>
      <li data-testid="dentist-card">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="flex items-center gap-1 font-semibold text-slate-900">
              {d.name}
              {d.verified && (
                <BadgeCheck className="size-4 text-emerald-600" aria-label={t('verified')} />
              )}
            </h2>
            {d.practiceName && <p className="text-sm text-slate-600">{d.practiceName}</p>}
          </div>
          {d.distanceKm !== null && (
            <Badge weight="medium" className="shrink-0">
              {t('distanceKm', { km: formatNumber(d.distanceKm) })}
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
          {[d.address, [d.postalCode, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
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
          <Link href={dentistPath(d.slug)} className={textLinkClass}>
            {t('viewProfile')}
          </Link>
        </div>
      </li>
    </Card>
  )
}
