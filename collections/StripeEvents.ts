import type { CollectionConfig } from 'payload'

import { isAdmin, hiddenUnlessAdmin } from './access'

/**
 * Stripe webhook events: the event id is unique, so a redelivered event is
 * recognised. `processing` while one delivery applies it, `done` once applied; a
 * `processing` row left by a crashed delivery is taken over after a few minutes (see
 * `src/lib/stripe/webhook.ts`). Admins may read them; only the webhook writes.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: {
    singular: { de: 'Stripe-Ereignis', en: 'Stripe event' },
    plural: { de: 'Stripe-Ereignisse', en: 'Stripe events' },
  },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'status', 'createdAt'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'eventId',
      label: { de: 'Ereignis-ID', en: 'Event id' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'type', label: { de: 'Typ', en: 'Type' }, type: 'text', required: true },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      defaultValue: 'processing',
      options: [
        { label: { de: 'In Bearbeitung', en: 'Processing' }, value: 'processing' },
        { label: { de: 'Erledigt', en: 'Done' }, value: 'done' },
      ],
    },
  ],
}
