import { Download, GraduationCap } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { journalCertificateUrl } from '@/lib/cme/certificateUrls'

/**
 * What a pass hands over: the certificate PDF of `certificateId` (German, or English on
 * every other page language, like the CME account's downloads) and the way to the CME
 * account on the dashboard.
 */
export function QuizPassLinks({ certificateId }: { certificateId: string }) {
  const t = useTranslations('QuizPass')
  const lang = useLocale().startsWith('de') ? 'de' : 'en'
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="quiz-pass-links">
      <Button asChild variant="outline" size="sm">
        <a href={journalCertificateUrl(certificateId, lang)} download>
          <Download className="size-4" aria-hidden />
          {t('certificatePdf')}
        </a>
      </Button>
      <Button asChild variant="link">
        <Link href="/doctor-dashboard#cme-account">
          <GraduationCap className="size-4" aria-hidden />
          {t('cmeAccount')}
        </Link>
      </Button>
    </div>
  )
}
