'use client'

import { Loader2 } from 'lucide-react'
import { useTranslations } from 'next-intl'

/** Patient home loading state (a spinner with 'Artikel werden geladen...'). */
export default function PatientLoading() {
  const t = useTranslations('Patient')
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600"
      role="status"
      aria-live="polite"
    >
      <Loader2 className="size-6 animate-spin" aria-hidden />
      {t('loading')}
    </div>
  )
}
