import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'

/** 'Zurück' / 'Seite 2 von 5' / 'Weiter' under the results; nothing for a single page. */
export function ResultsPager({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  const t = useTranslations('PatientSearch')
  if (totalPages <= 1) return null
  return (
    <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('pagination')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className="text-sm text-slate-600">{t('pageOf', { page, total: totalPages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  )
}
