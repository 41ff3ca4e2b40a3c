import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import { DEFAULT_LOCALE, isRtl, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { pathInLocale } from '@/lib/pages/legalPaths'
import { getStaticPage, type StaticPage, type StaticPageSlug } from '@/lib/pages/queries'

/** Pages whose German text is the legally binding one. */
const LEGAL_PAGES: ReadonlySet<StaticPageSlug> = new Set(['imprint', 'privacy', 'terms'])

/**
 * Renders static page `slug` for a reader of `locale`: the published version, in that
 * language when the page has its own text, else in English (else German). 404 when the page
 * was deleted in the studio or has never been published.
 */
export async function StaticPageView({ slug, locale }: { slug: StaticPageSlug; locale: Locale }) {
  const page = await getStaticPage(slug, locale)
  if (!page) notFound()
  return <StaticPageContent slug={slug} locale={locale} page={page} />
}

/**
 * A static page in the journal's layout, as `StaticPageView` and the staff preview show it.
 * The article carries the language and direction of the text actually shown (`lang="en"
 * dir="ltr"` inside an Arabic page). On the legal pages shown in another language than the
 * reader's, a note in the reader's language names the text's language and links to the
 * binding German version. `banner` goes above the page (the preview's label).
 */
export async function StaticPageContent({
  slug,
  locale,
  page,
  banner,
}: {
  slug: StaticPageSlug
  locale: Locale
  page: StaticPage
  banner?: ReactNode
}) {
  const showLegalNote =
    LEGAL_PAGES.has(slug) && page.lang !== locale && page.languages.includes(DEFAULT_LOCALE)
  const t = await getTranslations({ locale, namespace: 'StaticPage' })
  return (
    <PageShell variant="doctor">
      <div className="mx-auto max-w-3xl px-4 py-12">
        {banner ? <div className="mb-8">{banner}</div> : null}
        {showLegalNote ? (
          <p
            role="note"
            data-testid="legal-language-note"
            className="mb-8 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t.rich('legalNote', {
              language: page.lang,
              link: (chunks) => (
                <Link
                  href={pathInLocale(DEFAULT_LOCALE, `/${slug}`)}
                  locale={DEFAULT_LOCALE}
                  hrefLang={DEFAULT_LOCALE}
                  className="font-medium underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <article
          lang={page.lang}
          dir={isRtl(page.lang) ? 'rtl' : 'ltr'}
          className="prose max-w-none prose-slate prose-headings:font-serif prose-a:text-brand-700"
        >
          <h1>{page.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      </div>
    </PageShell>
  )
}
