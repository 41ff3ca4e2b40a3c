import type { Payload } from 'payload'

import type { Article, Media, Newsletter } from '@payload-types'
import { DEFAULT_LOCALE, isLocale, isRtl } from '@/i18n/locales'
import { isPremiumArticle } from '@/lib/articles/premium'
import { relationId } from '@/lib/db/relationId'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'
import { absoluteUrl, siteUrl } from '@/lib/site/url'
import { asServer } from '@/lib/payload/readAs'

import { NEWSLETTERS } from './constants'
import type { IssueArticle } from './template'

/** What a newsletter issue says in one language, before it is addressed to anyone. */
export type IssueContent = {
  locale: string
  dir: 'ltr' | 'rtl'
  subject: string
  preheader: string | null
  articles: IssueArticle[]
}

/**
 * The article fields a mail may show. The body is never read, so no premium text can reach
 * a mail, whoever receives it (abstract and link only).
 */
const MAIL_ARTICLE_FIELDS = {
  title: true,
  abstract: true,
  image: true,
  audience: true,
  isPremium: true,
  _status: true,
} as const

/**
 * The issue's subject, preheader and articles in `locale`, in the issue's order, with
 * German wherever a text is not translated (Payload's fallback to the default language).
 * Links and images are absolute, built from SITE_URL (`siteUrl`), with the reader's
 * language prefix. Articles unpublished since they were chosen are left out. `dir` is
 * `rtl` for Arabic, Hebrew and Persian. Throws when the issue does not exist.
 */
export async function issueContent(
  payload: Payload,
  newsletterId: number,
  requestedLocale: string,
): Promise<IssueContent> {
  const locale = isLocale(requestedLocale) ? requestedLocale : DEFAULT_LOCALE
  const issue = (await payload.findByID({
    collection: NEWSLETTERS,
    id: newsletterId,
    locale: locale as never,
    fallbackLocale: DEFAULT_LOCALE as never,
    depth: 0,
    ...asServer('Send job and staff preview: the server reads the issue as itself.'),
  })) as Newsletter
  const ids = (issue.articles ?? []).map((a) => relationId(a as never)).filter(Boolean) as number[]
  const { docs } = ids.length
    ? await payload.find({
        collection: 'articles',
        where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
        select: MAIL_ARTICLE_FIELDS,
        locale: locale as never,
        fallbackLocale: DEFAULT_LOCALE as never,
        depth: 1,
        limit: ids.length,
        ...asServer('Published articles only, rendered into a mail for every recipient alike.'),
      })
    : { docs: [] as Article[] }
  const byId = new Map((docs as Article[]).map((doc) => [doc.id, doc]))
  const base = siteUrl()
  const articles = ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [toIssueArticle(doc, locale, base)] : []
  })
  return {
    locale,
    dir: isRtl(locale) ? 'rtl' : 'ltr',
    subject: issue.subject,
    preheader: issue.preheader?.trim() || null,
    articles,
  }
}

function toIssueArticle(doc: Article, locale: string, base: string): IssueArticle {
  const image = doc.image && typeof doc.image === 'object' ? (doc.image as Media) : null
  // The JPEG share size: WebP does not show in every mail client.
  const imageUrl = image?.sizes?.og?.url ?? image?.url ?? null
  return {
    id: doc.id,
    title: doc.title,
    abstract: doc.abstract?.trim() || null,
    premium: isPremiumArticle(doc),
    url: localizedUrl(base, locale, articlePath(doc.id)),
    imageUrl: imageUrl ? absoluteUrl(base, imageUrl) : null,
    imageAlt: image?.alt ?? '',
  }
}
