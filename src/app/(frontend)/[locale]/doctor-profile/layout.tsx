import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the profile form). */
export default messagesLayout(['Profile', 'Auth'])
