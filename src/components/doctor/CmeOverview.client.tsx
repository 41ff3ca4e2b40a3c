'use client'

import { Award, BookOpen, Download, GraduationCap, ShieldCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import useSWR from 'swr'

import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import { Skeleton } from '@/components/ui/Skeleton'
import { textLinkClass } from '@/components/ui/textLink'
import { DOCTOR_STATS_KEY, fetchDoctorStats } from '@/lib/api/contract/cme'
import { formatLongDate } from '@/lib/dates/format'
import { certificatePath } from '@/lib/routes'

const levelTones: Record<string, BadgeTone> = {
  Reader: 'neutral',
  Proficient: 'info',
  Advanced: 'violet',
  Expert: 'warning',
}

/**
 * The CME part of the doctor dashboard: three counters (CME points,
 * expert topics, active topics), progress toward 125 points in the current 5-year period
 * (§ 95d SGB V), 'Expertise-Level nach Themengebiet' with level badges and progress to the
 * next level, or 'Noch keine CME-Aktivität', and the certificates with download and
 * verification links. Loads `/api/doctor/stats` (reloaded after each quiz).
 */
export function CmeOverview() {
  const t = useTranslations('Dashboard.cme')
  const taxonomy = useTranslations('Taxonomy')
  const formatNumber = useNumberFormat()
  const locale = useLocale()
  // A topic or level the catalogue names shows its name in the reader's language; a topic
  // added in the studio since shows the label the server derived from its key.
  // The keys come from the server's data, so they are checked with `has` at run time.
  const key = (k: string) => k as Parameters<typeof taxonomy>[0]
  const topicName = (topic: { topic: string; label: string }) =>
    taxonomy.has(key(`topics.${topic.topic}`))
      ? taxonomy(key(`topics.${topic.topic}`))
      : topic.label
  const levelName = (level: string | null, fallback: string) =>
    level && taxonomy.has(key(`expertise.${level}`))
      ? taxonomy(key(`expertise.${level}`))
      : fallback
  const { data, error, isLoading } = useSWR(DOCTOR_STATS_KEY, fetchDoctorStats, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  if (isLoading)
    return (
      <div className="mt-8" aria-busy="true">
        <Skeleton className="h-48" radius="xl" />
      </div>
    )
  if (error || !data)
    return <p className="mt-8 rounded-md bg-red-50 p-4 text-sm text-red-800">{t('error')}</p>
  const counters = [
    [Award, t('totalCredits'), formatNumber(data.totalCredits), 'total-credits'],
    [GraduationCap, t('expertTopics'), formatNumber(data.expertTopics), 'expert-topics'],
    [BookOpen, t('activeTopics'), formatNumber(data.activeTopics), 'active-topics'],
  ] as const
  const periodShare = Math.min(1, data.period.credits / data.period.target)
  return (
    <div className="mt-8 space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        {counters.map(([Icon, label, value, id]) => (
          <Card key={id}>
            <Icon className="size-5 text-brand-600" aria-hidden />
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={id}>
              {value}
            </p>
            <p className="text-sm text-slate-600">{label}</p>
          </Card>
        ))}
      </div>
      <Card asChild>
        <section aria-labelledby="period-title">
          <h2 id="period-title" className="font-semibold text-slate-900">
            {t('periodTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('periodText', {
              credits: formatNumber(data.period.credits),
              // A number: the message's ICU plural picks the noun form and formats it.
              target: data.period.target,
              end: formatLongDate(data.period.end, locale) ?? '',
            })}
          </p>
          <div
            className="mt-3 h-3 rounded-full bg-slate-100"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={data.period.target}
            aria-valuenow={data.period.credits}
            aria-label={t('periodTitle')}
          >
            <div
              className="h-3 rounded-full bg-brand-600"
              style={{ width: `${periodShare * 100}%` }}
            />
          </div>
        </section>
      </Card>
      <section aria-labelledby="topics-title">
        <h2 id="topics-title" className="text-xl font-semibold text-slate-900">
          {t('topicsTitle')}
        </h2>
        {data.topics.length === 0 ? (
          <Card asChild variant="dashed" padding="lg" className="mt-3 text-center text-slate-600">
            <p>{t('empty')}</p>
          </Card>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.topics.map((topic) => (
              <Card asChild key={topic.id} padding="sm">
                <li>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{topicName(topic)}</span>
                    <Badge tone={levelTones[topic.level] ?? 'neutral'} className="px-2.5">
                      {levelName(topic.level, topic.levelName)}
                    </Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('creditsCount', { credits: topic.credits })}
                    {topic.toNext !== null &&
                      ` · ${t('toNext', {
                        points: formatNumber(topic.toNext),
                        level: levelName(topic.nextLevel, topic.nextLevelName ?? ''),
                      })}`}
                  </p>
                  {topic.progress !== null && (
                    <div
                      className="mt-2 h-2 rounded-full bg-slate-100"
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(topic.progress * 100)}
                      aria-label={topicName(topic)}
                    >
                      <div
                        className="h-2 rounded-full bg-brand-500"
                        style={{ width: `${topic.progress * 100}%` }}
                      />
                    </div>
                  )}
                </li>
              </Card>
            ))}
          </ul>
        )}
      </section>
      {data.certificates.length > 0 && (
        <section aria-labelledby="certificates-title">
          <h2 id="certificates-title" className="text-xl font-semibold text-slate-900">
            {t('certificatesTitle')}
          </h2>
          <Card asChild padding="none" className="mt-3 divide-y divide-slate-100">
            <ul>
              {data.certificates.map((c) => (
                <li
                  key={c.certificateId}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div>
                    <p className="font-medium text-slate-900">{c.moduleTitle}</p>
                    <p className="text-sm text-slate-600">
                      {formatLongDate(c.awardedAt, locale)} ·{' '}
                      {t('creditsCount', { credits: c.credits })} ·{' '}
                      {formatNumber(c.percentage / 100, { style: 'percent' })}
                    </p>
                  </div>
                  <div className="flex gap-3 text-sm">
                    <a
                      href={`/api/doctor/certificates/${c.certificateId}`}
                      className={`inline-flex items-center gap-1 ${textLinkClass}`}
                      download
                    >
                      <Download className="size-4" aria-hidden />
                      {t('download')}
                    </a>
                    <a
                      href={certificatePath(c.certificateId)}
                      className="inline-flex items-center gap-1 text-slate-600 hover:underline"
                    >
                      <ShieldCheck className="size-4" aria-hidden />
                      {t('verify')}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}
    </div>
  )
}
