'use client'

import { ArrowDownUp } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { textLinkClass } from '@/components/ui/textLink'
import { PERIOD_REQUIRED_POINTS } from '@/lib/cme/period'
import { formatLongDate } from '@/lib/dates/format'
import { memberProofPath } from '@/lib/api/contract/practices'
import type { PracticeMemberView } from '@/lib/practices/reads'

type Column = 'name' | 'periodEnd' | 'points' | 'missing' | 'daysLeft' | 'light'

const LIGHT_ORDER = { red: 0, amber: 1, green: 2 } as const
const LIGHT_TONES: Record<'red' | 'amber' | 'green', BadgeTone> = {
  red: 'accent',
  amber: 'warning',
  green: 'success',
}
const LIGHT_KEYS = { red: 'lightRed', amber: 'lightAmber', green: 'lightGreen' } as const
const ROLE_KEYS = { owner: 'roleOwner', manager: 'roleManager', dentist: 'roleDentist' } as const

/** The value a column sorts by; members without shared status sort last. */
function sortValue(member: PracticeMemberView, column: Column): string | number {
  if (column === 'name') return member.name.toLocaleLowerCase()
  const cme = member.cme
  if (!cme) return Number.POSITIVE_INFINITY
  if (column === 'light') return LIGHT_ORDER[cme.light]
  if (column === 'periodEnd') return cme.periodEnd
  return cme[column]
}

/**
 * The practice's employed dentists, one row each: period end, points of 125, missing
 * points, days left and the traffic light, sortable by every column (the light first:
 * red, amber, green). A member who shares nothing shows that and nothing else. Actions:
 * "Erinnerung senden" while points are missing, the proof PDF with certificates consent,
 * assigning or taking back a team seat (`onSeat`), naming a manager (`onRole`) and
 * removing (owners only, `onRemove`).
 */
export function MembersTable({
  practiceId,
  members,
  onRemove,
  onRemind,
  onSeat,
  onRole,
}: {
  practiceId: number
  members: PracticeMemberView[]
  onRemove?: (member: PracticeMemberView) => void
  onRemind: (member: PracticeMemberView) => void
  /** Assigns (`true`) or takes back a team seat; absent while the practice has no seats. */
  onSeat?: (member: PracticeMemberView, seat: boolean) => void
  /** Names a manager or takes the role back (owners only). */
  onRole?: (member: PracticeMemberView, role: 'manager' | 'dentist') => void
}) {
  const t = useTranslations('Practice')
  const ts = useTranslations('PracticeSeats')
  const tc = useTranslations('CmeAccount')
  const locale = useLocale()
  const formatNumber = useNumberFormat()
  const [sort, setSort] = useState<{ column: Column; ascending: boolean }>({
    column: 'light',
    ascending: true,
  })
  const rows = [...members].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.column), sortValue(b, sort.column)]
    const order = x < y ? -1 : x > y ? 1 : 0
    return sort.ascending ? order : -order
  })
  const header = (column: Column, label: string) => (
    <th
      scope="col"
      className="px-3 py-2 text-start"
      aria-sort={sort.column === column ? (sort.ascending ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold"
        onClick={() =>
          setSort((s) => ({
            column,
            ascending: s.column === column ? !s.ascending : true,
          }))
        }
      >
        {label}
        <ArrowDownUp className="size-3.5" aria-hidden />
      </button>
    </th>
  )
  return (
    // `relative`: the containing block of the visually hidden header text (absolutely
    // positioned), which would otherwise widen the page past a phone's screen.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm" data-testid="practice-members">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {header('name', t('colName'))}
            {header('periodEnd', t('colPeriodEnd'))}
            {header('points', tc('points'))}
            {header('missing', tc('missing'))}
            {header('daysLeft', tc('daysLeft'))}
            {header('light', t('colLight'))}
            <th className="px-3 py-2">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((member) => (
            <tr key={member.id} className="border-b border-slate-100" data-testid="practice-member">
              <td className="px-3 py-2">
                <div className="font-medium text-slate-900">{member.name}</div>
                <div className="text-xs text-slate-600">
                  {t(ROLE_KEYS[member.role])}
                  {member.seat && (
                    <Badge tone="success" className="ms-2" data-testid="seat-badge">
                      {ts('seatBadge')}
                    </Badge>
                  )}
                </div>
              </td>
              {member.cme ? (
                <>
                  <td className="px-3 py-2">{formatLongDate(member.cme.periodEnd, locale)}</td>
                  <td className="px-3 py-2">
                    {t('pointsOf', {
                      points: formatNumber(member.cme.points),
                      required: formatNumber(PERIOD_REQUIRED_POINTS),
                    })}
                  </td>
                  <td className="px-3 py-2">{formatNumber(member.cme.missing)}</td>
                  <td className="px-3 py-2">{formatNumber(member.cme.daysLeft)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={LIGHT_TONES[member.cme.light]} data-light={member.cme.light}>
                      {t(LIGHT_KEYS[member.cme.light])}
                    </Badge>
                  </td>
                </>
              ) : (
                <td colSpan={5} className="px-3 py-2 text-slate-600" data-testid="no-consent">
                  {member.role === 'dentist' ? t('noConsent') : ''}
                </td>
              )}
              <td className="px-3 py-2 text-end whitespace-nowrap">
                {member.cme && member.cme.missing > 0 && (
                  <Button variant="ghost" size="sm" onClick={() => onRemind(member)}>
                    {t('remind')}
                  </Button>
                )}
                {member.sharing === 'certificates' && (
                  <a
                    className={`${textLinkClass} px-3 text-sm`}
                    href={memberProofPath(practiceId, member.id, 'pdf')}
                    download
                  >
                    {t('proof')}
                  </a>
                )}
                {onSeat && (
                  <Button variant="ghost" size="sm" onClick={() => onSeat(member, !member.seat)}>
                    {member.seat ? ts('unassign') : ts('assign')}
                  </Button>
                )}
                {onRole && member.role !== 'owner' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      onRole(member, member.role === 'manager' ? 'dentist' : 'manager')
                    }
                  >
                    {member.role === 'manager' ? ts('revokeManager') : ts('makeManager')}
                  </Button>
                )}
                {onRemove && member.role !== 'owner' && (
                  <Button variant="ghost" size="sm" onClick={() => onRemove(member)}>
                    {t('remove')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
