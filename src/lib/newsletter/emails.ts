import type { EmailBranding } from '@/lib/email/branding'
import { mailFrame } from '@/lib/email/frame'
import { renderEmail, type RenderedEmail } from '@/lib/email/layout'

import { CONFIRMATION_LINK_TTL_DAYS } from './constants'

/** What a newsletter issue says; plain text, escaped by `renderEmail`. */
export type NewsletterContent = {
  subject: string
  paragraphs: string[]
  action?: { label: string; url: string }
}

/**
 * The double-opt-in mail: subject, text and HTML with the confirmation link
 * (valid CONFIRMATION_LINK_TTL_DAYS = 7 days), in `language`, the language of the page
 * the reader subscribed on (stored on the subscriber), from the UI catalogues
 * (`mailFrame`).
 */
export async function confirmationEmail(
  confirmUrl: string,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const frame = await mailFrame(language)
  return renderEmail(
    {
      subject: frame.confirmSubject(branding.siteName),
      greeting: frame.greeting,
      paragraphs: [frame.confirmParagraph(branding.siteName)],
      action: { label: frame.confirmAction, url: confirmUrl },
      note: frame.confirmNote(CONFIRMATION_LINK_TTL_DAYS),
      support: frame.support(branding.supportEmail),
    },
    branding,
    frame.locale,
  )
}

/**
 * A newsletter mail for one subscriber: the content plus a closing line with the link
 * to the unsubscribe page (one button, no sign-in; mail clients use the List-Unsubscribe
 * header instead, RFC 8058). The frame is in the subscriber's language (`mailFrame`).
 */
export async function newsletterEmail(
  content: NewsletterContent,
  unsubscribePageUrl: string,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const frame = await mailFrame(language)
  return renderEmail(
    {
      subject: content.subject,
      greeting: frame.greeting,
      paragraphs: content.paragraphs,
      action: content.action,
      note: `${frame.footer(branding.siteName)} ${frame.unsubscribe}: ${unsubscribePageUrl}`,
      support: frame.support(branding.supportEmail),
    },
    branding,
    frame.locale,
  )
}
