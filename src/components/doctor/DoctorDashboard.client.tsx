'use client'

import { LayoutDashboard, LockKeyhole, ShieldCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { AuthCard } from '@/components/auth/AuthCard'
import { ManageMembershipButton } from '@/components/membership/ManageMembershipButton.client'

import { CmeOverview } from './CmeOverview.client'
import { ProfileCard } from './ProfileCard.client'
import { primaryButtonClass } from '@/components/auth/fields'
import { LoadingCard } from '@/components/auth/LoadingCard'
import { Link } from '@/i18n/navigation'
import { useSessionUser } from '@/lib/auth/useSessionUser'

/**
 * Doctor dashboard (spec §2 `/doctor-dashboard`, heading Arzt-Dashboard): visitors are
 * asked to sign in (spec §6); a signed-in doctor sees a welcome, the membership state and
 * links to profile and account security, then the CME overview (`CmeOverview`).
 */
export function DoctorDashboard() {
  const t = useTranslations('Dashboard')
  const { user, isKnown } = useSessionUser()
  if (!isKnown) return <LoadingCard label={t('loading')} />
  if (!user) {
    return (
      <AuthCard title={t('loginRequired')} icon={<LockKeyhole className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600">{t('signInPrompt')}</p>
        <Link
          href={{ pathname: '/sign-in', query: { next: '/doctor-dashboard' } }}
          className={`${primaryButtonClass} mt-6`}
        >
          {t('signIn')}
        </Link>
      </AuthCard>
    )
  }
  const name =
    [user.user_metadata.firstName, user.user_metadata.lastName].filter(Boolean).join(' ') ||
    user.email
  const card =
    'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300'
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <LayoutDashboard className="size-7 text-brand-600" aria-hidden />
        {t('title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('welcome', { name })}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <div className={card}>
          <ShieldCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
          <div>
            <h2 className="font-semibold text-slate-900">{t('membership')}</h2>
            <p className="text-sm text-slate-600">{user.hasPremium ? t('premium') : t('basic')}</p>
            {!user.hasPremium && (
              <Link
                href="/subscribe"
                className="mt-2 mr-4 inline-block text-sm font-medium text-brand-700 hover:underline"
              >
                {t('upgrade')}
              </Link>
            )}
            <ManageMembershipButton />
          </div>
        </div>
        <ProfileCard className={card} />
        <Link href="/account/security" className={card}>
          <LockKeyhole className="size-5 shrink-0 text-brand-600" aria-hidden />
          <div>
            <h2 className="font-semibold text-slate-900">{t('security')}</h2>
            <p className="text-sm text-slate-600">{t('securityText')}</p>
          </div>
        </Link>
      </div>
      <CmeOverview />
    </div>
  )
}
