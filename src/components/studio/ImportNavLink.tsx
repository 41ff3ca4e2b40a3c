import Link from 'next/link'
import type { ServerProps } from 'payload'

import { checkRole } from '@/lib/auth/roles'

/** "Import" in the studio's navigation, for admins (`admin.components.afterNavLinks`). */
export function ImportNavLink({ user }: ServerProps) {
  if (!checkRole(['admin'], user)) return null
  return (
    <Link href="/admin/import" className="nav__link" data-testid="nav-import">
      <span className="nav__link-label">Import</span>
    </Link>
  )
}
