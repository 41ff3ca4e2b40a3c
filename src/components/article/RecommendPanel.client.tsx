'use client'

import { QrCode } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Select } from '@/components/ui/Select'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { languageName } from '@/i18n/languageName'
import { patientShareLink } from '@/lib/articles/shareLink'
import { checkRole } from '@/lib/auth/roles'

/**
 * The recommendation panel (loaded by `RecommendForPatients`): for a signed-in dentist or
 * staff member, a button that opens a QR code and the short link of the article
 * (`patientShareLink`) in a language chosen from the article's versions, to show or hand
 * to a patient at the chair; 'Link kopieren' copies it. Nothing for other readers.
 */
export function RecommendPanel({ articleId, locales }: { articleId: number; locales: string[] }) {
  const t = useTranslations('Recommend')
  const pageLocale = useLocale()
  const { user } = useSessionUser()
  const [open, setOpen] = useState(false)
  const [language, setLanguage] = useState(
    locales.includes(pageLocale) ? pageLocale : (locales[0] ?? 'de'),
  )
  const [qr, setQr] = useState<{ link: string; svg: string } | null>(null)
  const [copied, setCopied] = useState(false)
  const link = patientShareLink(window.location.origin, language, articleId)

  useEffect(() => {
    if (!open) return
    let live = true
    void QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setQr({ link, svg }),
    )
    return () => {
      live = false
    }
  }, [open, link])

  if (!checkRole(['doctor', 'editor', 'admin'], user)) return null
  return (
    <Card className="not-prose mt-10" data-testid="recommend-for-patients">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <QrCode className="size-5 text-brand-600" aria-hidden />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('text')}</p>
      {!open ? (
        <Button className="mt-4" variant="outline" onClick={() => setOpen(true)}>
          {t('show')}
        </Button>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
          <div
            role="img"
            aria-label={t('qrLabel')}
            className="aspect-square w-48 bg-white"
            data-testid="recommend-qr"
            // The SVG is made by the QR library from our own link; no reader text in it.
            dangerouslySetInnerHTML={qr?.link === link ? { __html: qr.svg } : undefined}
          />
          <div className="space-y-3">
            <label className="block text-sm font-medium text-slate-800">
              {t('language')}
              <Select
                className="mt-1"
                value={language}
                onChange={(e) => {
                  setLanguage(e.target.value)
                  setCopied(false)
                }}
              >
                {locales.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, code)}
                  </option>
                ))}
              </Select>
            </label>
            <p className="text-sm break-all text-slate-800" data-testid="recommend-link">
              {link}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                await navigator.clipboard?.writeText(link).catch(() => undefined)
                setCopied(true)
              }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  )
}
