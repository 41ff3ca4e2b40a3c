import { Award, Languages } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { languageName } from '@/i18n/languageName'
import { CME_TOPICS, isCmeTopic } from '@/lib/cme/topics'
import type { PublicCmePoints } from '@/lib/profiles/publicCme'

/**
 * The public profile's "Sprachen in der Praxis" (names in the reader's language) and, when
 * the dentist opted in, "CME in den letzten 5 Jahren: N Punkte" with the points per topic
 * from our certificates (`publicCmePoints`). No expertise level is named here: titles that
 * suggest a specialist qualification ("Experte") are not allowed on a public profile
 * (professional law); the levels stay on the dentist's own dashboard.
 */
export async function ProfileLanguagesCme({
  languages,
  cme,
  locale,
}: {
  languages: string[]
  cme: PublicCmePoints | null
  locale: string
}) {
  if (languages.length === 0 && !cme) return null
  const t = await getTranslations('PatientSearch')
  const taxonomy = await getTranslations('Taxonomy')
  // Topic keys come from stored data: checked with `has` at run time.
  const key = (k: string) => k as Parameters<typeof taxonomy>[0]
  const topicName = (topic: string) =>
    taxonomy.has(key(`topics.${topic}`))
      ? taxonomy(key(`topics.${topic}`))
      : isCmeTopic(topic)
        ? CME_TOPICS[topic]
        : topic
  return (
    <Card padding="lg" className="mt-6 space-y-4 text-slate-700">
      {languages.length > 0 && (
        <section>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Languages className="size-4" aria-hidden />
            {t('languagesSpoken')}
          </h2>
          <p className="mt-1">{languages.map((code) => languageName(code, locale)).join(', ')}</p>
        </section>
      )}
      {cme && (
        <section>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Award className="size-4" aria-hidden />
            {t('cmeLastFiveYears', { points: cme.total })}
          </h2>
          {cme.byTopic.length > 0 && (
            <ul className="mt-1 space-y-0.5 text-sm">
              {cme.byTopic.map((row) => (
                <li key={row.topic}>
                  {t('cmeTopicPoints', { topic: topicName(row.topic), points: row.points })}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-xs text-slate-500">{t('cmeSource')}</p>
        </section>
      )}
    </Card>
  )
}
