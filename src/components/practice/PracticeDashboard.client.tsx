'use client'

import { Building2, LockKeyhole } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { AuthCard } from '@/components/auth/AuthCard'
import { LoadingCard } from '@/components/auth/LoadingCard'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Checkbox } from '@/components/ui/Checkbox'
import { Select } from '@/components/ui/Select'
import { Skeleton } from '@/components/ui/Skeleton'
import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'
import {
  fetchPractice,
  fetchPractices,
  practiceCsvPath,
  practicePath,
  practiceSettingsRequest,
  PRACTICES_PATH,
  remindRequest,
  removeMemberRequest,
  roleRequest,
  seatRequest,
} from '@/lib/api/contract/practices'
import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import type { PracticeMemberView } from '@/lib/practices/reads'
import { KZVS } from '@/lib/practices/vocabulary'

import { CreatePracticeForm } from './CreatePracticeForm.client'
import { InviteCard } from './InviteCard.client'
import { MembersTable } from './MembersTable.client'
import { SeatsCard } from './SeatsCard.client'

/**
 * One practice as its owner or a manager sees it: address, KZV, members, team seats and
 * invitations. After a seat checkout (`?seats=paid`) it reloads every 3 s until Stripe's
 * confirmation has made the seats active.
 */
function PracticeView({ id, publishableKey }: { id: number; publishableKey: string | null }) {
  const t = useTranslations('Practice')
  const errorText = useApiErrorText()
  // Read once in the browser (the view renders only there, after the session is known);
  // useSearchParams would need a Suspense boundary on this statically rendered page.
  const [justPaid] = useState(
    () => new URLSearchParams(window.location.search).get('seats') === 'paid',
  )
  const { data, mutate } = useSWR(practicePath(id), fetchPractice, {
    revalidateOnFocus: false,
    // A new function each render: SWR re-reads the interval only when the option changes.
    refreshInterval: (latest) => (justPaid && !latest?.seats.active ? 3000 : 0),
  })
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null)
  if (!data) return <Skeleton className="h-64" radius="xl" />
  const { practice } = data
  async function remove(member: PracticeMemberView) {
    if (!window.confirm(t('removeConfirm', { name: member.name }))) return
    const result = await removeMemberRequest(id, member.id)
    setNote(result.ok ? null : { text: errorText(result) ?? t('failed'), error: true })
    await mutate()
  }
  async function act(request: Promise<JsonCallResult<unknown>>) {
    const result = await request
    setNote(result.ok ? null : { text: errorText(result) ?? t('failed'), error: true })
    await mutate()
  }
  async function remind(member: PracticeMemberView) {
    const result = await remindRequest(id, member.id)
    setNote(
      result.ok
        ? { text: t('reminded'), error: false }
        : { text: errorText(result) ?? t('failed'), error: true },
    )
  }
  return (
    <Card asChild>
      <section aria-labelledby="practice-name" data-testid="practice-view">
        <h2 id="practice-name" className="text-xl font-semibold text-slate-900">
          {practice.name}
        </h2>
        <p className="text-sm text-slate-600">
          {practice.street}, {practice.postalCode} {practice.city} · {KZVS[practice.kzv]}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{t('membersTitle')}</h3>
          <a className={`${textLinkClass} text-sm`} href={practiceCsvPath(id)} download>
            {t('exportCsv')}
          </a>
        </div>
        <div className="mt-2">
          <MembersTable
            practiceId={id}
            members={data.members}
            onRemove={data.role === 'owner' ? remove : undefined}
            onRemind={remind}
            onSeat={
              data.seats.active || data.seats.assigned > 0
                ? (member, seat) => act(seatRequest(id, member.id, seat))
                : undefined
            }
            onRole={
              data.role === 'owner'
                ? (member, role) => act(roleRequest(id, member.id, { role }))
                : undefined
            }
          />
        </div>
        <p
          aria-live="polite"
          className={note?.error ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-slate-700'}
        >
          {note?.text}
        </p>
        <SeatsCard
          practiceId={id}
          seats={data.seats}
          isOwner={data.role === 'owner'}
          publishableKey={publishableKey}
          justPaid={justPaid}
        />
        <InviteCard practiceId={id} invitations={data.invitations} onChange={() => mutate()} />
        {data.role === 'owner' && (
          <fieldset className="mt-6 grid gap-2" data-testid="practice-settings">
            {(['digestMails', 'deadlineMails'] as const).map((setting) => (
              <label key={setting} className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox
                  checked={practice[setting]}
                  onChange={async (event) => {
                    await practiceSettingsRequest(id, { [setting]: event.target.checked })
                    await mutate()
                  }}
                />
                {t(setting)}
              </label>
            ))}
          </fieldset>
        )}
      </section>
    </Card>
  )
}

/**
 * `/practice`: for owners and managers, one practice at a time (a choice when they manage
 * several) with its employed dentists' CME status as each of them shares it; for everyone
 * else, the form that founds a practice. Visitors are asked to sign in. `publishableKey`:
 * Stripe's browser key for buying team seats (null: payments are off).
 */
export function PracticeDashboard({ publishableKey }: { publishableKey: string | null }) {
  const t = useTranslations('Practice')
  const { user, isKnown } = useSessionUser()
  const { data, mutate } = useSWR(user ? PRACTICES_PATH : null, fetchPractices, {
    revalidateOnFocus: false,
  })
  const [chosen, setChosen] = useState<number | null>(null)
  if (!isKnown) return <LoadingCard label={t('title')} />
  if (!user)
    return (
      <AuthCard title={t('title')} icon={<LockKeyhole className="size-10" aria-hidden />}>
        <p className="text-center text-sm text-slate-600">{t('signInPrompt')}</p>
        <Button asChild className="mt-6 w-full">
          <Link href={{ pathname: '/sign-in', query: { next: '/practice' } }}>{t('signIn')}</Link>
        </Button>
      </AuthCard>
    )
  const managed = data?.practices.filter((p) => p.role !== 'dentist') ?? []
  const current = managed.find((p) => p.id === chosen) ?? managed[0]
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Building2 className="size-7 text-brand-600" aria-hidden />
        {t('title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
        {!data ? (
          <Skeleton className="h-64" radius="xl" />
        ) : (
          <>
            {managed.length > 1 && (
              <Select
                aria-label={t('choosePractice')}
                value={current?.id}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {managed.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
            {current && <PracticeView id={current.id} publishableKey={publishableKey} />}
            {managed.length === 0 && <CreatePracticeForm onCreated={() => mutate()} />}
          </>
        )}
      </div>
    </div>
  )
}
