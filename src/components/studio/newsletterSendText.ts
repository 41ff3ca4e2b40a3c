import type { AdminNewsletterAnswer } from '@/lib/api/contract/studioNewsletters'

import { languageName } from './languageName'

const LISTS: Record<string, string> = {
  doctor: 'Zahnärzte-Newsletter',
  patient: 'Patienten-Newsletter',
}

/**
 * The question the studio asks before sending an issue: which list (the audience's
 * newsletter), in which languages (German names of the languages that have confirmed
 * subscribers) and to how many confirmed subscribers, e.g. „Diese Ausgabe jetzt an 1.204
 * bestätigte Abonnenten des Zahnärzte-Newsletters senden (Deutsch, Türkisch)?“
 */
export function sendConfirmationText(
  issue: Pick<AdminNewsletterAnswer, 'audience' | 'languages' | 'audienceSize'>,
): string {
  const list = LISTS[issue.audience] ?? issue.audience
  const count = issue.audienceSize ?? 0
  const people =
    count === 1
      ? '1 bestätigte Abonnentin bzw. 1 bestätigten Abonnenten'
      : `${new Intl.NumberFormat('de-DE').format(count)} bestätigte Abonnenten`
  const languages = issue.languages.map(languageName).join(', ')
  return `Diese Ausgabe jetzt an ${people} des ${list}s senden (${languages})? Das lässt sich nicht rückgängig machen.`
}
