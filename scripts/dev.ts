/**
 * `npm run dev`: embedded PostgreSQL (unless DATABASE_URL), migrations, demo content, the
 * local mailbox (MailDev at http://localhost:1080 unless SMTP_URL is set, see
 * scripts/lib/devMailbox.ts), `next dev`.
 */
import { startDevMailbox } from './lib/devMailbox'
import { prepare } from './lib/prepare'
import { runNext } from './lib/runNext'

const prepared = await prepare({ seed: true, seedAudio: true })
const mailbox = await startDevMailbox()
runNext(['dev', ...process.argv.slice(2)], {
  stopDatabase: async () => {
    await mailbox?.stop().catch(() => {})
    await prepared.stopDatabase()
  },
})
