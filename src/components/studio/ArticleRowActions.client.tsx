'use client'

import { toast } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useRef, useState } from 'react'

import type { JsonCallResult } from '@/lib/api/contract/fetchJson'
import { generateArticleAudio, translateArticle } from '@/lib/api/contract/studioArticles'

import { TranslateLanguages } from './TranslateLanguages.client'
import { toastTranslation } from './toastTranslation'

const buttonStyle = { padding: '2px 8px', cursor: 'pointer' } as const

/** The two buttons one above the other: the column stays narrow enough for a 1280 px window with the navigation open. */
const stackStyle = {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  whiteSpace: 'nowrap',
} as const

/**
 * Actions column of the article list: "Übersetzen…" asks which languages (a dialog; all 44
 * need an explicit confirmation) and queues them; "Audio" queues the German spoken
 * version. The title opens the editor and the "Im Journal" column links to the journal,
 * so the column stays narrow (fits a 1280 px window). Progress: editor sidebar, and the
 * lists under Übersetzungen / Audio.
 */
export function ArticleRowActions({ rowData }: DefaultCellComponentProps) {
  const id = rowData?.id as number | undefined
  const title = (rowData?.title as string | undefined) ?? ''
  const [busy, setBusy] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  if (!id) return null

  async function run(
    call: () => Promise<JsonCallResult<unknown>>,
    started: string,
    failed: string,
  ) {
    setBusy(true)
    const result = await call()
    setBusy(false)
    if (result.ok) toast.success(started)
    else toast.error(result.message ?? failed)
    return result.ok
  }

  // The id as checked above, for the function below (a hoisted function keeps no narrowing).
  const articleId = id
  async function translate(locales: string[]) {
    setBusy(true)
    const result = await translateArticle(articleId, { locales })
    setBusy(false)
    const said = toastTranslation(result)
    if (!said) return
    dialog.current?.close()
  }

  return (
    <span style={stackStyle}>
      <button
        type="button"
        style={buttonStyle}
        disabled={busy}
        onClick={() => dialog.current?.showModal()}
      >
        Übersetzen…
      </button>
      <button
        type="button"
        style={buttonStyle}
        disabled={busy}
        onClick={() =>
          run(
            () => generateArticleAudio(id, { locale: 'de' }),
            'Audio-Erzeugung gestartet (de)',
            'Audio-Erzeugung konnte nicht gestartet werden',
          )
        }
      >
        Audio
      </button>
      <dialog
        ref={dialog}
        aria-label={`„${title}“ übersetzen`}
        style={{ maxWidth: 720, width: '90vw', whiteSpace: 'normal' }}
      >
        <h3 style={{ marginTop: 0 }}>„{title}“ übersetzen</h3>
        <p className="field-description">
          In welche Sprachen? Übersetzungen werden als „maschinell übersetzt“ gespeichert und sind
          zu prüfen.
        </p>
        <TranslateLanguages busy={busy} onSubmit={translate} />
        <form method="dialog" style={{ marginTop: 12 }}>
          <button type="submit" className="btn--style-secondary">
            Abbrechen
          </button>
        </form>
      </dialog>
    </span>
  )
}
