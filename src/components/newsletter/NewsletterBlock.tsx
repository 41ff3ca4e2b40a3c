import { clsx } from 'clsx'
import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pathInLocale } from '@/lib/pages/legalPaths'
import type { Audience } from '@/lib/audience'
import type { NewsletterSource } from '@/lib/newsletter/constants'

import { NewsletterForm } from './NewsletterForm.client'

/**
 * A newsletter block with heading, one line of text, the sign-up form and the
 * double-opt-in note with a link to the privacy page: in the article
 * sidebar (`source="sidebar"`, styled like the sidebar's other lists) or as the home
 * page's 'Stay Updated' band (`source="stay-updated"`). `source` is stored with the
 * subscription so the studio can tell where sign-ups come from. On patients' pages
 * (`audience="patient"`: the article sidebar, the patient home and the patient category
 * pages) the block speaks to patients: its own text and an example address that is not a
 * practice's, and the form signs up for the patients' newsletter.
 */
export async function NewsletterBlock({
  source,
  audience = 'doctor',
}: {
  source: Extract<NewsletterSource, 'sidebar' | 'stay-updated'>
  audience?: Audience
}) {
  const t = await getTranslations('Newsletter.form')
  const locale = await getLocale()
  const band = source === 'stay-updated'
  const patient = audience === 'patient'
  const headingId = `newsletter-${source}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(band && 'rounded-xl bg-brand-50 p-6 sm:p-8')}
      data-testid={`newsletter-${source}`}
    >
      <h2
        id={headingId}
        className={band ? 'font-serif text-2xl font-bold text-brand-900' : 'section-title'}
      >
        {band ? t('stayUpdatedTitle') : t('sidebarTitle')}
      </h2>
      <p className={clsx('text-slate-600', band ? 'mt-2 max-w-2xl' : 'mt-3 text-sm')}>
        {patient ? t('patientSidebarText') : band ? t('stayUpdatedText') : t('sidebarText')}
      </p>
      <div className={clsx('mt-4', band && 'max-w-xl')}>
        <NewsletterForm
          source={source}
          audience={audience}
          layout={band ? 'inline' : 'stacked'}
          placeholder={patient ? t('patientEmailPlaceholder') : undefined}
        />
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {t('consent')}{' '}
        <Link href={pathInLocale(locale, '/privacy')} className="underline hover:text-brand-700">
          {t('privacyLink')}
        </Link>
      </p>
    </section>
  )
}
