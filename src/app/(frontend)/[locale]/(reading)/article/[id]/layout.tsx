import { messagesLayout } from '@/components/i18n/messagesLayout'
import { NEWSLETTER_FORM_MESSAGES } from '@/components/newsletter/formMessages'

/**
 * Strings of this route's client components: the audio player's (`Article.listen…`,
 * `Article.audioDuration`), the CME quiz, the newsletter form and the patient
 * recommendation. Only the keys the browser uses: every string listed here is inlined into
 * every page view of an article.
 */
export default messagesLayout([
  'Article.listen',
  'Article.listenMembersOnly',
  'Article.audioDuration',
  'Quiz',
  'QuizPass',
  ...NEWSLETTER_FORM_MESSAGES,
  'Recommend',
])
