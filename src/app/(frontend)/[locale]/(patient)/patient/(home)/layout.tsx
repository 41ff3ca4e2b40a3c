import { messagesLayout } from '@/components/i18n/messagesLayout'
import { NEWSLETTER_FORM_MESSAGES } from '@/components/newsletter/formMessages'

/** Strings of this route's client components (the patients' newsletter form). */
export default messagesLayout(NEWSLETTER_FORM_MESSAGES)
