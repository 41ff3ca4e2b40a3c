import escapeHtml from 'escape-html'

import type { EmailBranding } from './branding'

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

/**
 * Renders an email as plain text and as simple, inline-styled HTML (mail clients ignore
 * style sheets). Every value is escaped; the action URL appears in both parts in full so
 * it can be copied when the button does not work.
 */
export function renderEmail(
  content: EmailContent,
  branding: EmailBranding,
  lang: string,
): RenderedEmail {
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
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f5b78;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f8;font-family:Helvetica,Arial,sans-serif;color:#1c2b33">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0f5b78">${escapeHtml(branding.siteName)}</p>
${p(content.greeting)}${content.paragraphs.map(p).join('')}${button}${note ? p(note) : ''}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(content.support)}</p>
</div></body></html>`
  return { subject: content.subject, text, html }
}
