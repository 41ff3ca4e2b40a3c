import { Award, BookOpen, CheckCircle2, Clock, Flame } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import {
  PREVIEW_LEVELS,
  PREVIEW_POINTS_PER_STEP,
  SAMPLE_ACTIVITY,
  SAMPLE_CME_TESTS,
  SAMPLE_DASHBOARD_STATS,
} from '@/lib/preview/sampleData'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { cn } from '@/lib/cn'

import { PreviewBanner } from './PreviewBanner'

/**
 * `/preview-dashboard`: the dashboard with sample data only —
 * CME points, expertise with a progress bar (50 points per step), completed tests,
 * reading hours with day streak, the CME test list, the expertise ladder and recent
 * activity. Labelled as a preview.
 */
export async function PreviewDashboard() {
  const t = await getTranslations('Preview')
  const s = SAMPLE_DASHBOARD_STATS
  const step = Math.min(
    PREVIEW_LEVELS.length - 1,
    Math.floor(s.cmePoints / PREVIEW_POINTS_PER_STEP),
  )
  const progress = (s.cmePoints % PREVIEW_POINTS_PER_STEP) / PREVIEW_POINTS_PER_STEP
  const cards = [
    [Award, t('cmePoints'), String(s.cmePoints)],
    [CheckCircle2, t('completedTests'), String(s.completedQuizzes)],
    [Clock, t('readingHours'), t('hours', { hours: s.totalReadingTime })],
    [Flame, t('streak'), t('days', { days: s.currentStreak })],
  ] as const
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <PreviewBanner text={t('banner')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('dashboardTitle')}</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([Icon, label, value]) => (
          <Card key={label}>
            <Icon className="size-5 text-brand-600" aria-hidden />
            <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
            <p className="text-sm text-slate-600">{label}</p>
          </Card>
        ))}
      </div>
      <Card asChild>
        <section>
          <h2 className="font-semibold text-slate-900">
            {t('expertise')}: {PREVIEW_LEVELS[step]}
          </h2>
          <div className="mt-3 h-3 rounded-full bg-slate-100">
            <div
              className="h-3 rounded-full bg-brand-600"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
          <ol className="mt-4 flex flex-wrap gap-2">
            {PREVIEW_LEVELS.map((level, i) => (
              <Badge
                asChild
                key={level}
                size="md"
                tone={i < step ? 'success' : 'neutral'}
                className={cn(
                  'font-normal',
                  i === step && 'bg-brand-600 font-semibold text-white',
                  i > step && 'text-slate-600',
                )}
              >
                <li>
                  {i < step ? '✓ ' : ''}
                  {level}
                </li>
              </Badge>
            ))}
          </ol>
        </section>
      </Card>
      <section>
        <h2 className="text-xl font-semibold text-slate-900">{t('availableTests')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {SAMPLE_CME_TESTS.map((test) => (
            <Card asChild key={test.id} padding="sm">
              <li>
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium text-slate-900">{test.title}</p>
                  {test.completed && <Badge tone="success">{t('completed')}</Badge>}
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {test.category} · {test.cmePoints} {t('points')} · {test.difficulty} ·{' '}
                  {t('minutes', { minutes: test.duration })}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled
                  className="mt-3"
                  title={t('previewOnly')}
                >
                  {test.completed ? t('repeat') : t('start')}
                </Button>
              </li>
            </Card>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <BookOpen className="size-5 text-brand-600" aria-hidden />
          {t('activity')}
        </h2>
        <Card asChild padding="none" className="mt-3 divide-y divide-slate-100">
          <ul>
            {SAMPLE_ACTIVITY.map((a) => (
              <li key={a.id} className="flex justify-between gap-4 p-4 text-sm">
                <span className="text-slate-800">{a.text}</span>
                <span className="shrink-0 text-slate-600">{a.when}</span>
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  )
}
