import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the sample profile). */
export default messagesLayout(['Preview', 'Profile'])
