/**
 * `npm run seed`: applies migrations and writes the demo content (with the demo accounts)
 * into an empty database at DATABASE_URL, or the embedded one. Refuses in production;
 * does nothing to a database that already has content.
 */
import { prepare } from '../lib/prepare'

if (process.env.NODE_ENV === 'production') {
  console.error('Refusing to seed demo content (and demo accounts) with NODE_ENV=production.')
  process.exit(1)
}
const prepared = await prepare({ seed: true, seedAudio: true })
await prepared.stopDatabase()
process.exit(0)
