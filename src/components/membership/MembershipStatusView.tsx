import { Info, LockKeyhole, PartyPopper } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/Button'
import { AuthCard } from '@/components/auth/AuthCard'
import { Link } from '@/i18n/navigation'
import { formatLongDate } from '@/lib/dates/format'
import type { MembershipSummary } from '@/lib/membership/summary'

/**
 * `/success` and `/success?existing=true`: the signed-in user's membership as the server
 * reads it (`MembershipSummary`), never what the URL says. A member is welcomed ('Willkommen
 * zurück' with `existing`) with the end date; an account without premium is told so, with
 * a pending payment mentioned and "Mitglied werden" (or, without online payment, that it is
 * not set up); signed out (`summary` null), a neutral page that asks to sign in. The card
 * carries `data-testid="membership-status"` and `data-state` (premium, none, signedOut).
 */
export async function MembershipStatusView({
  summary,
  existing,
}: {
  summary: MembershipSummary | null
  existing: boolean
}) {
  const t = await getTranslations('Subscribe.success')
  const locale = await getLocale()
  const state = !summary ? 'signedOut' : summary.hasPremium ? 'premium' : 'none'
  const paragraph = (text: string) => <p>{text}</p>
  const notConfigured = summary ? !summary.paymentsConfigured : false

  if (!summary)
    return (
      <div data-testid="membership-status" data-state={state}>
        <AuthCard
          title={t('signedOutTitle')}
          icon={<LockKeyhole className="size-10" aria-hidden />}
        >
          <p className="text-center text-sm text-slate-600">{t('signedOutText')}</p>
          <Button asChild className="mt-6 w-full">
            <Link
              href={{
                pathname: '/sign-in',
                query: { next: existing ? '/success?existing=true' : '/success' },
              }}
            >
              {t('signIn')}
            </Link>
          </Button>
        </AuthCard>
      </div>
    )

  if (summary.hasPremium) {
    const date = formatLongDate(summary.validUntil, locale) ?? ''
    return (
      <div data-testid="membership-status" data-state={state}>
        <AuthCard
          title={existing ? t('existingTitle') : t('title')}
          icon={<PartyPopper className="size-10" aria-hidden />}
        >
          <div className="space-y-2 text-center text-sm text-slate-600" role="status">
            {paragraph(existing ? t('existingText') : t('text'))}
            <p className="font-medium text-slate-800">
              {summary.cancelAtPeriodEnd ? t('endsOn', { date }) : t('validUntil', { date })}
            </p>
          </div>
          <div className="mt-6 space-y-3">
            <Button asChild className="w-full">
              <Link href="/doctor-dashboard">{t('toDashboard')}</Link>
            </Button>
            <Button asChild variant="secondary" className="w-full">
              <Link href="/">{t('toArticles')}</Link>
            </Button>
          </div>
        </AuthCard>
      </div>
    )
  }

  return (
    <div data-testid="membership-status" data-state={state}>
      <AuthCard title={t('noneTitle')} icon={<Info className="size-10" aria-hidden />}>
        <div className="space-y-2 text-center text-sm text-slate-600" role="status">
          {paragraph(summary.pendingPayment ? t('pendingText') : t('noneText'))}
          {notConfigured && paragraph(t('notConfigured'))}
        </div>
        <div className="mt-6 space-y-3">
          {!notConfigured && !summary.pendingPayment && (
            <Button asChild className="w-full">
              <Link href="/subscribe">{t('subscribe')}</Link>
            </Button>
          )}
          <Button asChild variant="secondary" className="w-full">
            <Link href="/doctor-dashboard">{t('toDashboard')}</Link>
          </Button>
        </div>
      </AuthCard>
    </div>
  )
}
