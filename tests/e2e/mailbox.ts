import type { ParsedMail } from 'mailparser'

import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

/**
 * An ICU placeholder left in a mail as it is (`{site}`, `{days, plural, …}`): a message the
 * server sent without formatting it. CSS in the mail's HTML (`.a{color:red}`) never matches.
 */
const RAW_PLACEHOLDER =
  /\{[A-Za-z]\w*\}|\{[A-Za-z]\w*,\s*(?:plural|select|selectordinal|number|date|time)\b/

/** The raw placeholders in `mail`'s subject, text and HTML (empty: every message formatted). */
export function rawPlaceholders(mail: ParsedMail): string[] {
  return [mail.subject, mail.text, typeof mail.html === 'string' ? mail.html : '']
    .map((part) => (part ?? '').match(RAW_PLACEHOLDER)?.[0])
    .filter((found): found is string => Boolean(found))
}

/**
 * The SMTP server the app under test sends to: 127.0.0.1:E2E_SMTP_PORT (set by
 * scripts/e2e.ts). Its `stop()` fails the spec when any mail it received still holds a raw
 * ICU placeholder (see `rawPlaceholders`), so every spec that reads mail checks that the
 * server formatted them.
 */
export async function openMailbox(): Promise<TestSmtpServer> {
  const port = Number(process.env.E2E_SMTP_PORT)
  if (!port) throw new Error('E2E_SMTP_PORT is not set (run the e2e tests with `npm run test:e2e`)')
  const server = await startSmtpServer(port)
  return {
    ...server,
    stop: async () => {
      await server.stop()
      const unformatted = server.messages
        .map((mail) => ({ subject: mail.subject, found: rawPlaceholders(mail) }))
        .filter((m) => m.found.length > 0)
      if (unformatted.length)
        throw new Error(`mails with unformatted placeholders: ${JSON.stringify(unformatted)}`)
    },
  }
}

/** Waits (15 s at most) for a mail to `to` whose subject matches, and returns the account link in it (absolute URL with `#token=`). */
export async function linkFromMail(
  messages: ParsedMail[],
  to: string,
  subject: RegExp,
): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mail = messages.find(
      (m) => subject.test(m.subject ?? '') && JSON.stringify(m.to).includes(to),
    )
    const link = mail?.text?.match(/https?:\/\/\S+#token=\S+/)?.[0]
    if (link) return link
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} matching ${subject}; got: ${messages.map((m) => m.subject).join(' | ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
