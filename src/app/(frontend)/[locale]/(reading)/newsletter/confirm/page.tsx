import { MailX } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import {
  linkToken,
  newsletterLinkMetadata,
  type NewsletterLinkPageProps,
} from '@/components/newsletter/linkPage'
import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction.client'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { confirmationState } from '@/lib/newsletter/confirm'
import { payloadClient } from '@/lib/payload'

/** Always read from the database: a link's state must never come from a cache. */
export const dynamic = 'force-dynamic'

export function generateMetadata(props: NewsletterLinkPageProps) {
  return newsletterLinkMetadata(props, 'confirm')
}

/**
 * `/newsletter/confirm?token=…` (double opt-in), the link of the confirmation
 * mail. Opening it changes nothing — mail scanners fetch links, and their GET must not
 * give consent: a valid link shows the address and the 'Anmeldung bestätigen' button
 * (which POSTs /api/newsletter/confirm); a link older than 7 days, or unknown, used or
 * replaced, shows why and leads home.
 */
export default async function Page(props: NewsletterLinkPageProps) {
  const { locale } = await props.params
  setRequestLocale(locale)
  const t = await getTranslations('Newsletter')
  const token = await linkToken(props.searchParams)
  const { state, subscriber } = await confirmationState(await payloadClient(), token)
  const refused = <MailX className="size-10 text-red-600" aria-hidden />
  return (
    <PageShell variant="doctor">
      {state === 'valid' && token && subscriber ? (
        <NewsletterLinkAction action="confirm" token={token} email={subscriber.email} />
      ) : state === 'expired' ? (
        <NewsletterNotice
          title={t('confirm.expiredTitle')}
          text={t('confirm.expiredText')}
          icon={refused}
          homeLabel={t('backHome')}
          tone="alert"
        />
      ) : (
        <NewsletterNotice
          title={t('confirm.invalidTitle')}
          text={t('confirm.invalidText')}
          icon={refused}
          homeLabel={t('backHome')}
          tone="alert"
        />
      )}
    </PageShell>
  )
}
