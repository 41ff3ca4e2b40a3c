'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { MEASURING_ANCHOR, NEWSLETTER_MEASURING_PATH } from '@/lib/newsletter/measuring/constants'

type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'failed' }

/**
 * The measuring section of the unsubscribe page (`#measuring`, where the footer of every
 * measured mail links): says whether opens and clicks of this address's newsletters are
 * counted, and gives or withdraws that consent with one button (POST
 * /api/newsletter/measuring?token=… `{ allow }`). The new state is announced in a
 * `role="status"` line; a failure appears as `role="alert"` and changes nothing. Only
 * shown for a confirmed subscription (see docs/security.md, "Newsletter measuring").
 */
export function MeasuringConsent({
  token,
  email,
  allowed: initiallyAllowed,
}: {
  token: string
  email: string
  /** Whether the subscriber consents to measuring now. */
  allowed: boolean
}) {
  const t = useTranslations('NewsletterMeasuring')
  const [allowed, setAllowed] = useState(initiallyAllowed)
  const [state, setState] = useState<State>({ kind: 'ready' })

  async function toggle() {
    setState({ kind: 'busy' })
    try {
      const res = await fetch(`${NEWSLETTER_MEASURING_PATH}?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ allow: !allowed }),
      })
      const json = (await res.json().catch(() => null)) as { allow?: unknown } | null
      if (!res.ok || typeof json?.allow !== 'boolean') throw new Error(String(res.status))
      setAllowed(json.allow)
      setState({ kind: 'ready' })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <div id={MEASURING_ANCHOR} className="mx-auto w-full max-w-md px-4 pb-10">
      <Card padding="lg">
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        <p role="status" className="mt-2 text-sm text-slate-600" data-testid="measuring-state">
          {t(allowed ? 'onText' : 'offText', { email })}
        </p>
        <Button
          type="button"
          variant="secondary"
          className="mt-4 w-full"
          busy={state.kind === 'busy'}
          onClick={() => void toggle()}
        >
          {state.kind === 'busy' ? t('busy') : t(allowed ? 'withdraw' : 'allow')}
        </Button>
        {state.kind === 'failed' && (
          <p role="alert" className="mt-3 text-center text-sm text-red-600">
            {t('error')}
          </p>
        )}
      </Card>
    </div>
  )
}
