'use client'

import { LayoutDashboard, LockKeyhole, ShieldCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import useSWR from 'swr'

import { Button } from '@/components/ui/Button'
import { cardVariants } from '@/components/ui/Card'
import { textLinkClass } from '@/components/ui/textLink'
import { cn } from '@/lib/cn'
import { AuthCard } from '@/components/auth/AuthCard'
import { ManageMembershipButton } from '@/components/membership/ManageMembershipButton.client'

import { MyPractices } from '@/components/practice/MyPractices.client'

import { CmeAccountPanel } from './CmeAccountPanel.client'
import { CmeOverview } from './CmeOverview.client'
import { ProfileCard } from './ProfileCard.client'
import { LoadingCard } from '@/components/auth/LoadingCard'
import { Link } from '@/i18n/navigation'
import { fetchMembership, MEMBERSHIP_KEY } from '@/lib/api/contract/membership'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { formatLongDate } from '@/lib/dates/format'

/**
 * The membership card's lines: premium or basic with the end date, a pending payment, and
 * the one fitting action: "Mitgliedschaft verwalten" (Stripe's portal) only for an account
 * with a Stripe customer, "Mitglied werden" for a basic account (`GET /api/auth/membership`;
 * until it answers, the session's premium flag and no action).
 */
function MembershipCard({ hasPremium }: { hasPremium: boolean }) {
  const t = useTranslations('Dashboard')
  const locale = useLocale()
  const { data } = useSWR(MEMBERSHIP_KEY, fetchMembership, {
    revalidateOnFocus: false,
  })
  const premium = data?.hasPremium ?? hasPremium
  const date = formatLongDate(data?.validUntil, locale)
  return (
    <div data-testid="membership-card">
      <h2 className="font-semibold text-slate-900">{t('membership')}</h2>
      <p className="text-sm text-slate-600">
        {premium ? t('premium') : t('basic')}
        {premium && date && (
          <> · {data?.cancelAtPeriodEnd ? t('endsOn', { date }) : t('validUntil', { date })}</>
        )}
      </p>
      {data?.pendingPayment && <p className="text-sm text-slate-600">{t('pendingPayment')}</p>}
      {data && !premium && !data.pendingPayment && (
        <Link href="/subscribe" className={`mt-2 mr-4 inline-block text-sm ${textLinkClass}`}>
          {t('upgrade')}
        </Link>
      )}
      {data?.canManage && <ManageMembershipButton />}
    </div>
  )
}

/**
 * Doctor dashboard (`/doctor-dashboard`, heading Arzt-Dashboard): visitors are
 * asked to sign in; a signed-in doctor sees 'Profil bearbeiten' (spec), a welcome, the membership state
 * (`MembershipCard`) and links to profile and account security, then the CME overview
 * (`CmeOverview`).
 */
export function DoctorDashboard() {
  const t = useTranslations('Dashboard')
  const { user, isKnown } = useSessionUser()
  if (!isKnown) return <LoadingCard label={t('loading')} />
  if (!user) {
    return (
      <AuthCard title={t('loginRequired')} icon={<LockKeyhole className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600">{t('signInPrompt')}</p>
        <Button asChild className="mt-6 w-full">
          <Link href={{ pathname: '/sign-in', query: { next: '/doctor-dashboard' } }}>
            {t('signIn')}
          </Link>
        </Button>
      </AuthCard>
    )
  }
  const name =
    [user.user_metadata.firstName, user.user_metadata.lastName].filter(Boolean).join(' ') ||
    user.email
  const card = cn(
    cardVariants({ variant: 'raised' }),
    'hover:border-brand-300 flex items-start gap-3',
  )
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <LayoutDashboard className="size-7 text-brand-600" aria-hidden />
          {t('title')}
        </h1>
        <Button asChild variant="outline">
          <Link href="/doctor-profile">{t('editProfile')}</Link>
        </Button>
      </div>
      <p className="mt-2 text-slate-600">{t('welcome', { name })}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <div className={card}>
          <ShieldCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
          <MembershipCard hasPremium={user.hasPremium} />
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
      <CmeAccountPanel />
      <MyPractices />
    </div>
  )
}
