'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * Studio input of a secret setting (spec §2 Einstellungen: "password-type inputs"). The
 * server only ever sends the mask (`••••` + last 4 characters); leaving it unchanged keeps
 * the stored key.
 */
export const SecretInput: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="off" field={field} path={path ?? field.name} />
)
