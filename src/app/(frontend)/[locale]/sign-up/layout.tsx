import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (account forms and payment pages). */
export default messagesLayout(['Auth', 'Subscribe'])
