'use client'

import { Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Skeleton } from '@/components/ui/Skeleton'
import { CME_CERTIFICATES_KEY, fetchCmeCertificates } from '@/lib/api/contract/cmeAccount'
import type { AccountCertificate } from '@/lib/cme/account'

import { CmeCertificateForm } from './CmeCertificateForm.client'
import { CmeCertificateList } from './CmeCertificateList.client'
import { CmeIdentityCard } from './CmeIdentityCard.client'
import { CmePeriodCard } from './CmePeriodCard.client'
import { CmeProofDownloads } from './CmeProofDownloads.client'

/**
 * The dentist's whole CME account on the dashboard: the period card, what the proof for
 * the KZV names (title, date of birth, dentist number, practice address), the proof pack
 * downloads (PDF summary, ZIP with every certificate), and every certificate, ours and
 * external, with the form to add or change an external one; loads
 * `/api/doctor/cme/period` and `/api/doctor/cme/certificates`.
 */
export function CmeAccountPanel() {
  const t = useTranslations('CmeAccount')
  const { data, error } = useSWR(CME_CERTIFICATES_KEY, fetchCmeCertificates, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const [editing, setEditing] = useState<AccountCertificate | 'new' | null>(null)
  return (
    <div id="cme-account" className="mt-8 scroll-mt-20 space-y-6" data-testid="cme-account">
      <CmePeriodCard />
      <CmeIdentityCard />
      <CmeProofDownloads />
      <section aria-labelledby="cme-list-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="cme-list-title" className="text-xl font-semibold text-slate-900">
            {t('listTitle')}
          </h2>
          {editing === null && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden />
              {t('addTitle')}
            </Button>
          )}
        </div>
        {editing !== null && (
          <CmeCertificateForm
            key={editing === 'new' ? 'new' : editing.id}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {error ? (
          <p className="rounded-md bg-red-50 p-4 text-sm text-red-800">{t('loadError')}</p>
        ) : !data ? (
          <Skeleton className="h-24" radius="xl" />
        ) : data.certificates.length === 0 ? (
          <Card variant="dashed" className="text-center text-slate-600">
            {t('empty')}
          </Card>
        ) : (
          <CmeCertificateList certificates={data.certificates} onEdit={setEditing} />
        )}
      </section>
    </div>
  )
}
