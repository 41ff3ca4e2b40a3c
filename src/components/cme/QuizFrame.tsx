import { GraduationCap } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import { cardVariants } from '@/components/ui/Card'
import { languageName } from '@/i18n/languageName'

/**
 * The quiz's card under the article: a section with the quiz heading ('CME-Quiz' with its
 * icon) above `children`; other props (`aria-busy`, `data-testid`, …) go to the section.
 */
export function QuizCard({ children, ...props }: ComponentProps<'section'>) {
  const t = useTranslations('Quiz')
  return (
    <section className={`${cardVariants({ padding: 'lg' })} not-prose mt-10`} {...props}>
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <GraduationCap className="size-6 text-brand-600" aria-hidden />
        {t('title')}
      </h2>
      {children}
    </section>
  )
}

/**
 * Says, in the reader's language, that the quiz is shown in German because it has no text
 * in the page's language yet. Nothing when the texts are in the page's language.
 */
export function UntranslatedQuizNote({ lang }: { lang: string | undefined }) {
  const t = useTranslations('Quiz')
  const locale = useLocale()
  if (!lang || lang === locale) return null
  return (
    <p
      className="mt-3 rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="quiz-untranslated-note"
      role="note"
    >
      {t('untranslatedNote', { language: languageName(locale, locale) })}
    </p>
  )
}
