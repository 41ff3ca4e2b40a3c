import { Download } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'

/** Path of the data export (`GET /api/account/export`, a ZIP). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export'

/**
 * "Ihre Daten" on `/account/security`: what the export holds and the download button
 * ("Meine Daten herunterladen"), a plain link to the ZIP, so the browser downloads it.
 */
export function AccountDataExport() {
  const t = useTranslations('AccountData')
  return (
    <section
      aria-labelledby="account-data-export"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2"
    >
      <h2 id="account-data-export" className="text-lg font-semibold text-slate-900">
        {t('exportTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('exportText')}</p>
      <Button asChild variant="secondary" className="mt-4">
        <a href={ACCOUNT_EXPORT_PATH} download>
          <Download className="size-4" aria-hidden />
          {t('exportButton')}
        </a>
      </Button>
    </section>
  )
}
