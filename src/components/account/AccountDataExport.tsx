import { Download } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'

import { useExportLink } from './useExportLink'

/** Path of the data export (`GET /api/account/export`, a ZIP, or a redirect for large accounts). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export'

/**
 * "Ihre Daten" on `/account/security`: what the export holds and the download button
 * ("Meine Daten herunterladen"), a plain link: the browser downloads the ZIP and stays on
 * the page. For a large account the route comes back here with `#export=queued`, and the
 * section says that a link comes by mail; the mailed link (`#export=<token>`) shows a
 * button for the prepared archive (`GET /api/account/export/{token}`). Both notes are
 * announced to screen readers.
 */
export function AccountDataExport() {
  const t = useTranslations('AccountData')
  const tExport = useTranslations('AccountExport')
  const link = useExportLink()
  const token = link && link !== 'queued' ? link : null
  return (
    <section
      aria-labelledby="account-data-export"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2"
    >
      <h2 id="account-data-export" className="text-lg font-semibold text-slate-900">
        {t('exportTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('exportText')}</p>
      <div role="status" className="empty:hidden">
        {link === 'queued' ? (
          <p className="mt-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{tExport('queued')}</p>
        ) : null}
        {token ? (
          <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {tExport('ready')}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {token ? (
          <Button asChild>
            <a href={`${ACCOUNT_EXPORT_PATH}/${encodeURIComponent(token)}`}>
              <Download className="size-4" aria-hidden />
              {tExport('readyButton')}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="secondary">
          <a href={ACCOUNT_EXPORT_PATH}>
            <Download className="size-4" aria-hidden />
            {t('exportButton')}
          </a>
        </Button>
      </div>
    </section>
  )
}
