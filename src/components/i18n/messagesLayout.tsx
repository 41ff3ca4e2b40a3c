import type { ReactNode } from 'react'

import { ClientMessages } from './ClientMessages'

/**
 * A route's `layout.tsx` that hands the client components of its pages the global strings
 * plus `namespaces` (see `ClientMessages`): `export default messagesLayout(['Auth'])`.
 */
export function messagesLayout(namespaces: readonly string[]) {
  return function MessagesLayout({ children }: { children: ReactNode }) {
    return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>
  }
}
