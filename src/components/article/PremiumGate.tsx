import { Lock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { VisitorOnly } from '@/components/auth/VisitorOnly.client'
import { Link } from '@/i18n/navigation'

/**
 * Upsell box under a premium preview, for readers without premium: 'Einladung anfordern'
 * (visitors only; to /sign-up with the invitation request open, since a reader at the
 * paywall rarely has a code: the label says what the button does) and the upgrade to
 * /subscribe, with the price and the same cancellation terms as `/subscribe`.
 */
export async function PremiumGate() {
  const t = await getTranslations('Gate')
  return (
    <div className="not-prose relative mt-2" data-testid="premium-gate">
      <div
        className="pointer-events-none absolute inset-x-0 -top-24 h-24 bg-gradient-to-b from-white/0 to-white"
        aria-hidden
      />
      <Card variant="brand" padding="lg" className="text-center">
        <Lock className="mx-auto size-8 text-brand-600" aria-hidden />
        <h2 className="mt-3 text-xl font-bold text-slate-900">{t('title')}</h2>
        <p className="mt-2 text-slate-600">{t('text')}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <VisitorOnly>
            <Button asChild variant="outline" size="lg" className="bg-transparent hover:bg-white">
              <Link href={{ pathname: '/sign-up', query: { mode: 'request' } }}>
                {t('requestInvitation')}
              </Link>
            </Button>
          </VisitorOnly>
          <Button asChild size="lg">
            <Link href="/subscribe">{t('upgrade')}</Link>
          </Button>
        </div>
        <p className="mt-3 text-xs text-slate-600">{t('price')}</p>
      </Card>
    </div>
  )
}
