import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (audio player, CME quiz, newsletter form, the patient recommendation). */
export default messagesLayout([
  'Article',
  'Quiz',
  'QuizPass',
  'Newsletter.form',
  'Auth.validation',
  'Recommend',
])
