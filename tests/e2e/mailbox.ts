import type { ParsedMail } from 'mailparser'

import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

/** The SMTP server the app under test sends to: 127.0.0.1:E2E_SMTP_PORT (set by scripts/e2e.ts). */
export function openMailbox(): Promise<TestSmtpServer> {
  const port = Number(process.env.E2E_SMTP_PORT)
  if (!port) throw new Error('E2E_SMTP_PORT is not set (run the e2e tests with `npm run test:e2e`)')
  return startSmtpServer(port)
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
