'use client'

import { BadgeCheck, Eye, UserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { Link } from '@/i18n/navigation'
import { fetchOwnProfile, OWN_PROFILE_KEY } from '@/lib/api/contract/profiles'

/**
 * The dashboard's 'Professionelles Profil' card: name or 'Unbekannt', practice,
 * 'Verifiziert' and 'Öffentlich sichtbar' badges and specialties, or 'Profil noch nicht
 * erstellt'; links to /doctor-profile.
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
          <span className="mt-1 block h-4 w-32 animate-pulse rounded bg-slate-100" />
        ) : profile ? (
          <>
            <p className="text-sm text-slate-700">{profile.name || t('unknown')}</p>
            {profile.practiceName && (
              <p className="text-sm text-slate-600">{profile.practiceName}</p>
            )}
            <p className="mt-1 flex flex-wrap gap-1">
              {profile.verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  <BadgeCheck className="size-3" aria-hidden />
                  {t('verified')}
                </span>
              )}
              {profile.isPublic && (
                <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
                  <Eye className="size-3" aria-hidden />
                  {t('publicVisible')}
                </span>
              )}
            </p>
            {profile.specialties.length > 0 && (
              <p className="mt-1 text-xs text-slate-600">{profile.specialties.join(' · ')}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('noProfile')}</p>
        )}
      </div>
    </Link>
  )
}
