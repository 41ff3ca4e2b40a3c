import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'

/**
 * Stripe webhook events already processed (issue 4): the event id is unique, so a
 * redelivered event is recognised and skipped. Admins may read them; only the webhook
 * writes.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: { de: 'Stripe-Ereignis', en: 'Stripe event' }, plural: { de: 'Stripe-Ereignisse', en: 'Stripe events' } },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'], group: { de: 'Einstellungen', en: 'Settings' } },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
  ],
}
