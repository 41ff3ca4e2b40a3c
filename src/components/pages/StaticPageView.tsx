import { notFound } from 'next/navigation'

import { PageShell } from '@/components/layout/PageShell'
import { getStaticPage, type StaticPageSlug } from '@/lib/pages/queries'

/** Renders one static page in English (`lang="en"`, spec §1); 404 when it was deleted in the studio. */
export async function StaticPageView({ slug }: { slug: StaticPageSlug }) {
  const page = await getStaticPage(slug)
  if (!page) notFound()
  return (
    <PageShell variant="doctor">
      <article
        lang="en"
        className="mx-auto prose max-w-3xl px-4 py-12 prose-slate prose-headings:font-serif prose-a:text-brand-700"
      >
        <h1>{page.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </PageShell>
  )
}
