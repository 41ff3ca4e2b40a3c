import { Link, Section, Text } from '@react-email/components'
import { render } from '@react-email/render'

import { isRtl } from '@/i18n/locales'
import { siteUrl } from '@/lib/site/url'

import type { EmailBranding } from './branding'
import { MAIL_SMALL, MAIL_TEXT, MailLayout } from './MailLayout'
import { MAIL_THEME as T } from './theme'

/** The parts of a transactional email; all strings are plain text (escaped for HTML here). */
export type EmailContent = {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Shown under the button, e.g. how long the link is valid. */
  note?: string
  /** Closing line with the support address, e.g. "Fragen? Schreiben Sie an {email}." */
  support: string
}

/** A rendered email: subject, plain text and HTML. */
export type RenderedEmail = { subject: string; text: string; html: string }

/** An account mail's body inside the shared {@link MailLayout}. */
function AccountMail({
  content,
  branding,
  lang,
}: {
  content: EmailContent
  branding: EmailBranding
  lang: string
}) {
  const { action, note } = content
  return (
    <MailLayout
      lang={lang}
      dir={isRtl(lang) ? 'rtl' : 'ltr'}
      title={content.subject}
      siteName={branding.siteName}
      siteUrl={siteUrl()}
    >
      <Section style={{ marginTop: '24px' }}>
        <Text style={MAIL_TEXT}>{content.greeting}</Text>
        {content.paragraphs.map((p, i) => (
          <Text key={i} style={MAIL_TEXT}>
            {p}
          </Text>
        ))}
        {action ? (
          <>
            <Text style={{ margin: '24px 0' }}>
              <Link
                href={action.url}
                style={{
                  backgroundColor: T.brand,
                  color: T.buttonText,
                  padding: '12px 20px',
                  borderRadius: '6px',
                  textDecoration: 'none',
                  display: 'inline-block',
                }}
              >
                {action.label}
              </Link>
            </Text>
            <Text style={{ ...MAIL_SMALL, wordBreak: 'break-all' }}>{action.url}</Text>
          </>
        ) : null}
        {note ? <Text style={MAIL_TEXT}>{note}</Text> : null}
        <Text style={{ ...MAIL_SMALL, margin: '24px 0 0' }}>{content.support}</Text>
      </Section>
    </MailLayout>
  )
}

/**
 * Renders an account email (sign-up verification, sign-in link, reset, notices,
 * invitations, the newsletter confirmation) with the layout every mail shares
 * (`MailLayout`, also the newsletters'): HTML by React Email with inline styles, right to
 * left for ar/he/fa, and a plain-text part written line by line. Every value is escaped;
 * the action URL appears in both parts in full so it can be copied when the button does
 * not work.
 */
export async function renderEmail(
  content: EmailContent,
  branding: EmailBranding,
  lang: string,
): Promise<RenderedEmail> {
  const { action, note } = content
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(note ? [note, ''] : []),
    content.support,
    '',
    `— ${branding.siteName}`,
  ].join('\n')
  const html = await render(<AccountMail content={content} branding={branding} lang={lang} />)
  return { subject: content.subject, text, html }
}
