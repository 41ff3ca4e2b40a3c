import { mailFrame } from '@/lib/email/frame'

/** The fixed texts around a newsletter's articles. */
export type IssueCopy = {
  greeting: string
  readMore: string
  premium: string
  premiumNote: string
  footer: (site: string) => string
  unsubscribe: string
  support: (email: string) => string
}

/**
 * The fixed texts of a newsletter mail to a reader of `locale`, in that language from the
 * UI catalogues (`mailFrame`; German for an unknown language). The articles' titles and
 * abstracts and the issue's subject come in the reader's own language too (`content.ts`).
 */
export async function issueCopy(locale: string): Promise<{ lang: string; copy: IssueCopy }> {
  const frame = await mailFrame(locale)
  return {
    lang: frame.locale,
    copy: {
      greeting: frame.greeting,
      readMore: frame.readMore,
      // The membership's name, the same word in every language.
      premium: 'Premium',
      premiumNote: frame.premiumNote,
      footer: frame.footer,
      unsubscribe: frame.unsubscribe,
      support: frame.support,
    },
  }
}
