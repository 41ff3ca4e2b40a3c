import type { Payload } from 'payload'

import type { Article } from '@payload-types'
import { isPremiumArticle } from '@/lib/articles/premium'

import { localizedUrl } from './sitemap'
import { articlePath } from '@/lib/routes'
import { asServer } from '@/lib/payload/readAs'

/** Most articles listed in llms.txt (newest first). */
const MAX_ARTICLES = 500

const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * `llms.txt` (llmstxt.org): the journal described for AI crawlers, then one
 * line per published article with its German URL and a summary — the AI summary
 * (`llmSummary`, else `aimetaTxt`) for free articles, only the public abstract for premium
 * ones (their AI fields condense the paid body and stay behind the gate).
 */
export async function llmsTxt(payload: Payload, base: string, siteName: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale: 'de',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: MAX_ARTICLES,
    depth: 0,
    ...asServer(
      'Public, cached llms.txt of published articles; premium bodies are left out below.',
    ),
    select: {
      title: true,
      abstract: true,
      llmSummary: true,
      aimetaTxt: true,
      isPremium: true,
      audience: true,
    },
  })
  const lines = (docs as Article[]).map((a) => {
    const summary = isPremiumArticle(a)
      ? oneLine(a.abstract)
      : oneLine(a.llmSummary) || oneLine(a.aimetaTxt) || oneLine(a.abstract)
    return `- [${oneLine(a.title)}](${localizedUrl(base, 'de', articlePath(a.id))})${summary ? `: ${summary}` : ''}`
  })
  return [
    `# ${siteName}`,
    '',
    '> Evidenzbasiertes zahnmedizinisches Fachjournal mit CME-Fortbildung für Zahnärztinnen und Zahnärzte und verständlichen Artikeln für Patientinnen und Patienten. Übersetzungen in 45 Sprachen unter /<sprache>/article/<id>.',
    '',
    '## Artikel',
    '',
    ...lines,
    '',
  ].join('\n')
}
