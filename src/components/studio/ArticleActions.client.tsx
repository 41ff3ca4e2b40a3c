'use client'

import { useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useState } from 'react'

import { articlePreviewPath, inLocale } from '@/lib/preview/paths'
import { articlePath } from '@/lib/routes'

import type { ArticleAction } from './articleActionBusy'
import { ArticleAudio } from './ArticleAudio.client'
import { ArticleTranslations } from './ArticleTranslations.client'
import { MarkdownImport } from './MarkdownImport.client'

/**
 * Sidebar of the article editor: links to the preview and the published article, the
 * translations (`ArticleTranslations`), "Markdown importieren" while German is edited
 * (`MarkdownImport`) and the audio (`ArticleAudio`). One action starts at a time: while
 * one is under way the buttons of all are disabled. Jobs are refreshed while any is open
 * and after every save (publishing queues jobs on the server).
 */
export function ArticleActions() {
  const { id, hasPublishedDoc, lastUpdateTime } = useDocumentInfo()
  const locale = useLocale()
  const [busy, setBusy] = useState<ArticleAction | null>(null)

  if (!id)
    return (
      <p className="field-description">
        Übersetzen und Audio sind nach dem ersten Speichern möglich.
      </p>
    )

  return (
    <div className="dj-article-actions" style={{ display: 'grid', gap: 12, marginBottom: 24 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <a href={articlePreviewPath(id, locale.code)} target="_blank" rel="noopener">
          Vorschau (zuletzt gespeichert) ↗
        </a>
        {hasPublishedDoc ? (
          <a href={inLocale(articlePath(id), locale.code)} target="_blank" rel="noopener">
            Im Journal ansehen ↗
          </a>
        ) : null}
      </div>
      <ArticleTranslations id={id} lastUpdateTime={lastUpdateTime} busy={busy} setBusy={setBusy} />
      <MarkdownImport id={id} locale={locale.code} busy={busy} setBusy={setBusy} />
      <ArticleAudio
        id={id}
        locale={locale.code}
        lastUpdateTime={lastUpdateTime}
        busy={busy}
        setBusy={setBusy}
      />
    </div>
  )
}
