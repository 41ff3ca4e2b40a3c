import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the dentist search). */
export default messagesLayout(['PatientSearch'])
