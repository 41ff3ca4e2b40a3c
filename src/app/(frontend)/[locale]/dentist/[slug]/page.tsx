import { BadgeCheck, Globe, MapPin, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { PageShell } from '@/components/layout/PageShell'
import { BackToResults } from '@/components/profiles/BackToResults.client'
import { ProfileLanguagesCme } from '@/components/profiles/ProfileLanguagesCme'
import { JsonLd } from '@/components/seo/JsonLd'
import { publicCmePoints } from '@/lib/profiles/publicCme'
import { findPublicProfile } from '@/lib/profiles/reads'
import { payloadClient } from '@/lib/payload'
import { dentistJsonLd } from '@/lib/profiles/structuredData'
import { localizedUrl } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'
import { dentistPath } from '@/lib/routes'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const profile = await findPublicProfile(await payloadClient(), slug)
  if (!profile) return {}
  const url = localizedUrl(siteUrl(), locale, dentistPath(profile.slug ?? slug))
  return {
    title: profile.name,
    description: [profile.practiceName, profile.city].filter(Boolean).join(', '),
    alternates: { canonical: url },
  }
}

/**
 * `/dentist/{slug}`: a public dentist profile — the way back to the search results,
 * practice, specialties, contact, languages spoken, the CME points of our certificates
 * when the dentist opted in (`showCme`), 'Verifiziert' when an admin verified it — with schema.org `Dentist` data. 404 for
 * unknown and private profiles.
 */
export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const payload = await payloadClient()
  const profile = await findPublicProfile(payload, slug)
  if (!profile) notFound()
  const t = await getTranslations('PatientSearch')
  const cme = profile.showCme ? await publicCmePoints(payload, profile.id) : null
  const booking =
    profile.website || (profile.phone ? `tel:${profile.phone.replace(/\s+/g, '')}` : null)
  return (
    <PageShell variant="patient">
      <JsonLd
        data={dentistJsonLd(
          profile,
          localizedUrl(siteUrl(), locale, dentistPath(profile.slug ?? slug)),
        )}
      />
      <article className="mx-auto w-full max-w-3xl px-4 py-10">
        <BackToResults label={t('backToResults')} />
        <h1 className="mt-4 flex items-center gap-2 text-3xl font-bold text-slate-900">
          {profile.name}
          {profile.verified && (
            <Badge tone="success" size="md">
              <BadgeCheck className="size-4" aria-hidden />
              {t('verified')}
            </Badge>
          )}
        </h1>
        {profile.practiceName && (
          <p className="mt-1 text-lg text-slate-600">{profile.practiceName}</p>
        )}
        {(profile.specialties ?? []).length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {profile.specialties!.map((s) => (
              <Badge asChild key={s} tone="brand" size="md" weight="normal">
                <li>{s}</li>
              </Badge>
            ))}
          </ul>
        )}
        <Card asChild padding="lg" className="mt-6 space-y-3 text-slate-700">
          <dl>
            <div className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <dd>
                {[
                  profile.address,
                  [profile.postalCode, profile.city].filter(Boolean).join(' '),
                  profile.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
            {profile.phone && (
              <div className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
                <dd>
                  <a href={`tel:${profile.phone.replace(/\s+/g, '')}`} className="hover:underline">
                    {profile.phone}
                  </a>
                </dd>
              </div>
            )}
            {profile.website && (
              <div className="flex gap-2">
                <Globe className="mt-0.5 size-4 shrink-0" aria-hidden />
                <dd>
                  <a
                    href={profile.website}
                    rel="noopener nofollow"
                    target="_blank"
                    className="hover:underline"
                  >
                    {profile.website}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </Card>
        <ProfileLanguagesCme languages={profile.languages ?? []} cme={cme} locale={locale} />
        {booking && (
          <Button asChild size="lg" className="mt-6">
            <a href={booking} rel="noopener nofollow">
              {t('book')}
            </a>
          </Button>
        )}
      </article>
    </PageShell>
  )
}
