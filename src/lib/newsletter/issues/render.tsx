import { render } from '@react-email/render'

import type { EmailBranding } from '@/lib/email/branding'
import type { RenderedEmail } from '@/lib/email/layout'
import { siteUrl } from '@/lib/site/url'

import { measuringMailCopy } from '../measuring/copy'

import type { IssueContent } from './content'
import { issueCopy } from './copy'
import { IssueMail } from './template'

/**
 * What a measured mail (to a subscriber who consented to measuring) needs: the open
 * pixel's URL, the page that withdraws the consent, and `countedLink`, which turns an
 * article's URL into its signed counted link.
 */
export type MailMeasuring = {
  pixelUrl: string
  withdrawUrl: string
  countedLink: (url: string) => string
}

/**
 * One newsletter mail: the issue's content in the reader's language addressed with their
 * own unsubscribe page link, rendered by React Email to HTML (inline styles) and to plain
 * text (from the same markup). The fixed texts, subject, titles and abstracts are all in
 * the content's language. Without `measuring` the mail has no pixel and its links go
 * straight to their targets; with it, the article links are counted links, a footer line
 * says so (with the withdraw link), and the open pixel closes the HTML.
 */
export async function renderIssueMail(
  content: IssueContent,
  branding: EmailBranding,
  unsubscribeUrl: string,
  measuring?: MailMeasuring,
): Promise<RenderedEmail> {
  const { copy } = await issueCopy(content.locale)
  const articles = measuring
    ? content.articles.map((a) => ({ ...a, url: measuring.countedLink(a.url) }))
    : content.articles
  const measuringProps = measuring
    ? {
        ...(await measuringMailCopy(content.locale)),
        pixelUrl: measuring.pixelUrl,
        withdrawUrl: measuring.withdrawUrl,
      }
    : undefined
  const element = (
    <IssueMail
      lang={content.locale}
      dir={content.dir}
      siteName={branding.siteName}
      siteUrl={siteUrl()}
      supportEmail={branding.supportEmail}
      subject={content.subject}
      preheader={content.preheader}
      articles={articles}
      unsubscribeUrl={unsubscribeUrl}
      copy={copy}
      measuring={measuringProps}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: content.subject, html, text }
}
