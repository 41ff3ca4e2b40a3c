/**
 * `npm start`: production server (`next start`, after `npm run build`). Applies committed
 * migrations first. With the embedded database (no DATABASE_URL) it is a local demo and
 * seeds demo content into an empty database; against an external database it never seeds.
 */
import { prepare } from './lib/prepare'
import { runNext } from './lib/runNext'

const prepared = await prepare({ seed: 'if-embedded-and-empty' })
runNext(['start', ...process.argv.slice(2)], prepared)
