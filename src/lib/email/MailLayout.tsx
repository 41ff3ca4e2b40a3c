import { Body, Container, Head, Html, Link, Preview } from '@react-email/components'
import type { ReactNode } from 'react'

import { MAIL_THEME as T } from './theme'

/** What the frame of every mail needs. */
export type MailLayoutProps = {
  /** The mail's language (BCP 47 short code, e.g. `de`, `ar`). */
  lang: string
  /** `rtl` for Arabic, Hebrew and Persian (see `isRtl` in src/i18n/locales.ts). */
  dir: 'ltr' | 'rtl'
  /** The subject, also the document's title. */
  title: string
  /** The line mail clients show after the subject in the inbox, or null. */
  preheader?: string | null
  siteName: string
  /** Absolute URL of the site (SITE_URL), linked from the site name. */
  siteUrl: string
  children: ReactNode
}

/** The body text style every mail shares. */
export const MAIL_TEXT = { margin: '0 0 16px', lineHeight: '1.5', color: T.text, fontSize: '15px' }
/** Small grey print: notes, footers, the support line. */
export const MAIL_SMALL = { ...MAIL_TEXT, fontSize: '13px', color: T.muted }

/**
 * The one layout of every mail the journal sends (account mails in `layout.tsx`,
 * newsletters in src/lib/newsletter/issues/template.tsx), as React Email components: a
 * light card on a grey page with the site name linked at the top. `dir` turns the whole
 * mail for right-to-left languages; `color-scheme: light` tells dark-mode clients the card
 * is meant light, and the colours of `MAIL_THEME` keep their contrast when a client darkens
 * only the page around it. Styles are inline (mail clients ignore style sheets).
 */
export function MailLayout(props: MailLayoutProps) {
  return (
    <Html lang={props.lang} dir={props.dir}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </Head>
      {props.preheader ? <Preview>{props.preheader}</Preview> : null}
      <Body style={{ margin: 0, padding: '24px', backgroundColor: T.page, fontFamily: T.font }}>
        <Container
          style={{
            maxWidth: `${T.width}px`,
            backgroundColor: T.card,
            color: T.text,
            borderRadius: '8px',
            padding: '32px',
            textAlign: props.dir === 'rtl' ? 'right' : 'left',
          }}
        >
          <Link
            href={props.siteUrl}
            style={{ fontSize: '20px', fontWeight: 'bold', color: T.brand, textDecoration: 'none' }}
          >
            {props.siteName}
          </Link>
          {props.children}
        </Container>
      </Body>
    </Html>
  )
}
