'use client'

import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'

/** Error boundary of the journal pages, with a retry button. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('Error')
  const common = useTranslations('Common')
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <Button size="lg" onClick={reset} className="mt-6">
        {common('retry')}
      </Button>
    </main>
  )
}
