import { messagesLayout } from '@/components/i18n/messagesLayout'

/** The same client strings as the article page (audio player, CME quiz, newsletter form). */
export default messagesLayout(['Article', 'Quiz', 'Newsletter.form', 'Auth.validation'])
