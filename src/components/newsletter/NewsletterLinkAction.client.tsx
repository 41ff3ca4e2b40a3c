'use client'

import { MailCheck, MailX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { AuthCard } from '@/components/auth/AuthCard'
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@/lib/newsletter/constants'

import { NewsletterNotice } from './NewsletterNotice'

type Action = 'confirm' | 'unsubscribe'
type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'failed'; invalid: boolean }

/**
 * Sends the action's POST: the confirmation token as JSON to /api/newsletter/confirm, or
 * RFC 8058's one-click body to the List-Unsubscribe URL. Answers the status and, for a
 * refused confirmation, its `reason` ('expired' | 'invalid'); never throws (status 0
 * for a network failure).
 */
async function send(
  action: Action,
  token: string,
): Promise<{ ok: boolean; status: number; reason?: string }> {
  const init =
    action === 'confirm'
      ? {
          url: '/api/newsletter/confirm',
          type: 'application/json',
          body: JSON.stringify({ token }),
        }
      : {
          url: `${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          type: 'application/x-www-form-urlencoded',
          body: 'List-Unsubscribe=One-Click',
        }
  try {
    const res = await fetch(init.url, {
      method: 'POST',
      headers: { 'content-type': init.type },
      body: init.body,
    })
    const json = (await res.json().catch(() => null)) as { reason?: string } | null
    return { ok: res.ok, status: res.status, reason: json?.reason }
  } catch {
    return { ok: false, status: 0 }
  }
}

/**
 * The button of a newsletter link page: `confirm` gives consent (POST
 * /api/newsletter/confirm), `unsubscribe` revokes it (POST to the one-click URL with
 * `List-Unsubscribe=One-Click`, RFC 8058). Opening the link only shows this card, so a
 * mail scanner that fetches links changes nothing; the reader presses the button. Then the
 * card turns into the result (`role="status"`), or an error appears under the button
 * (`role="alert"`); an expired or invalid link shows the same cards as the page would.
 * `after` (the unsubscribe page's measuring section) is shown below the card until the
 * action is done or the link turns out invalid.
 */
export function NewsletterLinkAction({
  action,
  token,
  email,
  after,
}: {
  action: Action
  token: string
  email: string
  after?: ReactNode
}) {
  const t = useTranslations(`Newsletter.${action}`)
  const tNewsletter = useTranslations('Newsletter')
  const [state, setState] = useState<State>({ kind: 'ready' })

  async function run() {
    setState({ kind: 'busy' })
    const result = await send(action, token)
    if (result.ok) setState({ kind: 'done' })
    else if (result.reason === 'expired') setState({ kind: 'expired' })
    else setState({ kind: 'failed', invalid: result.status === 400 })
  }

  const home = tNewsletter('backHome')
  if (state.kind === 'done')
    return (
      <NewsletterNotice
        title={t('doneTitle')}
        text={t('doneText')}
        icon={<MailCheck className="size-10" aria-hidden />}
        homeLabel={home}
      />
    )
  if (state.kind === 'expired') {
    const c = (key: 'expiredTitle' | 'expiredText') => tNewsletter(`confirm.${key}`)
    return (
      <NewsletterNotice
        title={c('expiredTitle')}
        text={c('expiredText')}
        icon={<MailX className="size-10 text-red-600" aria-hidden />}
        homeLabel={home}
        tone="alert"
      />
    )
  }
  if (state.kind === 'failed' && state.invalid) {
    return (
      <NewsletterNotice
        title={t('invalidTitle')}
        text={t('invalidText')}
        icon={<MailX className="size-10 text-red-600" aria-hidden />}
        homeLabel={home}
        tone="alert"
      />
    )
  }
  return (
    <>
      <AuthCard
        title={t('title')}
        icon={
          action === 'confirm' ? (
            <MailCheck className="size-10" aria-hidden />
          ) : (
            <MailX className="size-10" aria-hidden />
          )
        }
      >
        <p className="text-center text-sm text-slate-600">{t('text', { email })}</p>
        <div className="mt-6">
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void run()
            }}
          >
            <Button type="submit" busy={state.kind === 'busy'} className="w-full">
              {state.kind === 'busy' ? t('busy') : t('button')}
            </Button>
          </form>
          {state.kind === 'failed' && (
            <p role="alert" className="mt-3 text-center text-sm text-red-600">
              {t('error')}
            </p>
          )}
        </div>
      </AuthCard>
      {after}
    </>
  )
}
