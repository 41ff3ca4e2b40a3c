import { BadgeCheck, ShieldX } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { PageShell } from '@/components/layout/PageShell'
import { displayName } from '@/lib/auth/mail'
import { findCertificate } from '@/lib/cme/certificates'
import { formatLongDate } from '@/lib/dates/format'
import { payloadClient } from '@/lib/payload'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; certificateId: string }> }

/** Always answered from the database: a verification must never come from a stale cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Cme.verify' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * `/cme/verify/{certificateId}`: tells whether a CME certificate is genuine,
 * showing only the holder's name, the module, the date and the points.
 */
export default async function Page({ params }: Props) {
  const { locale, certificateId } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Cme.verify')
  const id = decodeURIComponent(certificateId)
  const found = /^DJ-CME-[A-Z2-9]{12}$/.test(id)
    ? await findCertificate(await payloadClient(), id)
    : null
  return (
    <PageShell variant="doctor">
      {found ? (
        <AuthCard title={t('genuine')} icon={<BadgeCheck className="size-10" aria-hidden />}>
          <dl className="space-y-2 text-sm" data-testid="certificate-details">
            {(
              [
                [t('number'), id],
                [t('holder'), displayName(found.holder) ?? '—'],
                [t('module'), found.credit.moduleTitle],
                [t('date'), formatLongDate(found.credit.awardedAt, locale) ?? ''],
                [t('points'), String(found.credit.credits)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-right font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </AuthCard>
      ) : (
        <AuthCard
          title={t('unknown')}
          icon={<ShieldX className="size-10 text-red-600" aria-hidden />}
        >
          <p className="text-center text-sm text-slate-600">{t('unknownText', { id })}</p>
        </AuthCard>
      )}
    </PageShell>
  )
}
