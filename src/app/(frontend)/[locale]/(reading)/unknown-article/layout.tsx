import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of the article 404 page (the `Article` namespace's not-found texts). */
export default messagesLayout(['Article'])
