import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Audience } from '@/lib/audience'
import { asServer } from '@/lib/payload/readAs'

/** The article on the same topic for the other audience, as the article page links it. */
export type ArticleCounterpart = { id: number; title: string; audience: Audience }

const published = { _status: { equals: 'published' } } as const

/**
 * The counterpart of article `articleId` for the other audience (a dentist article's
 * plain-language patient version, or the professional version of a patient article), with
 * its title in `locale` (German when not translated): the article it names in its
 * `counterpart` field, else a published article that names it, so one link serves both
 * pages. Null when neither exists, when it is not published, or when it is written for
 * the same audience.
 */
export async function findArticleCounterpart(
  payload: Payload,
  articleId: number,
  locale: Locale,
): Promise<ArticleCounterpart | null> {
  const own = await payload.find({
    collection: 'articles',
    where: { and: [{ id: { equals: articleId } }, published] },
    limit: 1,
    depth: 0,
    select: { audience: true, counterpart: true },
    ...asServer('Public, cached read of published articles; the cache is shared by every reader.'),
  })
  const article = own.docs[0]
  if (!article) return null
  const named =
    typeof article.counterpart === 'object' ? article.counterpart?.id : article.counterpart
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      and: [
        published,
        { audience: { not_equals: article.audience } },
        {
          or: [
            { counterpart: { equals: articleId } },
            ...(named ? [{ id: { equals: named } }] : []),
          ],
        },
      ],
    },
    sort: '-publishedAt',
    limit: 2,
    depth: 0,
    locale,
    select: { title: true, audience: true },
    ...asServer('Public, cached read of published articles; the cache is shared by every reader.'),
  })
  const found = docs.find((d) => d.id === named) ?? docs[0]
  return found ? { id: found.id, title: found.title, audience: found.audience as Audience } : null
}
