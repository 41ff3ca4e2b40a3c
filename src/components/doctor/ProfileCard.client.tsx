'use client'

import { BadgeCheck, Eye, UserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { Badge } from '@/components/ui/Badge'
import { Skeleton } from '@/components/ui/Skeleton'
import { Link } from '@/i18n/navigation'
import { fetchOwnProfile, OWN_PROFILE_KEY } from '@/lib/api/contract/profiles'

/**
 * The dashboard's 'Professionelles Profil' card: name or 'Unbekannt', practice,
 * 'Verifiziert' and 'Öffentlich sichtbar' badges and specialties, or 'Profil noch nicht
 * erstellt' with the call to create it (a new dentist's next step); links to /doctor-profile.
 */
export function ProfileCard({ className }: { className: string }) {
  const t = useTranslations('Dashboard')
  const { data: profile, isLoading } = useSWR(OWN_PROFILE_KEY, fetchOwnProfile, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  return (
    <Link href="/doctor-profile" className={className} data-testid="profile-card">
      <UserRound className="size-5 shrink-0 text-brand-600" aria-hidden />
      <div>
        <h2 className="font-semibold text-slate-900">{t('profileCardTitle')}</h2>
        {isLoading ? (
          <Skeleton className="mt-1 h-4 w-32" />
        ) : profile ? (
          <>
            <p className="text-sm text-slate-700">{profile.name || t('unknown')}</p>
            {profile.practiceName && (
              <p className="text-sm text-slate-600">{profile.practiceName}</p>
            )}
            <p className="mt-1 flex flex-wrap gap-1">
              {profile.verified && (
                <Badge tone="success">
                  <BadgeCheck className="size-3" aria-hidden />
                  {t('verified')}
                </Badge>
              )}
              {profile.isPublic && (
                <Badge tone="info">
                  <Eye className="size-3" aria-hidden />
                  {t('publicVisible')}
                </Badge>
              )}
            </p>
            {profile.specialties.length > 0 && (
              <p className="mt-1 text-xs text-slate-600">{profile.specialties.join(' · ')}</p>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('noProfile')}</p>
            {/* The whole card is the link; this line says where it leads. */}
            <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="create-profile">
              {t('createProfile')} →
            </p>
          </>
        )}
      </div>
    </Link>
  )
}
