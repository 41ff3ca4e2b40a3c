import { getLocale, getTranslations } from 'next-intl/server'

import { textLinkClass } from '@/components/ui/textLink'
import { foreignTextProps } from '@/i18n/foreignText'
import { apaCitation, citedArticle, vancouverCitation } from '@/lib/articles/articleCitation'
import type { ArticleDetail } from '@/lib/articles/types'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'
import { getPublicSettings } from '@/lib/settings/queries'
import { siteUrl } from '@/lib/site/url'

/**
 * Runs as soon as the HTML is parsed (a module script: it never holds up the parser, see
 * docs/performance.md): where the browser has `navigator.share`, shows every share button
 * of the page (`data-share-url`) and lets it open the system's share sheet with the
 * article's title and address. A few hundred bytes, instead of a client component every
 * reader of the cached page would load and hydrate.
 */
const WEB_SHARE_SCRIPT = `if(navigator.share)document.querySelectorAll('button[data-share-url]').forEach(function(b){b.hidden=false;b.style.display='inline-flex';b.onclick=function(){navigator.share({title:b.dataset.shareTitle,url:b.dataset.shareUrl}).catch(function(){})}})`

/**
 * "Teilen und zitieren" under an article, server-rendered: no client component, one inline
 * module script of a few hundred bytes, and no icons (each would be written into the page
 * twice, as HTML and in the App Router's payload; docs/performance.md). Two `<details>` the reader opens. Teilen: where the
 * browser can share (Web Share API), a button for the system's share sheet
 * (`WEB_SHARE_SCRIPT`); always a `mailto:` link with the title and the address, and the
 * address in a read-only field to copy. Zitieren: the APA and Vancouver texts
 * (`articleCitation.ts`) and download links for BibTeX and RIS
 * (`GET /api/articles/{id}/citation?format=…`). Everything is built from the article's
 * metadata in the page's language and the page's own address. The citation texts carry
 * `lang` and `dir` of the article's text where it differs from the page's
 * (`foreignTextProps`): a German citation on an Arabic page runs left to right.
 */
export async function ShareAndCite({ article }: { article: ArticleDetail }) {
  const t = await getTranslations('ArticleShare')
  const locale = await getLocale()
  const { siteName } = await getPublicSettings()
  const url = localizedUrl(siteUrl(), locale, articlePath(article.id))
  const cited = citedArticle(article, url, siteName)
  const mailto = `mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(`${article.title}\n${url}`)}`
  const file = (format: 'bibtex' | 'ris') =>
    `/api/articles/${article.id}/citation?format=${format}&locale=${locale}`
  const citationProps = foreignTextProps(cited.language, locale)
  const summary = 'cursor-pointer font-semibold text-slate-900 marker:text-slate-400'
  return (
    <section
      aria-label={t('title')}
      className="mt-10 space-y-3 rounded-lg border border-slate-200 p-4 text-sm"
      data-testid="share-and-cite"
    >
      <details>
        <summary className={summary}>{t('share')}</summary>
        <div className="mt-3 space-y-3">
          {/* Shown and wired by the module script after it where the browser can share (Web
              Share API); without it, or after a client-side navigation, mail and copy remain. */}
          <button
            type="button"
            hidden
            suppressHydrationWarning
            data-share-title={article.title}
            data-share-url={url}
            className={`${textLinkClass} items-center gap-2`}
          >
            {t('viaApp')}
          </button>
          <script type="module" dangerouslySetInnerHTML={{ __html: WEB_SHARE_SCRIPT }} />
          <a href={mailto} className={`${textLinkClass} inline-flex items-center gap-2`}>
            {t('byMail')}
          </a>
          <label className="block text-slate-600">
            {t('copyLabel')}
            <input
              readOnly
              dir="ltr"
              value={url}
              className="mt-1 block w-full rounded border border-slate-300 bg-slate-50 px-2 py-1 text-slate-900"
            />
          </label>
        </div>
      </details>
      <details>
        <summary className={summary}>{t('cite')}</summary>
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="font-medium text-slate-800">APA</dt>
            <dd {...citationProps} className="mt-1 text-slate-700 select-all">
              {apaCitation(cited)}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Vancouver</dt>
            <dd {...citationProps} className="mt-1 text-slate-700 select-all">
              {vancouverCitation(cited)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex flex-wrap gap-4">
          <a href={file('bibtex')} className={`${textLinkClass} inline-flex items-center gap-2`}>
            {t('downloadBibtex')}
          </a>
          <a href={file('ris')} className={`${textLinkClass} inline-flex items-center gap-2`}>
            {t('downloadRis')}
          </a>
        </p>
      </details>
    </section>
  )
}
