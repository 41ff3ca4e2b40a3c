import { Lock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { VisitorOnly } from '@/components/auth/VisitorOnly.client'
import { Link } from '@/i18n/navigation'

/**
 * Upsell box under a premium preview, for readers without premium: 'Kostenlos
 * anmelden' (visitors only; to /sign-up with the invitation request open, since a reader
 * at the paywall rarely has a code) and the upgrade to /subscribe.
 */
export async function PremiumGate() {
  const t = await getTranslations('Gate')
  return (
    <div className="not-prose relative mt-2" data-testid="premium-gate">
      <div
        className="pointer-events-none absolute inset-x-0 -top-24 h-24 bg-gradient-to-b from-white/0 to-white"
        aria-hidden
      />
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-6 text-center">
        <Lock className="mx-auto size-8 text-brand-600" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-slate-900">{t('title')}</h2>
        <p className="mt-2 text-slate-600">{t('text')}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <VisitorOnly>
            <Link
              href={{ pathname: '/sign-up', query: { mode: 'request' } }}
              className="rounded-md border border-brand-600 px-5 py-2.5 font-medium text-brand-700 hover:bg-white"
            >
              {t('signUpFree')}
            </Link>
          </VisitorOnly>
          <Link
            href="/subscribe"
            className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('upgrade')}
          </Link>
        </div>
        <p className="mt-3 text-xs text-slate-600">{t('price')}</p>
      </div>
    </div>
  )
}
