import { getTranslations } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { Link } from '@/i18n/navigation'

/** The 404 page (spec §2: "Any other path shows a 404 page titled Page Not Found"). */
export default async function NotFound() {
  const t = await getTranslations('NotFound')
  return (
    <PageShell variant="doctor">
      <title>{t('title')}</title>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-bold text-brand-500">404</p>
        <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-slate-600">{t('text')}</p>
        <Link href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          {t('backHome')}
        </Link>
      </section>
    </PageShell>
  )
}
