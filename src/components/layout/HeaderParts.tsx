import { useTranslations } from 'next-intl'

import { Button } from '@/components/ui/Button'
import { Skeleton } from '@/components/ui/Skeleton'
import { Link } from '@/i18n/navigation'

/** A link of the header's menus. */
export type MenuEntry = { href: string; label: string }

/** Placeholder of the user menu while the signed-in user is asked for. */
export function MenuPlaceholder() {
  return <Skeleton className="hidden h-10 w-40 sm:block" radius="md" />
}

/** 'Anmelden' (/sign-in) and 'Mitglied werden' (/subscribe), from 640 px up. */
export function SignedOutActions() {
  const t = useTranslations('Header')
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Button asChild variant="ghost">
        <Link href="/sign-in">{t('signIn')}</Link>
      </Button>
      <Button asChild>
        <Link href="/subscribe">{t('becomeMember')}</Link>
      </Button>
    </div>
  )
}
