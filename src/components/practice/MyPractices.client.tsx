'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Link } from '@/i18n/navigation'
import {
  fetchPractices,
  leavePracticeRequest,
  PRACTICES_PATH,
  setSharingRequest,
} from '@/lib/api/contract/practices'
import type { MyPractice } from '@/lib/practices/reads'

import { pendingInvitation } from './pendingInvitation'
import { SharingChoice } from './SharingChoice'

/**
 * One practice the dentist works in: the sharing choice (shown at once, saved at once, and
 * put back with the error when saving fails) and leaving.
 */
function PracticeSharing({
  practice,
  onChange,
}: {
  practice: MyPractice
  onChange: () => Promise<unknown>
}) {
  const t = useTranslations('Practice')
  const errorText = useApiErrorText()
  const [error, setError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<MyPractice['sharing'] | null>(null)
  async function share(sharing: MyPractice['sharing']) {
    setChosen(sharing)
    const result = await setSharingRequest(practice.id, { sharing })
    setError(result.ok ? null : (errorText(result) ?? t('failed')))
    await onChange()
    setChosen(null)
  }
  async function leave() {
    if (!window.confirm(t('leaveConfirm', { name: practice.name }))) return
    const result = await leavePracticeRequest(practice.id)
    setError(result.ok ? null : (errorText(result) ?? t('failed')))
    onChange()
  }
  return (
    <li className="py-4" data-testid="my-practice">
      <h3 className="font-medium text-slate-900">{practice.name}</h3>
      <p className="mb-3 text-sm text-slate-600">{practice.city}</p>
      <SharingChoice
        name={`sharing-${practice.id}`}
        value={chosen ?? practice.sharing}
        onChange={(value) => void share(value)}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3">
        <Button variant="secondary" size="sm" onClick={leave}>
          {t('leave')}
        </Button>
      </div>
    </li>
  )
}

/**
 * The CME account's "Meine Praxen": each practice the dentist is employed in, with what it
 * may see of the account (changed or withdrawn here at any time, effective at once) and
 * leaving it; above it, an invitation this browser opened but has not accepted (e.g. before
 * signing up), with a link back to it. Hidden while there is neither.
 */
export function MyPractices() {
  const t = useTranslations('Practice')
  const { data, mutate } = useSWR(PRACTICES_PATH, fetchPractices, { revalidateOnFocus: false })
  const [pending, setPending] = useState(false)
  // Read once after hydration: the stored invitation exists only in the browser.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPending(pendingInvitation() !== null), [])
  const employed = data?.practices.filter((p) => p.role === 'dentist') ?? []
  const invitation = pending && (
    <Card className="mt-8" data-testid="pending-practice-invitation">
      <h2 className="font-semibold text-slate-900">{t('invitationTitle')}</h2>
      <Button asChild className="mt-3">
        <Link href="/practice/invitation">{t('accept')}</Link>
      </Button>
    </Card>
  )
  if (employed.length === 0) return invitation || null
  return (
    <>
      {invitation}
      <Card asChild className="mt-8">
        <section aria-labelledby="my-practices-title" data-testid="my-practices">
          <h2 id="my-practices-title" className="font-semibold text-slate-900">
            {t('myPracticesTitle')}
          </h2>
          <ul className="divide-y divide-slate-100">
            {employed.map((practice) => (
              <PracticeSharing key={practice.id} practice={practice} onChange={() => mutate()} />
            ))}
          </ul>
        </section>
      </Card>
    </>
  )
}
