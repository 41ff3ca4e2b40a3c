'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { updateArticle } from '@/lib/api/contract/studioArticles'

import type { ArticleActionBusy } from './articleActionBusy'

type Props = ArticleActionBusy & {
  id: number | string
  /** The language being edited: the import is offered for German only. */
  locale: string
}

/**
 * "Markdown importieren" in the article sidebar while German is edited (nothing else): after
 * a confirmation, replaces the German body of article `id` with the pasted Markdown,
 * converted on the server, saved as a draft (the published version stays online), then
 * reloads the editor. The pasted text is kept while another language is edited.
 */
export function MarkdownImport({ id, locale, busy, setBusy }: Props) {
  const [markdown, setMarkdown] = useState('')
  if (locale !== 'de') return null

  async function importMarkdown() {
    if (!markdown.trim()) return toast.error('Bitte Markdown einfügen.')
    if (
      !window.confirm(
        'Den Text des Artikels durch das Markdown ersetzen? Es wird als Entwurf gespeichert.',
      )
    )
      return
    setBusy('import')
    const result = await updateArticle(id, { bodyMd: markdown, status: 'draft' })
    setBusy(null)
    if (!result.ok) return toast.error('Artikel konnte nicht gespeichert werden')
    toast.success('Artikel wurde erfolgreich gespeichert')
    window.location.reload()
  }

  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>Markdown importieren</summary>
      <label htmlFor="dj-markdown-import" className="sr-only">
        Markdown
      </label>
      <textarea
        id="dj-markdown-import"
        rows={8}
        value={markdown}
        onChange={(e) => setMarkdown(e.target.value)}
        placeholder={'## Überschrift\n\nText mit **fett** und [Link](https://…)'}
        style={{ width: '100%', marginTop: 8, fontFamily: 'monospace' }}
      />
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy !== null}
        onClick={importMarkdown}
      >
        {busy === 'import' ? 'Wird gespeichert…' : 'Text ersetzen (Entwurf)'}
      </Button>
    </details>
  )
}
