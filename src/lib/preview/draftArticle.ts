import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findArticlesTranslatedInto } from '@/lib/seo/articleLocales'
import { renderArticle } from '@/lib/articles/serialize'
import type { ArticleDetail } from '@/lib/articles/types'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { asServer } from '@/lib/payload/readAs'

/**
 * The newest saved version of an article (draft or published) in `locale`, rendered as a
 * reader would see it with the full body, or null when there is no such article. For the
 * staff preview only: never cache it and never hand it to anyone but staff.
 */
export async function findDraftArticle(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<ArticleDetail | null> {
  const doc = await payload
    .findByID({
      collection: 'articles',
      id,
      draft: true,
      locale,
      fallbackLocale: 'de',
      depth: 1,
      ...asServer('Staff preview (the caller checks the role): the draft, read as the server.'),
    })
    .catch(() => null)
  if (!doc) return null
  const own =
    locale === DEFAULT_LOCALE ||
    (await findArticlesTranslatedInto(payload, [doc.id], locale)).has(doc.id)
  const {
    full,
    preview: _preview,
    fullVideoUrl,
    ...meta
  } = renderArticle(doc, await defaultEditorConfig(payload.config), own ? locale : DEFAULT_LOCALE)
  return { ...meta, ...full, videoUrl: fullVideoUrl, gated: false }
}
