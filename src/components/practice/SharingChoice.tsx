import { useTranslations } from 'next-intl'

import { Radio } from '@/components/ui/Radio'
import { SHARING_LEVELS, type Sharing } from '@/lib/practices/vocabulary'

const LABEL_KEYS = {
  none: 'sharingNone',
  status: 'sharingStatus',
  certificates: 'sharingCertificates',
} as const

/**
 * The dentist's choice of what one practice may see of their CME account: nothing but the
 * membership, the status, or the status and the certificates (radio group named `name`).
 */
export function SharingChoice({
  name,
  value,
  onChange,
}: {
  name: string
  value: Sharing
  onChange: (value: Sharing) => void
}) {
  const t = useTranslations('Practice')
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('sharingLabel')}</legend>
      {SHARING_LEVELS.map((level) => (
        <label key={level} className="flex items-start gap-2 text-sm text-slate-700">
          <span className="mt-0.5">
            <Radio
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
            />
          </span>
          {t(LABEL_KEYS[level])}
        </label>
      ))}
      <p className="text-xs text-slate-600">{t('sharingHint')}</p>
    </fieldset>
  )
}
