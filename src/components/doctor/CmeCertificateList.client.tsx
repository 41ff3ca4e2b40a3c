'use client'

import { Download, Pencil, Trash2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { CME_CERTIFICATES_KEY } from '@/lib/api/contract/cmeAccount'
import type { AccountCertificate } from '@/lib/cme/account'
import { formatLongDate } from '@/lib/dates/format'

import { send, useReload } from './cmeAccountRequests'

/**
 * Every certificate of the account, ours and external, with download, and edit (handed to
 * `onEdit`) and delete (after a confirm, `DELETE /api/doctor/cme/certificates/{id}`) for
 * external ones. Journal certificates download in German or English after the page's
 * language.
 */
export function CmeCertificateList({
  certificates,
  onEdit,
}: {
  certificates: AccountCertificate[]
  onEdit: (entry: AccountCertificate) => void
}) {
  const t = useTranslations('CmeAccount')
  const locale = useLocale()
  const reload = useReload()
  const lang = locale.startsWith('de') ? 'de' : 'en'
  async function remove(entry: AccountCertificate) {
    if (!window.confirm(t('confirmDelete'))) return
    await send(`${CME_CERTIFICATES_KEY}/${entry.id}`, 'DELETE')
    await reload()
  }
  return (
    <Card asChild padding="none" className="divide-y divide-slate-100">
      <ul data-testid="cme-certificates">
        {certificates.map((c) => (
          <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium break-words text-slate-900">
                {c.title}{' '}
                <Badge tone={c.source === 'journal' ? 'info' : 'neutral'}>
                  {c.source === 'journal' ? t('ours') : t('external')}
                </Badge>
              </p>
              <p className="text-sm break-words text-slate-600">
                {t('meta', {
                  date: formatLongDate(c.date, locale) ?? c.date,
                  provider: c.provider,
                  category: c.category,
                  // A number: the ICU plural picks the noun form and formats it.
                  points: c.points,
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2 text-sm">
              <Button asChild variant="link">
                <a
                  href={
                    c.source === 'journal' ? `${c.fileUrl.split('?')[0]}?lang=${lang}` : c.fileUrl
                  }
                  download
                >
                  <Download className="size-4" aria-hidden />
                  {t('download')}
                </a>
              </Button>
              {c.source === 'external' && (
                <>
                  <Button variant="link" onClick={() => onEdit(c)}>
                    <Pencil className="size-4" aria-hidden />
                    {t('edit')}
                  </Button>
                  <Button variant="link" onClick={() => remove(c)}>
                    <Trash2 className="size-4" aria-hidden />
                    {t('delete')}
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
