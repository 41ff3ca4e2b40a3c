import type { EmailBranding } from './branding'
import { renderCatalogMail, type MailCopy, type MailLanguage } from './catalog'
import { renderEmail, type RenderedEmail } from './layout'

/** The mails of an invitation request: received, approved (with the personal code), rejected. */
export type InvitationEmailKind = 'requestReceived' | 'requestApproved' | 'requestRejected'

/**
 * Values of an invitation mail: the requester's `name`; for an approval the `code`, the
 * sign-up `url` that fills it in and `validUntil` (a formatted date); for a rejection an
 * optional `reason` the administrator wrote.
 */
export type InvitationEmailValues = {
  name: string
  code?: string
  url?: string
  validUntil?: string
  reason?: string | null
}

const INVITATION_EMAILS: Record<
  MailLanguage,
  MailCopy<InvitationEmailKind, InvitationEmailValues>
> = {
  de: {
    greeting: ({ name }) => `Guten Tag ${name},`,
    kinds: {
      requestReceived: {
        subject: (site) => `Ihre Anfrage für eine Einladung zu ${site}`,
        paragraphs: (_v, site) => [
          `vielen Dank für Ihr Interesse an ${site}. Ihre Anfrage für eine Einladung ist bei uns eingegangen.`,
          'Wir prüfen Ihre Angaben zu Praxis und Approbation und schreiben Ihnen, sobald wir entschieden haben. In der Regel dauert das wenige Werktage.',
        ],
        note: () =>
          'Wenn Sie keine Einladung angefordert haben, können Sie diese E-Mail ignorieren.',
      },
      requestApproved: {
        subject: (site) => `Ihre persönliche Einladung zu ${site}`,
        paragraphs: (v, site) => [
          `Ihre Anfrage wurde freigegeben. Mit Ihrem persönlichen Einladungscode registrieren Sie sich kostenlos bei ${site}:`,
          v.code ?? '',
          'Über den folgenden Link ist der Code bereits eingetragen. Bitte registrieren Sie sich mit der E-Mail-Adresse, an die diese Nachricht gerichtet ist.',
        ],
        action: 'Jetzt registrieren',
        note: (v) =>
          `Der Code gilt bis ${v.validUntil ?? ''}, nur für diese E-Mail-Adresse und für eine einzige Registrierung.`,
      },
      requestRejected: {
        subject: (site) => `Ihre Anfrage bei ${site}`,
        paragraphs: (v) => [
          'vielen Dank für Ihre Anfrage. Leider können wir Ihnen derzeit keine Einladung senden.',
          ...(v.reason ? [`Begründung: ${v.reason}`] : []),
        ],
      },
    },
  },
  en: {
    greeting: ({ name }) => `Hello ${name},`,
    kinds: {
      requestReceived: {
        subject: (site) => `Your request for an invitation to ${site}`,
        paragraphs: (_v, site) => [
          `thank you for your interest in ${site}. We have received your request for an invitation.`,
          'We will review your practice and licence details and write to you once we have decided. This usually takes a few business days.',
        ],
        note: () => 'If you did not request an invitation, you can ignore this email.',
      },
      requestApproved: {
        subject: (site) => `Your personal invitation to ${site}`,
        paragraphs: (v, site) => [
          `Your request has been approved. Sign up to ${site} free of charge with your personal invitation code:`,
          v.code ?? '',
          'The link below fills in the code for you. Please sign up with the email address this message was sent to.',
        ],
        action: 'Sign up now',
        note: (v) =>
          `The code is valid until ${v.validUntil ?? ''}, only for this email address and for one sign-up.`,
      },
      requestRejected: {
        subject: (site) => `Your request at ${site}`,
        paragraphs: (v) => [
          'thank you for your request. Unfortunately we cannot send you an invitation at this time.',
          ...(v.reason ? [`Reason: ${v.reason}`] : []),
        ],
      },
    },
  },
}

/**
 * Subject, text and HTML of an invitation mail, German for requests made in German,
 * English otherwise (like the account mails).
 */
export function invitationEmail(
  kind: InvitationEmailKind,
  values: InvitationEmailValues,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  return renderCatalogMail(INVITATION_EMAILS, kind, values, branding, language)
}

/**
 * The notice to the journal's support address that a request waits for review (German:
 * the studio's language), with the link to it in the studio.
 */
export function invitationRequestNotice(
  values: { name: string; email: string; practice: string; city: string; reviewUrl: string },
  branding: EmailBranding,
): Promise<RenderedEmail> {
  return renderEmail(
    {
      subject: `Neue Einladungsanfrage: ${values.name}`,
      greeting: 'Guten Tag,',
      paragraphs: [
        `${values.name} (${values.email}, ${values.practice}, ${values.city}) bittet um eine Einladung.`,
        'Bitte prüfen Sie die Angaben zu Zahnärztekammer und Approbation im Studio und geben Sie die Anfrage frei oder lehnen Sie sie ab.',
      ],
      action: { label: 'Anfrage im Studio öffnen', url: values.reviewUrl },
      support: `— ${branding.siteName} Studio`,
    },
    branding,
    'de',
  )
}
