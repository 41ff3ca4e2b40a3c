/** Demo accounts (README). Created only by the demo seed, never by `npm start`. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@dentaljournal.example',
    password: 'demo-admin-2026',
    firstName: 'Anna',
    lastName: 'Admin',
  },
  editor: {
    email: 'editor@dentaljournal.example',
    password: 'demo-editor-2026',
    firstName: 'Erik',
    lastName: 'Editor',
  },
  doctor: {
    email: 'doctor@dentaljournal.example',
    password: 'demo-doctor-2026',
    firstName: 'Dora',
    lastName: 'Doktor',
  },
} as const

/** Invitation code of the demo seed (README): 100 sign-ups at /sign-up. */
export const DEMO_INVITATION_CODE = 'DJ-DEMO-2026'
