import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (audio player, CME quiz, newsletter form). */
export default messagesLayout(['Article', 'Quiz', 'Newsletter.form', 'Auth.validation'])
