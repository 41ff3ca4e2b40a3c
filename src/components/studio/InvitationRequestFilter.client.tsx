'use client'

import { Button, useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'

import {
  INVITATION_REQUEST_STATUS_LABELS,
  INVITATION_REQUEST_STATUSES,
  type InvitationRequestStatus,
} from '@/lib/invitations/requests'

/** The status a list query filters on (`where.status.equals`), or null for all. */
function filteredStatus(where: Where | undefined): string | null {
  const status = (where as { status?: { equals?: unknown } } | undefined)?.status?.equals
  return typeof status === 'string' ? status : null
}

/**
 * Above the invitation request list: one click shows the open requests (the ones waiting
 * for a decision), the approved or the rejected ones, or all. Payload's own filter and
 * search (e-mail, name, practice, city) work on top of it.
 */
export function InvitationRequestFilter() {
  const { query, refineListData } = useListQuery()
  const current = filteredStatus(query?.where)
  const choose = (status: InvitationRequestStatus | null) =>
    void refineListData({ where: status ? { status: { equals: status } } : {}, page: 1 })
  const options: [InvitationRequestStatus | null, string][] = [
    [null, 'Alle'],
    ...INVITATION_REQUEST_STATUSES.map(
      (s) => [s, INVITATION_REQUEST_STATUS_LABELS[s]] as [InvitationRequestStatus, string],
    ),
  ]
  return (
    <div
      role="group"
      aria-label="Nach Status filtern"
      className="gutter--left gutter--right"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px' }}
    >
      {options.map(([status, label]) => (
        <Button
          key={label}
          buttonStyle={current === status ? 'primary' : 'secondary'}
          size="small"
          margin={false}
          onClick={() => choose(status)}
        >
          {label}
        </Button>
      ))}
    </div>
  )
}
