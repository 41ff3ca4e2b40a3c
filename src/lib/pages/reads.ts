import type { Payload } from 'payload'

import { lexicalToHtml, type EditorState } from '@/lib/richtext/convert'

export type StaticPageSlug = 'about' | 'imprint' | 'privacy' | 'terms'
export type StaticPage = { title: string; html: string; updatedAt: string }

/** A static page (spec §2 "Static pages", English text from the studio) as HTML, or null. */
export async function findStaticPage(
  payload: Payload,
  slug: StaticPageSlug,
): Promise<StaticPage | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return null
  return {
    title: page.title,
    html: lexicalToHtml(page.content as EditorState),
    updatedAt: page.updatedAt,
  }
}
