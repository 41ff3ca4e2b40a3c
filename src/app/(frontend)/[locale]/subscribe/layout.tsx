import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the checkout). */
export default messagesLayout(['Subscribe', 'Auth'])
