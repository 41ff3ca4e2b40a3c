import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (confirm and unsubscribe buttons, the measuring consent). */
export default messagesLayout(['Newsletter', 'NewsletterMeasuring'])
