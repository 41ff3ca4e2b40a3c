/**
 * The blank App Router page of `npm run bench` (the framework's floor): Next.js defaults,
 * nothing configured. scripts/lib/blankApp.ts builds it outside the repository.
 */
const config = {}

export default config
