/** Demo accounts (README). Created only by the demo seed, never by `npm start`. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@dentaljournal.example', password: 'demo-admin-2026', firstName: 'Anna', lastName: 'Admin' },
  editor: { email: 'editor@dentaljournal.example', password: 'demo-editor-2026', firstName: 'Erik', lastName: 'Editor' },
} as const
