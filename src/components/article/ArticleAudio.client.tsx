'use client'

import { Headphones } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { localeTagFor } from '@/i18n/localeCodes'
import { isStaffUser } from '@/lib/auth/roles'
import { useSessionUser } from '@/components/auth/useSessionUser'

/**
 * Audio player of an article for the reader's language. A free article plays
 * for everyone; a premium one only for members and staff (the server checks again on
 * `/api/articles/{id}/audio`), others see a short note instead. `durationSec` in seconds.
 */
export function ArticleAudio({
  articleId,
  gated,
  durationSec,
}: {
  articleId: number
  gated: boolean
  durationSec: number | null
}) {
  const t = useTranslations('Article')
  const locale = useLocale()
  const { user } = useSessionUser()
  const allowed = !gated || Boolean(user?.hasPremium) || isStaffUser(user)
  const minutes = durationSec ? Math.max(1, Math.round(durationSec / 60)) : null
  return (
    <section
      aria-label={t('listen')}
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="article-audio"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Headphones className="size-4" aria-hidden />
        {t('listen')}
        {minutes ? (
          <span className="font-normal text-slate-600">· {t('audioDuration', { minutes })}</span>
        ) : null}
      </p>
      {allowed ? (
        <audio
          controls
          preload="none"
          className="mt-3 w-full"
          src={`/api/articles/${articleId}/audio?locale=${localeTagFor(locale)}`}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('listenMembersOnly')}</p>
      )}
    </section>
  )
}
