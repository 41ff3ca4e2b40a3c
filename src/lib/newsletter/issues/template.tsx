import { Heading, Hr, Img, Link, Section, Text } from '@react-email/components'

import { MAIL_SMALL, MAIL_TEXT as text, MailLayout } from '@/lib/email/MailLayout'
import { MAIL_THEME as T } from '@/lib/email/theme'

import type { IssueCopy } from './copy'

/** One article as a newsletter shows it: never its body, only title, abstract and link. */
export type IssueArticle = {
  id: number
  title: string
  /** The abstract in the mail's language (German when not translated), or null. */
  abstract: string | null
  premium: boolean
  /** Absolute link to the article page in the reader's language. */
  url: string
  /** Absolute image URL, or null. */
  imageUrl: string | null
  imageAlt: string
}

/** What one newsletter mail shows. */
export type IssueMailProps = {
  lang: string
  dir: 'ltr' | 'rtl'
  siteName: string
  siteUrl: string
  supportEmail: string
  subject: string
  preheader: string | null
  articles: IssueArticle[]
  /** Absolute link to the unsubscribe page of this recipient (visible in every mail). */
  unsubscribeUrl: string
  copy: IssueCopy
  /**
   * Only in a mail to a subscriber who consented to measuring (docs/security.md,
   * "Newsletter measuring"): the open pixel's URL and the footer line saying the mail is
   * measured, with the link to the page that withdraws the consent.
   */
  measuring?: { pixelUrl: string; note: string; withdrawLabel: string; withdrawUrl: string }
}

/**
 * A newsletter issue in the layout every mail shares (`MailLayout`: site name, right to
 * left for ar/he/fa, dark-mode safe): the subject, the greeting, each article
 * (image, premium marker, title as a link, abstract, "read" link), then the footer with
 * the visible unsubscribe link and the support address. With `measuring`, a line saying
 * the mail is measured (with its withdraw link) and a 1×1 pixel at the end; the article
 * links then arrive already rewritten by the caller.
 */
export function IssueMail(props: IssueMailProps) {
  const { copy } = props
  return (
    <MailLayout
      lang={props.lang}
      dir={props.dir}
      title={props.subject}
      preheader={props.preheader}
      siteName={props.siteName}
      siteUrl={props.siteUrl}
    >
      <Heading as="h1" style={{ fontSize: '22px', color: T.text, margin: '24px 0 16px' }}>
        {props.subject}
      </Heading>
      <Text style={text}>{copy.greeting}</Text>
      {props.articles.map((article) => (
        <Section key={article.id} style={{ margin: '0 0 24px' }} data-article={article.id}>
          {article.imageUrl ? (
            <Img
              src={article.imageUrl}
              alt={article.imageAlt}
              width={String(T.width - 64)}
              // The gap to the title below is the image's own: mail clients that drop a
              // heading's margin (Outlook on Windows, some webmail) would set it flush.
              style={{ width: '100%', height: 'auto', borderRadius: '6px', margin: '0 0 12px' }}
            />
          ) : null}
          {article.premium ? (
            <Text
              style={{
                display: 'inline-block',
                margin: 0,
                padding: '2px 8px',
                borderRadius: '4px',
                fontSize: '12px',
                fontWeight: 'bold',
                color: T.premium,
                backgroundColor: T.premiumBackground,
              }}
              data-premium="true"
            >
              {copy.premium}
            </Text>
          ) : null}
          <Heading as="h2" style={{ fontSize: '18px', margin: '8px 0' }}>
            <Link href={article.url} style={{ color: T.brand, textDecoration: 'none' }}>
              {article.title}
            </Link>
          </Heading>
          {article.abstract ? <Text style={text}>{article.abstract}</Text> : null}
          <Link href={article.url} style={{ color: T.brand, fontSize: '14px' }}>
            {copy.readMore} →
          </Link>
        </Section>
      ))}
      {props.articles.some((a) => a.premium) ? (
        <Text style={MAIL_SMALL}>{copy.premiumNote}</Text>
      ) : null}
      <Hr style={{ borderColor: '#dde3e6', margin: '24px 0' }} />
      <Text style={MAIL_SMALL}>
        {copy.footer(props.siteName)}{' '}
        <Link href={props.unsubscribeUrl} style={{ color: T.brand }} data-unsubscribe="true">
          {copy.unsubscribe}
        </Link>
      </Text>
      {props.measuring ? (
        <Text style={MAIL_SMALL} data-measuring="true">
          {props.measuring.note}{' '}
          <Link href={props.measuring.withdrawUrl} style={{ color: T.brand }}>
            {props.measuring.withdrawLabel}
          </Link>
        </Text>
      ) : null}
      <Text style={{ ...MAIL_SMALL, margin: 0 }}>{copy.support(props.supportEmail)}</Text>
      {props.measuring ? (
        <Img
          src={props.measuring.pixelUrl}
          alt=""
          width="1"
          height="1"
          style={{ display: 'block', width: '1px', height: '1px', border: 0 }}
          data-open-pixel="true"
        />
      ) : null}
    </MailLayout>
  )
}
