'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { toast } from '@/components/ui/toast'
import { fetchJson, postJson } from '@/lib/api/contract/fetchJson'
import type { MemberNewsletterState } from '@/lib/newsletter/memberOptIn'

const PATH = '/api/auth/newsletter'

/**
 * "Newsletter per E-Mail erhalten" on `/account/security`: the member's opt-in to the
 * journal's newsletter (off until ticked), saved at once through `POST
 * /api/auth/newsletter` (consent stored with its time); unticking, or the link in any
 * newsletter, ends it. A toast confirms the change or says it failed (the box then shows
 * the stored choice again).
 */
export function AccountNewsletter() {
  const t = useTranslations('AccountNewsletter')
  const state = useSWR(PATH, fetchJson<MemberNewsletterState>)
  const [busy, setBusy] = useState(false)

  const change = async (optIn: boolean) => {
    setBusy(true)
    const result = await postJson<MemberNewsletterState>(PATH, { optIn })
    setBusy(false)
    if (!result.ok) {
      toast({ title: t('failed'), variant: 'destructive' })
      return
    }
    await state.mutate(result.data, { revalidate: false })
    toast({ title: t('saved') })
  }

  return (
    <section
      aria-labelledby="account-newsletter"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2"
    >
      <h2 id="account-newsletter" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={state.data?.optIn ?? false}
          disabled={busy || !state.data}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          <span className="font-medium">{t('label')}</span>
          <span className="mt-1 block text-slate-600">{t('hint')}</span>
        </span>
      </label>
    </section>
  )
}
