import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1:E2E_SMTP_PORT — the port the app under test sends to
 * (scripts/e2e.ts) — keeping every message, parsed with mailparser.
 */
export async function openMailbox(): Promise<{ messages: ParsedMail[]; close: () => Promise<void> }> {
  const port = Number(process.env.E2E_SMTP_PORT)
  if (!port) throw new Error('E2E_SMTP_PORT is not set (run the e2e tests with `npm run test:e2e`)')
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { messages, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Waits (15 s at most) for a mail to `to` whose subject matches, and returns the account link in it (absolute URL with `#token=`). */
export async function linkFromMail(messages: ParsedMail[], to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mail = messages.find((m) => subject.test(m.subject ?? '') && JSON.stringify(m.to).includes(to))
    const link = mail?.text?.match(/https?:\/\/\S+#token=\S+/)?.[0]
    if (link) return link
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}; got: ${messages.map((m) => m.subject).join(' | ')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
