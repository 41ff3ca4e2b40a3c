'use client'

import { toast } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { postJson } from '@/lib/api/client'

const buttonStyle = { padding: '2px 8px', marginInlineEnd: 6, cursor: 'pointer' } as const

/**
 * Actions column of the article list (spec §2 Artikel: "list with edit, translate and
 * audio buttons"): edit opens the editor; translate queues all 44 other languages; audio
 * queues the German spoken version. Progress is in the editor sidebar and under
 * Übersetzungen / Audio.
 */
export function ArticleRowActions({ rowData }: DefaultCellComponentProps) {
  const id = rowData?.id as number | undefined
  const [busy, setBusy] = useState(false)
  if (!id) return null

  async function run(path: string, body: unknown, started: string, failed: string) {
    setBusy(true)
    const result = await postJson<{ jobs?: unknown[] }>(path, body)
    setBusy(false)
    if (result.ok) toast.success(started)
    else toast.error(result.message ?? failed)
  }

  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <a href={`/admin/collections/articles/${id}`} style={buttonStyle}>
        Bearbeiten
      </a>
      <button
        type="button"
        style={buttonStyle}
        disabled={busy}
        onClick={() =>
          run(
            `/api/admin/articles/${id}/translate`,
            {},
            'Übersetzung gestartet',
            'Übersetzung konnte nicht gestartet werden',
          )
        }
      >
        Übersetzen
      </button>
      <button
        type="button"
        style={buttonStyle}
        disabled={busy}
        onClick={() =>
          run(
            `/api/admin/articles/${id}/audio`,
            { locale: 'de' },
            'Audio-Erzeugung gestartet (de)',
            'Audio-Erzeugung konnte nicht gestartet werden',
          )
        }
      >
        Audio
      </button>
    </span>
  )
}
