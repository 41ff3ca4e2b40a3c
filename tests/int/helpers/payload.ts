import { getPayload, type Payload } from 'payload'

import type { User } from '@payload-types'
import config from '@payload-config'

import { markdownToLexical } from '@/lib/richtext/convert'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'

/** The Payload instance of the int tests (Local API against the throw-away database). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Creates a verified user with the given role (password `test-password-123`). */
export async function createUser(
  payload: Payload,
  role: 'admin' | 'editor' | 'doctor',
): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@test.example`,
      password: 'test-password-123',
      roles: [role],
      _verified: true,
    },
  })
  return { ...user, collection: 'users' } as User
}

/**
 * A rich-text field value from Markdown, through the project's own converter and the
 * editor's configuration (what the seed and the Markdown import write).
 */
export async function richText(payload: Payload, markdown: string): Promise<never> {
  return markdownToLexical(markdown, await defaultEditorConfig(payload.config)) as never
}

/**
 * Local API options that act as `user` with access control on, as a request of that user
 * would (spread into `find`, `create`, …).
 */
export function asUser(user: User) {
  return { overrideAccess: false, user: { ...user, collection: 'users' as const } }
}
