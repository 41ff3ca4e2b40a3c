'use client'

import { PartyPopper } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { AuthCard } from '@/components/auth/AuthCard'
import { primaryButtonClass, secondaryButtonClass } from '@/components/auth/fields'
import { Link } from '@/i18n/navigation'

/**
 * `/success` (spec §2 Payment success pages): `?existing=true` greets a member whose
 * membership was already active ('Willkommen zurück'); otherwise the welcome after paying.
 */
export function PaymentSuccess() {
  const t = useTranslations('Subscribe.success')
  const existing = useSearchParams().get('existing') === 'true'
  return (
    <AuthCard
      title={existing ? t('existingTitle') : t('title')}
      icon={<PartyPopper className="size-10" aria-hidden />}
    >
      <p className="text-center text-sm text-slate-600">
        {existing ? t('existingText') : t('text')}
      </p>
      <div className="mt-6 space-y-3">
        <Link href="/doctor-dashboard" className={primaryButtonClass}>
          {t('toDashboard')}
        </Link>
        <Link href="/" className={secondaryButtonClass}>
          {t('toArticles')}
        </Link>
      </div>
    </AuthCard>
  )
}
