import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense, type ComponentType, type ReactNode } from 'react'

import { PageShell } from '@/components/layout/PageShell'
import { configuredSocialProviders, type SocialProvider } from '@/lib/auth/social/providers'

import { VisitorScreen } from './VisitorScreen.client'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

type Params = { params: Promise<{ locale: Locale }> }

/** A page title key of the `Auth` messages, e.g. `signIn.title`. */
type AuthTitleKey = `${keyof Messages['Auth']}.title` & Parameters<AuthTranslator>[0]
type AuthTranslator = Awaited<ReturnType<typeof getTranslations<'Auth'>>>

/**
 * Metadata of an account page: the title from the `Auth` messages (e.g. `signIn.title`)
 * and `noindex`, since account pages have nothing for search engines.
 */
export async function authPageMetadata(
  { params }: Params,
  titleKey: AuthTitleKey,
): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Auth' })
  return { title: t(titleKey), robots: { index: false, follow: false } }
}

/**
 * Frame of an account page: the doctor header and a Suspense boundary, because the
 * forms read the query string (`?reset=ok`, `?next=`) on the client.
 */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <PageShell variant="doctor">
      <Suspense fallback={null}>{children}</Suspense>
    </PageShell>
  )
}

/** Props every account screen may take: the social providers configured on the server. */
export type AuthScreenProps = { socialProviders?: readonly SocialProvider[] }

/**
 * The two exports of an account route file: `generateMetadata` (title from `Auth.<titleKey>`,
 * noindex) and the page, which renders `Screen` (a client component) in AuthPage with the
 * configured social providers. With `visitorsOnly` (sign-in, sign-up, forgot password) a
 * signed-in browser is sent on, to `?next=` when it is a safe in-site path, else to the
 * dashboard, and sees "Sie sind bereits angemeldet" meanwhile (`VisitorScreen`). The
 * check runs in the browser, so these pages stay the same for everyone and cacheable.
 */
export function authRoute(
  Screen: ComponentType<AuthScreenProps>,
  titleKey: AuthTitleKey,
  { visitorsOnly = false }: { visitorsOnly?: boolean } = {},
) {
  return {
    generateMetadata: (props: Params): Promise<Metadata> => authPageMetadata(props, titleKey),
    Page: async function AuthRoutePage({ params }: Params) {
      setRequestLocale((await params).locale)
      const screen = <Screen socialProviders={configuredSocialProviders()} />
      return <AuthPage>{visitorsOnly ? <VisitorScreen>{screen}</VisitorScreen> : screen}</AuthPage>
    },
  }
}
