import { messagesLayout } from '@/components/i18n/messagesLayout'

/** The same client strings as the article page (audio player, CME quiz, newsletter form). */
export default messagesLayout(['Article', 'Quiz', 'QuizPass', 'Newsletter.form', 'Auth.validation'])
