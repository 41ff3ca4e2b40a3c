import type { ReactNode } from 'react'

/**
 * The framework's floor for `npm run bench`: the smallest App Router layout (no styles, no
 * client components, no data), built with the journal's own Next.js and React. The bench
 * measures its page in the same Lighthouse run as the journal's reading pages.
 */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  )
}

export const metadata = { title: 'Blank App Router page', description: 'The framework floor.' }
