import type { Field } from 'payload'

import { MEMBERSHIP_STATUSES } from '@/lib/membership/rule'

import { isAdminField, serverWritten } from '../access'

/** Stripe ids: written by the server, read by admins only (never by the practice's members). */
const stripeIdAccess = { ...serverWritten, read: isAdminField }

const readOnlySidebar = { readOnly: true, position: 'sidebar' } as const

/**
 * The practice's team seats as its Stripe subscription reports them (docs/product.md,
 * "Team seats"): how many are paid, the subscription's status and paid period, and the
 * practice's own Stripe customer (invoices name the practice). Written only by the server
 * from Stripe (checkout and webhooks); read-only in the studio.
 */
export const seatFields: Field[] = [
  {
    name: 'seats',
    label: { de: 'Bezahlte Teamplätze', en: 'Paid team seats' },
    type: 'number',
    min: 0,
    defaultValue: 0,
    access: serverWritten,
    admin: readOnlySidebar,
  },
  {
    name: 'seatStatus',
    label: { de: 'Status des Team-Abos', en: 'Team subscription status' },
    type: 'select',
    options: [...MEMBERSHIP_STATUSES],
    access: serverWritten,
    admin: readOnlySidebar,
  },
  {
    name: 'seatPeriodEnd',
    label: { de: 'Teamplätze bezahlt bis', en: 'Team seats paid until' },
    type: 'date',
    access: serverWritten,
    admin: readOnlySidebar,
  },
  {
    name: 'seatCancelAtPeriodEnd',
    label: { de: 'Team-Abo endet zum Periodenende', en: 'Team subscription ends at period end' },
    type: 'checkbox',
    defaultValue: false,
    access: serverWritten,
    admin: readOnlySidebar,
  },
  {
    name: 'stripeCustomerId',
    label: { de: 'Stripe-Kunden-ID der Praxis', en: 'Practice Stripe customer id' },
    type: 'text',
    index: true,
    access: stripeIdAccess,
    admin: readOnlySidebar,
  },
  {
    name: 'stripeSubscriptionId',
    label: { de: 'Stripe-Abo-ID der Teamplätze', en: 'Team seats Stripe subscription id' },
    type: 'text',
    unique: true,
    access: stripeIdAccess,
    admin: readOnlySidebar,
  },
]
