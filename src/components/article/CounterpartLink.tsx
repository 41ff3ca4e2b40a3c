import { getLocale, getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/i18n/LocalizedLink'
import type { ArticleCounterpart } from '@/lib/articles/counterpart'
import { articlePath } from '@/lib/routes'

/**
 * Above an article: the link to the same topic for the other audience, named for what it
 * is ('Patientenversion' on a dentist article, 'Fachversion' on a patient article).
 */
export async function CounterpartLink({ counterpart }: { counterpart: ArticleCounterpart }) {
  const [t, locale] = await Promise.all([getTranslations('Counterpart'), getLocale()])
  return (
    <p
      className="mb-6 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800"
      data-testid="counterpart-link"
    >
      <span className="font-semibold">
        {counterpart.audience === 'patient' ? t('patientVersion') : t('professionalVersion')}
      </span>
      {': '}
      <LocalizedLink
        href={articlePath(counterpart.id)}
        locale={locale}
        className="text-brand-700 underline hover:text-brand-900"
      >
        {counterpart.title}
      </LocalizedLink>
    </p>
  )
}
