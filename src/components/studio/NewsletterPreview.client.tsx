'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import {
  adminNewsletterKey,
  fetchAdminNewsletter,
  fetchNewsletterPreview,
} from '@/lib/api/contract/studioNewsletters'

import { languageName } from './languageName'

/** The widths the preview shows the mail at: a desktop mail client, and a phone (CSS px). */
const WIDTHS = { desktop: '100%', mobile: '390px' } as const
type View = keyof typeof WIDTHS

/**
 * The mail as a reader gets it, across the editor's main column (not the narrow sidebar):
 * a sandboxed frame with the HTML of `GET /api/admin/newsletters/{id}/preview`, switchable
 * between desktop and phone width and between the languages that have subscribers (German
 * names). Shows the last saved state: save the issue to see changes.
 */
export function NewsletterPreview() {
  const { id } = useDocumentInfo()
  const [locale, setLocale] = useState('de')
  const [view, setView] = useState<View>('desktop')
  const [html, setHtml] = useState<string | null>(null)
  const issue = useSWR(id ? adminNewsletterKey(id) : null, fetchAdminNewsletter)

  useEffect(() => {
    if (!id) return
    let cancelled = false
    void fetchNewsletterPreview(id, locale).then((text) => !cancelled && setHtml(text))
    return () => {
      cancelled = true
    }
  }, [id, locale, issue.data?.updatedAt])

  if (!id) return null
  return (
    <section
      aria-label="Vorschau der E-Mail"
      data-testid="newsletter-preview"
      style={{ margin: '24px 0' }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          marginBottom: 8,
        }}
      >
        <strong>Vorschau</strong>
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          Sprache
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            {(issue.data?.languages ?? ['de']).map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Breite der Vorschau" style={{ display: 'flex', gap: 4 }}>
          {(['desktop', 'mobile'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              style={{
                padding: '2px 10px',
                cursor: 'pointer',
                fontWeight: view === v ? 700 : 400,
              }}
            >
              {v === 'desktop' ? 'Desktop' : 'Mobil'}
            </button>
          ))}
        </div>
      </div>
      <div style={{ background: 'var(--theme-elevation-50)', padding: 12, overflowX: 'auto' }}>
        <iframe
          title="Vorschau der E-Mail"
          sandbox=""
          srcDoc={html ?? ''}
          style={{
            display: 'block',
            width: WIDTHS[view],
            maxWidth: '100%',
            height: 760,
            margin: '0 auto',
            border: '1px solid var(--theme-elevation-150)',
            background: '#fff',
          }}
        />
      </div>
    </section>
  )
}
