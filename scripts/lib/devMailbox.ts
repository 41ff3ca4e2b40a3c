/**
 * The local mailbox of `npm run dev`: when SMTP_URL is unset, MailDev (the `maildev`
 * package: an SMTP server and a web inbox) is started on this machine and SMTP_URL points
 * the app at it, so every mail the app sends — sign-up verification, magic links, resets,
 * newsletter confirmations and issues — can be read, links intact, in the browser.
 * Both servers listen on 127.0.0.1 only. Ports: MAILDEV_SMTP_PORT (default 1025) and
 * MAILDEV_WEB_PORT (default 1080). `npm start` never starts it (production without
 * SMTP_URL keeps writing redacted mails to the `email-outbox` collection).
 */

/** Default ports of the local mailbox. */
export const DEV_MAILBOX_PORTS = { smtp: 1025, web: 1080 } as const

/** A running local mailbox: its inbox address and stop(). */
export type DevMailbox = { webUrl: string; smtpUrl: string; stop: () => Promise<void> }

function port(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback
}

/**
 * Starts MailDev when SMTP_URL is unset and sets SMTP_URL to it (for the Next process this
 * script starts). Returns null when SMTP_URL is set (real mail) or MailDev could not start
 * (a port in use: the app then keeps its outbox and log, as without a mailbox).
 */
export async function startDevMailbox(
  log: (line: string) => void = console.log,
): Promise<DevMailbox | null> {
  if (process.env.SMTP_URL) return null
  const smtp = port('MAILDEV_SMTP_PORT', DEV_MAILBOX_PORTS.smtp)
  const web = port('MAILDEV_WEB_PORT', DEV_MAILBOX_PORTS.web)
  const { MailDev } = await import('maildev')
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  try {
    await maildev.start()
  } catch (error) {
    log(
      `[dentaljournal] local mailbox not started (${error instanceof Error ? error.message : String(error)}); mails go to the email-outbox collection and this log`,
    )
    return null
  }
  const smtpUrl = `smtp://127.0.0.1:${smtp}`
  const webUrl = `http://localhost:${web}`
  process.env.SMTP_URL = smtpUrl
  log(`[dentaljournal] local mailbox: every mail the app sends is readable at ${webUrl}`)
  return { webUrl, smtpUrl, stop: () => maildev.stop() }
}
