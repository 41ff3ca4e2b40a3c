import { getTranslations } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { Link } from '@/i18n/navigation'

/** Spec §2 article "not found" state: heading 'Article Not Found' (HTTP 404). */
export default async function ArticleNotFound() {
  const t = await getTranslations('Article')
  return (
    <PageShell variant="doctor">
      <title>{t('notFoundTitle')}</title>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
        <p className="mt-4 text-slate-600">{t('notFoundText')}</p>
        <Link href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          {t('backHome')}
        </Link>
      </section>
    </PageShell>
  )
}
