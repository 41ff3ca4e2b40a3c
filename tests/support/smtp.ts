import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort } from '../../scripts/db/embedded'

/** A running test SMTP server: its URL, every message received (parsed), and stop(). */
export type TestSmtpServer = { url: string; messages: ParsedMail[]; stop: () => Promise<void> }

/** Options of {@link startSmtpServer}. */
export type SmtpServerOptions = {
  /** Recipients the server refuses permanently (`550 5.1.1 No such user`, at RCPT TO). */
  refuse?: (address: string) => boolean
}

/**
 * A real SMTP server on 127.0.0.1 (`port`, or a free one) that keeps every message it
 * receives, parsed with mailparser. Used by the int tests and the e2e account journey.
 */
export async function startSmtpServer(
  port?: number,
  options: SmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address.toLowerCase())) return callback()
      callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
