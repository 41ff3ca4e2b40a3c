import { AlertCircle, CheckCircle2, CreditCard, Hourglass, Info, XCircle } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { AuthCard } from '@/components/auth/AuthCard'
import { Link } from '@/i18n/navigation'
import { formatLongDate } from '@/lib/dates/format'
import type { CheckoutOutcome } from '@/lib/stripe/checkoutOutcome'

import { CheckoutMagicLink } from './CheckoutMagicLink.client'
import { RefreshSessionUser } from './RefreshSessionUser.client'

const ICON = 'size-10'

/**
 * `/checkout-success` as the server verified it with Stripe (`verifyCheckout`):
 * - paid ("Zahlung erfolgreich"), processing ("Zahlung wird bearbeitet", SEPA not cleared)
 *   and no payment due: the membership as it stands now (active until …, or when it will
 *   open), the session id for support, and for the payer's own signed-in account the
 *   dashboard; signed out, a button that mails a magic link to the checkout's address
 * - open, expired: nothing was charged, back to `/subscribe`
 * - unknown, another account's session, payments not set up: a clear message, no claim
 * The card carries `data-testid="checkout-outcome"` and `data-state`.
 */
export async function CheckoutOutcomeView({
  outcome,
  supportEmail,
}: {
  outcome: CheckoutOutcome
  supportEmail: string
}) {
  const t = await getTranslations('Subscribe.checkoutSuccess')
  const locale = await getLocale()
  const card = (icon: ReactNode, title: string, body: ReactNode) => (
    <div data-testid="checkout-outcome" data-state={outcome.state}>
      <AuthCard title={title} icon={icon}>
        {body}
      </AuthCard>
    </div>
  )
  const text = (value: ReactNode) => (
    <p className="text-center text-sm text-slate-600" role="status">
      {value}
    </p>
  )
  const action = (href: string, label: string, primary = true) => (
    <Button asChild variant={primary ? 'primary' : 'secondary'} className="mt-6 w-full">
      <Link href={href}>{label}</Link>
    </Button>
  )

  switch (outcome.state) {
    case 'notConfigured':
      return card(
        <Info className={ICON} aria-hidden />,
        t('notConfiguredTitle'),
        <>
          {text(t('notConfiguredText'))}
          {action('/', t('toHome'), false)}
        </>,
      )
    case 'unknown':
      return card(
        <AlertCircle className={ICON} aria-hidden />,
        t('unknownTitle'),
        <>
          {text(
            t.rich('unknownText', {
              email: supportEmail,
              link: (chunks) => (
                <a className="font-medium underline" href={`mailto:${supportEmail}`}>
                  {chunks}
                </a>
              ),
            }),
          )}
          {action('/subscribe', t('toSubscribe'), false)}
        </>,
      )
    case 'foreign':
      return card(
        <AlertCircle className={ICON} aria-hidden />,
        t('foreignTitle'),
        <>
          {text(t('foreignText'))}
          {action('/doctor-dashboard', t('toDashboard'), false)}
        </>,
      )
    case 'open':
    case 'expired':
      return card(
        outcome.state === 'open' ? (
          <CreditCard className={ICON} aria-hidden />
        ) : (
          <XCircle className={ICON} aria-hidden />
        ),
        t(outcome.state === 'open' ? 'openTitle' : 'expiredTitle'),
        <>
          {text(t(outcome.state === 'open' ? 'openText' : 'expiredText'))}
          {action('/subscribe', t('toSubscribe'))}
        </>,
      )
  }

  const { state, sessionId, email, ownAccount, hasPremium, validUntil } = outcome
  const membershipLine = hasPremium
    ? t('premiumActive', { date: formatLongDate(validUntil, locale) ?? '' })
    : t(state === 'processing' ? 'premiumPending' : 'premiumSoon')
  return card(
    state === 'processing' ? (
      <Hourglass className={ICON} aria-hidden />
    ) : (
      <CheckCircle2 className={ICON} aria-hidden />
    ),
    t(`${state}Title`),
    <>
      <div className="space-y-2 text-center text-sm text-slate-600" role="status">
        <p>{t(`${state}Text`)}</p>
        <p className="font-medium text-slate-800" data-testid="membership-line">
          {membershipLine}
        </p>
      </div>
      <p className="mt-6 mb-6 rounded-md bg-slate-50 p-3 text-xs break-all text-slate-600">
        {t('sessionId')}: <code data-testid="session-id">{sessionId}</code>
      </p>
      {ownAccount ? (
        <>
          <RefreshSessionUser />
          <Button asChild className="w-full">
            <Link href="/doctor-dashboard">{t('toDashboard')}</Link>
          </Button>
        </>
      ) : (
        <CheckoutMagicLink email={email} />
      )}
      {!hasPremium && (
        <Button asChild variant="secondary" className="mt-3 w-full">
          <Link href={{ pathname: '/checkout-success', query: { session_id: sessionId } }}>
            {t('refresh')}
          </Link>
        </Button>
      )}
    </>,
  )
}
