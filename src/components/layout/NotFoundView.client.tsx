'use client'

import { useLocale, useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { languageFor } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { doctorCategoryLinks } from '@/lib/categories/defaults'

import { HeaderBar } from './HeaderBar.client'

/**
 * A not-found page body: `namespace` names the messages (`NotFound` for unknown paths,
 * `Article` for unknown articles). A client component because not-found boundaries get
 * no route params and must not read request headers (that would make every page dynamic).
 */
export function NotFoundView({ namespace }: { namespace: 'NotFound' | 'Article' }) {
  const t = useTranslations(namespace)
  const locale = useLocale()
  const title = namespace === 'Article' ? t('notFoundTitle') : t('title')
  const text = namespace === 'Article' ? t('notFoundText') : t('text')
  return (
    <div className="flex flex-1 flex-col">
      <HeaderBar
        variant="doctor"
        categoryLinks={doctorCategoryLinks(locale)}
        flag={languageFor(locale)?.flag ?? ''}
      />
      <main id="main" className="flex-1">
        <title>{title}</title>
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          {namespace === 'NotFound' && <p className="text-6xl font-bold text-brand-500">404</p>}
          <h1 className="mt-4 text-3xl font-bold">{title}</h1>
          <p className="mt-4 text-slate-600">{text}</p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">{t('backHome')}</Link>
          </Button>
        </section>
      </main>
    </div>
  )
}
