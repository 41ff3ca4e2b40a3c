'use client'

import { BadgeCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/Button'
import { Skeleton } from '@/components/ui/Skeleton'
import { useSignedInHint } from '@/components/auth/useSignedInHint'
import { Link } from '@/i18n/navigation'
import { fetchMembership, MEMBERSHIP_KEY } from '@/lib/api/contract/membership'
import { formatLongDate } from '@/lib/dates/format'

/**
 * The action of `/subscribe`'s price box. Visitors and signed-in readers without premium
 * get `children` (the checkout, or the note that payments are not set up). A member is
 * told that their membership is active (until when) and led to it on the dashboard
 * instead of being sold it again. The page is cached for everyone, so the browser decides:
 * with a signed-in hint a skeleton (once the page is parsed, through `html[data-signed-in]`;
 * until then neither, `until-hint-read`) until `GET /api/auth/membership` answers; when that
 * fails, `children`.
 */
export function MemberOrCheckout({ children }: { children: ReactNode }) {
  const t = useTranslations('Subscribe.success')
  const locale = useLocale()
  const hint = useSignedInHint()
  const { data, error } = useSWR(hint ? MEMBERSHIP_KEY : null, fetchMembership, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const skeleton = <Skeleton className="h-10 w-full" radius="md" />
  if (hint === null)
    return (
      <div className="until-hint-read">
        <div className="hide-when-signed-in">{children}</div>
        <div className="show-when-signed-in">{skeleton}</div>
      </div>
    )
  if (hint && !data && !error) return skeleton
  if (!data?.hasPremium) return <>{children}</>
  const date = formatLongDate(data.validUntil, locale)
  return (
    <div
      role="status"
      className="rounded-md bg-emerald-50 p-4 text-emerald-900"
      data-testid="already-member"
    >
      <p className="flex items-start gap-2 font-semibold">
        <BadgeCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t('existingText')}
      </p>
      {date && (
        <p className="mt-1 text-sm">
          {data.cancelAtPeriodEnd ? t('endsOn', { date }) : t('validUntil', { date })}
        </p>
      )}
      <Button asChild className="mt-4 w-full">
        <Link href="/doctor-dashboard">{t('toDashboard')}</Link>
      </Button>
    </div>
  )
}
