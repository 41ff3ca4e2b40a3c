import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort } from '../../scripts/db/embedded'

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<{ url: string; messages: ParsedMail[]; stop: () => Promise<void> }> {
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
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `smtp://127.0.0.1:${port}`, messages, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
