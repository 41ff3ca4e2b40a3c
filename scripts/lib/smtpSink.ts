import { SMTPServer } from 'smtp-server'

import { freePort } from '../db/embedded'

/**
 * A local SMTP server that takes every message and throws it away (no parsing): the
 * times messages arrived (milliseconds since the epoch), its URL, and stop().
 */
export type SmtpSink = { url: string; received: number[]; stop: () => Promise<void> }

/** Starts an {@link SmtpSink} on 127.0.0.1 and a free port (for the benchmark). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received.push(Date.now())
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
