import { Award, BookOpenCheck, Check, Crosshair, Minus, Users } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'
import { pathInLocale } from '@/lib/pages/legalPaths'
import { isCheckoutConfigured, stripeSettings } from '@/lib/stripe/config'

import { MemberOrCheckout } from './MemberOrCheckout.client'
import { MembershipCheckout } from './MembershipCheckout.client'

/**
 * `/subscribe`: the four membership benefits, the price box
 * (300 EUR per year, renews yearly and cancel any time with check marks; no trial and no
 * money-back guarantee without, as limits; a link to the terms) and the embedded checkout; without Stripe keys a notice that online payment is not
 * set up yet, with the support address. A member sees that their membership is active
 * instead (`MemberOrCheckout`).
 */
export async function SubscribeView({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations('Subscribe')
  const footer = await getTranslations('Footer')
  const locale = await getLocale()
  const benefits = [
    [BookOpenCheck, 'evidence'],
    [Award, 'cme'],
    [Users, 'community'],
    [Crosshair, 'precision'],
  ] as const
  const publishableKey = stripeSettings().publishableKey
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
      <section>
        <h1 className="font-serif text-4xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('intro')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {benefits.map(([Icon, key]) => (
            <Card asChild key={key}>
              <li>
                <Icon className="size-6 text-brand-600" aria-hidden />
                <h2 className="mt-3 font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h2>
                <p className="mt-1 text-sm text-slate-600">{t(`benefits.${key}.text`)}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>
      <Card
        asChild
        variant="raised"
        padding="lg"
        className="h-fit rounded-2xl border-2 border-brand-500 lg:sticky lg:top-24"
      >
        <aside aria-labelledby="price-title">
          <h2 id="price-title" className="text-lg font-semibold text-slate-900">
            {t('priceTitle')}
          </h2>
          <p className="mt-3 flex items-baseline gap-2">
            <span className="text-5xl font-bold text-slate-900" data-testid="price">
              {t('price')}
            </span>
            <span className="text-slate-600">{t('perYear')}</span>
          </p>
          <ul className="mt-5 space-y-2 text-sm text-slate-700" data-testid="price-terms">
            {(['renews', 'cancel'] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {t(`terms.${key}`)}
              </li>
            ))}
            {/* What the membership does not include: no check mark, which would read as a benefit. */}
            {(['noTrial', 'noRefund'] as const).map((key) => (
              <li key={key} className="flex gap-2" data-testid="price-limit">
                <Minus className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                {t(`terms.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link href={pathInLocale(locale, '/terms')} className={textLinkClass}>
              {footer('terms')}
            </Link>
          </p>
          <div className="mt-6">
            <MemberOrCheckout>
              {isCheckoutConfigured() && publishableKey ? (
                <MembershipCheckout publishableKey={publishableKey} />
              ) : (
                <p
                  role="status"
                  className="rounded-md bg-amber-50 p-4 text-sm text-amber-900"
                  data-testid="payments-not-configured"
                >
                  {t.rich('notConfigured', {
                    email: supportEmail,
                    link: (chunks) => (
                      <a className="font-medium underline" href={`mailto:${supportEmail}`}>
                        {chunks}
                      </a>
                    ),
                  })}
                </p>
              )}
            </MemberOrCheckout>
          </div>
        </aside>
      </Card>
    </div>
  )
}
