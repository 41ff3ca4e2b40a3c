/**
 * `npm start`: production server (`next start`, after `npm run build`). Applies committed
 * migrations first; never seeds (demo accounts must not exist in production). Without
 * DATABASE_URL it serves the embedded database that `npm run dev` created and seeded.
 */
import { prepare } from './lib/prepare'
import { runNext } from './lib/runNext'

const prepared = await prepare({ seed: false })
runNext(['start', ...process.argv.slice(2)], prepared)
