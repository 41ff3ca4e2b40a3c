/**
 * The look every mail shares (the one layout `MailLayout.tsx`, used by the account mails
 * in `layout.tsx` and the newsletters in `src/lib/newsletter/issues/template.tsx`):
 * colours, font and widths, written inline
 * because mail clients ignore style sheets. The colours keep enough contrast on the light
 * card even when a client in dark mode darkens only the page around it.
 */
export const MAIL_THEME = {
  font: 'Helvetica,Arial,sans-serif',
  page: '#f5f7f8',
  card: '#ffffff',
  text: '#1c2b33',
  muted: '#555555',
  brand: '#0f5b78',
  buttonText: '#ffffff',
  premium: '#8a5a00',
  premiumBackground: '#fff4d6',
  /** Widest the card gets, in pixels. */
  width: 560,
} as const
