'use client'

import { Button, useAuth } from '@payloadcms/ui'
import { useState } from 'react'

import { subscriberExportPath } from '@/lib/api/contract/studioNewsletters'
import { checkRole, type WithRoles } from '@/lib/auth/roles'
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@/lib/newsletter/constants'

const STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Unbestätigt',
  confirmed: 'Bestätigt',
  unsubscribed: 'Abgemeldet',
  bounced: 'Unzustellbar',
}

/**
 * Above the newsletter subscriber list: choose a status (or all) and download
 * the subscribers as CSV from `GET /api/admin/newsletter-subscribers/export?status=` (the
 * session cookie goes with the link). Shown to admins only; the route itself refuses
 * everyone else (401/403).
 */
export function NewsletterExport() {
  const { user } = useAuth()
  const [status, setStatus] = useState<NewsletterStatus | ''>('confirmed')
  if (!checkRole(['admin'], user as WithRoles)) return null
  const href = subscriberExportPath(status || undefined)
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        margin: '0 0 16px',
      }}
      className="gutter--left gutter--right"
    >
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span>Status</span>
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as NewsletterStatus | '')}
          style={{ padding: '4px 8px' }}
        >
          <option value="">Alle</option>
          {NEWSLETTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false}>
        CSV exportieren
      </Button>
      <span className="field-description">
        Bestätigte Abonnenten mit Einwilligungszeitpunkt und IP-Hash als Nachweis.
      </span>
    </div>
  )
}
