'use client'

import { Download, FileArchive } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'

/**
 * The proof pack card: links to the current period's PDF summary
 * (`/api/doctor/cme/proof.pdf`) and the ZIP with every certificate
 * (`/api/doctor/cme/proof.zip`).
 */
export function CmeProofDownloads() {
  const t = useTranslations('CmeAccount')
  return (
    <Card asChild>
      <section aria-labelledby="cme-proof-title">
        <h2 id="cme-proof-title" className="font-semibold text-slate-900">
          {t('proofTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('proofText')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href="/api/doctor/cme/proof.pdf?period=current" download>
              <Download className="size-4" aria-hidden />
              {t('proofPdf')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/doctor/cme/proof.zip?period=current" download>
              <FileArchive className="size-4" aria-hidden />
              {t('proofZip')}
            </a>
          </Button>
        </div>
      </section>
    </Card>
  )
}
