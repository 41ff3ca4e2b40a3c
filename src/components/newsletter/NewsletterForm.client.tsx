'use client'

import { clsx } from 'clsx'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Input } from '@/components/ui/Input'
import { subscribeNewsletter } from '@/lib/api/contract/newsletter'
import type { NewsletterAudience, NewsletterFormSource } from '@/lib/newsletter/constants'

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'success' } | { kind: 'error'; message: string }

/**
 * Newsletter sign-up form (the article sidebar and the home page's 'Stay Updated' band; it
 * really subscribes): an email field (required, type email, with a label) and the
 * 'Abonnieren' button. Posts `{ email, locale, source, audience }` to `POST /api/newsletter/subscribe`
 * (`audience="patient"` on patients' pages signs up for the patients' newsletter); the address is checked
 * first with the browser's e-mail syntax check and the account forms' texts. While sending,
 * the button is disabled and says so. The neutral success text (the API never tells
 * whether an address was known) is announced in a `role="status"` region and the field is
 * cleared; errors (invalid address, 429, network) appear inline as `role="alert"`.
 * `layout="inline"` puts field and button side by side from the `sm` breakpoint; `stacked`
 * (sidebar) keeps them one above the other. Below them an unticked box asks separately
 * whether opens and clicks may be counted (`measuring`; it takes effect only with the
 * confirmation, docs/security.md "Newsletter measuring").
 */
export function NewsletterForm({
  source,
  audience = 'doctor',
  layout = 'stacked',
  placeholder,
}: {
  source: NewsletterFormSource
  /** The list the form signs up for: `doctor` (default) or `patient`. */
  audience?: NewsletterAudience
  layout?: 'stacked' | 'inline'
  /** The field's example address when it differs from the dentists' (patients' pages). */
  placeholder?: string
}) {
  const t = useTranslations('Newsletter.form')
  const tMeasuring = useTranslations('NewsletterMeasuring')
  const tValidation = useTranslations('Auth.validation')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const id = useId()
  const [email, setEmail] = useState('')
  const [measuring, setMeasuring] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const busy = outcome.kind === 'busy'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    // The browser's own e-mail syntax check (the field is type="email"); the server checks
    // again and answers 400 with its message. No schema library here: this form is on every
    // reading page, and a schema library would add about 100 kB of script to each of them.
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    if (!address || field.validity.typeMismatch) {
      setFieldError(tValidation(address ? 'emailInvalid' : 'emailRequired'))
      setOutcome({ kind: 'idle' })
      return
    }
    setFieldError(null)
    setOutcome({ kind: 'busy' })
    const result = await subscribeNewsletter({
      email: address,
      locale,
      source,
      audience,
      measuring,
    })
    if (result.ok) {
      setEmail('')
      setMeasuring(false)
      setOutcome({ kind: 'success' })
    } else if (result.status === 400) {
      setFieldError(
        result.code === 'invalid_input'
          ? tValidation('emailInvalid')
          : (errorText(result) ?? t('error')),
      )
      setOutcome({ kind: 'idle' })
    } else {
      setOutcome({
        kind: 'error',
        message: result.status === 429 ? t('tooManyRequests') : (errorText(result) ?? t('error')),
      })
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} data-testid={`newsletter-form-${source}`}>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-700">
        {t('emailLabel')}
      </label>
      <div className={clsx('mt-1 flex flex-col gap-2', layout === 'inline' && 'sm:flex-row')}>
        <div className="flex-1">
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={placeholder ?? t('emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            controlSize="lg"
          />
        </div>
        <Button type="submit" size="lg" busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
      <label className="mt-2 flex items-start gap-2 text-xs text-slate-600">
        <Checkbox
          name="measuring"
          className="mt-0.5"
          checked={measuring}
          onChange={(event) => setMeasuring(event.target.checked)}
          data-testid="newsletter-measuring"
        />
        <span>{tMeasuring('checkbox')}</span>
      </label>
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {fieldError}
        </p>
      )}
      {outcome.kind === 'error' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {outcome.message}
        </p>
      )}
      <p
        role="status"
        className={clsx('text-sm text-emerald-700', outcome.kind === 'success' && 'mt-2')}
      >
        {outcome.kind === 'success' ? t('success') : ''}
      </p>
    </form>
  )
}
