import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the newsletter form). */
export default messagesLayout(['Newsletter.form', 'Auth.validation'])
