import { ARTICLE_TRASH_NOTES } from './articleTrashNotes'

type Props = { params?: { segments?: string[] } }

/**
 * Above the article trash (`admin.components.beforeListTable`; Payload renders the same
 * slot for the list and the trash, so it shows only where the path ends in `/trash`): what
 * "Endgültig löschen" takes along and what "Wiederherstellen" brings back, before either
 * is clicked.
 */
export function ArticleTrashNotice({ params }: Props) {
  if (params?.segments?.at(-1) !== 'trash') return null
  return (
    <div
      data-testid="article-trash-notice"
      role="note"
      style={{
        margin: '0 0 16px',
        padding: '10px 14px',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
      }}
    >
      <p style={{ margin: 0 }}>{ARTICLE_TRASH_NOTES.permanentDelete}</p>
      <p style={{ margin: '6px 0 0' }}>{ARTICLE_TRASH_NOTES.restore}</p>
    </div>
  )
}
