import { render } from '@react-email/render'

import type { EmailBranding } from '@/lib/email/branding'
import type { RenderedEmail } from '@/lib/email/layout'
import { siteUrl } from '@/lib/site/url'

import type { IssueContent } from './content'
import { issueCopy } from './copy'
import { IssueMail } from './template'

/**
 * One newsletter mail: the issue's content in the reader's language addressed with their
 * own unsubscribe page link, rendered by React Email to HTML (inline styles) and to plain
 * text (from the same markup). The fixed texts, subject, titles and abstracts are all in
 * the content's language.
 */
export async function renderIssueMail(
  content: IssueContent,
  branding: EmailBranding,
  unsubscribeUrl: string,
): Promise<RenderedEmail> {
  const { copy } = await issueCopy(content.locale)
  const element = (
    <IssueMail
      lang={content.locale}
      dir={content.dir}
      siteName={branding.siteName}
      siteUrl={siteUrl()}
      supportEmail={branding.supportEmail}
      subject={content.subject}
      preheader={content.preheader}
      articles={content.articles}
      unsubscribeUrl={unsubscribeUrl}
      copy={copy}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: content.subject, html, text }
}
