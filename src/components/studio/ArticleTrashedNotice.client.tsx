'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { ARTICLE_TRASH_NOTES } from './articleTrashNotes'

/**
 * Beside the controls of an article in the trash (`admin.components.edit.beforeDocumentControls`):
 * what "Endgültig löschen" takes along and how "Wiederherstellen" brings it back, before the
 * click. Renders nothing for an article that is not in the trash.
 */
export function ArticleTrashedNotice() {
  const { isTrashed } = useDocumentInfo()
  if (!isTrashed) return null
  return (
    <details data-testid="article-trashed-notice" style={{ maxWidth: 360, fontSize: 13 }}>
      <summary style={{ cursor: 'pointer' }}>Was Löschen und Wiederherstellen bewirken</summary>
      <p style={{ margin: '6px 0 0' }}>{ARTICLE_TRASH_NOTES.permanentDelete}</p>
      <p style={{ margin: '6px 0 0' }}>{ARTICLE_TRASH_NOTES.restore}</p>
    </details>
  )
}
