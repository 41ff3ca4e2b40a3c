import { inject } from 'vitest'

// Workers read the throw-away database of globalSetup before the Payload config is imported.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET = 'int-test-secret'
process.env.JOBS_AUTORUN = 'false'
