'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toast'
import { openPortal } from '@/lib/api/contract/membership'

/**
 * Opens the Stripe customer portal (cancel, change the payment method, download
 * invoices). The dashboard shows it only to accounts with a Stripe customer
 * (`MembershipSummary.canManage`); should the portal still fail, the API's message shows
 * as a toast.
 */
export function ManageMembershipButton() {
  const t = useTranslations('Dashboard')
  const errorText = useApiErrorText()
  const [busy, setBusy] = useState(false)
  async function open() {
    setBusy(true)
    const result = await openPortal()
    if (result.ok) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    toast({
      title: t('portalFailed'),
      description: errorText(result) ?? t('portalError'),
      variant: 'destructive',
    })
  }
  return (
    <Button variant="link" onClick={() => void open()} busy={busy} className="mt-2">
      {busy ? t('portalOpening') : t('manageMembership')}
    </Button>
  )
}
