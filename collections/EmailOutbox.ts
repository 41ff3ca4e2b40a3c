import type { CollectionConfig } from 'payload'

import { isAdmin, hiddenUnlessAdmin } from './access'

/**
 * Email outbox: without SMTP_URL every message the app sends is stored here
 * (and printed to the server log), for checking what was sent. The tokens of its links
 * are removed before it is stored (`src/lib/email/adapter.ts`), so nobody can sign in as
 * someone else from here; in development the server log has the working links, so
 * sign-up, magic link and reset work on a fresh machine. Admins read and delete; only the
 * server writes.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: {
    singular: { de: 'E-Mail', en: 'Email' },
    plural: { de: 'E-Mail-Ausgang', en: 'Email outbox' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', label: { de: 'An', en: 'To' }, type: 'text', required: true, index: true },
    { name: 'from', label: { de: 'Von', en: 'From' }, type: 'text' },
    { name: 'subject', label: { de: 'Betreff', en: 'Subject' }, type: 'text' },
    {
      name: 'text',
      label: { de: 'Text', en: 'Text' },
      type: 'textarea',
      admin: {
        description:
          'Links ohne ihr Token ([entfernt]): Sie zeigen, wohin sie führen, funktionieren aber nicht. In der Entwicklung (npm run dev) stehen die vollständigen Links im Server-Log.',
      },
    },
    {
      name: 'html',
      label: { de: 'HTML', en: 'HTML' },
      type: 'textarea',
      admin: { description: 'HTML-Fassung der Nachricht' },
    },
  ],
}
