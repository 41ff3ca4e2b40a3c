'use client'

import useSWR from 'swr'

import { articleTranslationsKey, fetchArticleTranslations } from '@/lib/api/contract/studioArticles'

import { languageName } from './languageName'

type Props = {
  articleId: number | string
  /** Changes whenever the article was saved or a translation job finished: look again. */
  reloadKey: string
  busy: boolean
  onTranslate: (locales: string[]) => Promise<void>
}

/**
 * The language versions whose German text has changed since they were translated
 * (`GET /api/admin/articles/{id}/translations`, outdated by the source fingerprint), with
 * "Veraltete neu übersetzen". Reviewed versions among them are named as such and are
 * re-translated only after a confirmation (their review would be lost). Nothing is shown
 * while every version is current.
 */
export function OutdatedTranslations({ articleId, reloadKey, busy, onTranslate }: Props) {
  const { data } = useSWR([articleTranslationsKey(articleId), reloadKey], ([url]) =>
    fetchArticleTranslations(url),
  )
  const outdated = (data?.languages ?? []).filter((l) => l.outdated)
  if (!outdated.length) return null
  const reviewed = outdated.filter((l) => l.origin === 'reviewed')

  async function retranslate() {
    if (
      reviewed.length &&
      !window.confirm(
        `Auch geprüfte Fassungen neu übersetzen (${reviewed.map((l) => languageName(l.locale)).join(', ')})? Ihre Prüfung geht verloren.`,
      )
    )
      return
    await onTranslate(outdated.map((l) => l.locale))
  }

  return (
    <div
      data-testid="outdated-translations"
      role="status"
      style={{ color: '#b45309', display: 'grid', gap: 4 }}
    >
      <strong>Veraltet (deutscher Text seit der Übersetzung geändert):</strong>
      <span>
        {outdated
          .map((l) => `${languageName(l.locale)}${l.origin === 'reviewed' ? ' (geprüft)' : ''}`)
          .join(', ')}
      </span>
      <div>
        <button
          type="button"
          className="btn--style-secondary"
          disabled={busy}
          onClick={() => void retranslate()}
        >
          Veraltete neu übersetzen ({outdated.length})
        </button>
      </div>
    </div>
  )
}
