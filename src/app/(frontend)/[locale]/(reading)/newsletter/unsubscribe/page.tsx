import { MailCheck, MailX } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageShell } from '@/components/layout/PageShell'
import {
  linkToken,
  newsletterLinkMetadata,
  type NewsletterLinkPageProps,
} from '@/components/newsletter/linkPage'
import { MeasuringConsent } from '@/components/newsletter/MeasuringConsent.client'
import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction.client'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { measuringAllowed } from '@/lib/newsletter/measuring/consent'
import { subscriberForUnsubscribeToken } from '@/lib/newsletter/unsubscribe'
import { payloadClient } from '@/lib/payload'

/** Always read from the database: a link's state must never come from a cache. */
export const dynamic = 'force-dynamic'

export function generateMetadata(props: NewsletterLinkPageProps) {
  return newsletterLinkMetadata(props, 'unsubscribe')
}

/**
 * `/newsletter/unsubscribe?token=…` (RFC 8058 §3.2: a GET must not
 * unsubscribe): where the unsubscribe line of every newsletter mail and a browser GET of
 * the List-Unsubscribe URL lead. Shows the address and the 'Abmelden' button, which sends
 * the same one-click POST a mail client would; an address already unsubscribed (with no
 * pending re-subscription) is told so; an unknown or forged token shows why. A confirmed
 * subscriber also gets the measuring section (`#measuring`), which gives or withdraws the
 * separate consent to counting opens and clicks.
 */
export default async function Page(props: NewsletterLinkPageProps) {
  const { locale } = await props.params
  setRequestLocale(locale)
  const t = await getTranslations('Newsletter')
  const token = await linkToken(props.searchParams)
  const subscriber = await subscriberForUnsubscribeToken(await payloadClient(), token)
  const home = t('backHome')
  return (
    <PageShell variant="doctor">
      {!subscriber || !token ? (
        <NewsletterNotice
          title={t('unsubscribe.invalidTitle')}
          text={t('unsubscribe.invalidText')}
          icon={<MailX className="size-10 text-red-600" aria-hidden />}
          homeLabel={home}
          tone="alert"
        />
      ) : subscriber.status === 'unsubscribed' && !subscriber.confirmTokenHash ? (
        <NewsletterNotice
          title={t('unsubscribe.doneTitle')}
          text={t('unsubscribe.alreadyText', { email: subscriber.email })}
          icon={<MailCheck className="size-10" aria-hidden />}
          homeLabel={home}
        />
      ) : (
        <NewsletterLinkAction
          action="unsubscribe"
          token={token}
          email={subscriber.email}
          after={
            subscriber.status === 'confirmed' ? (
              <MeasuringConsent
                token={token}
                email={subscriber.email}
                allowed={measuringAllowed(subscriber)}
              />
            ) : null
          }
        />
      )}
    </PageShell>
  )
}
