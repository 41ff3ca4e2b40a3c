import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the sample dashboard). */
export default messagesLayout([
  'Dashboard',
  'Preview',
  'Auth',
  'Taxonomy.topics',
  'Taxonomy.expertise',
])
