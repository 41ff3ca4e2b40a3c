import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { toolEnvironment } from '../../src/lib/server/runTool'

import { freePort } from '../db/embedded'

/** The reference configuration shipped for operators (README, docs/operations.md). */
export const REFERENCE_CONFIG = path.resolve('deploy/nginx/dentaljournal.conf')

/** A throw-away nginx: its base URL, its error log so far, and how to stop it. */
export type LocalNginx = {
  /** `http://127.0.0.1:<port>` of the reference server block. */
  url: string
  /** Base URLs of the `extraServers`, in their order. */
  extraUrls: string[]
  /** The contents of nginx's error log (for failure messages). */
  errorLog: () => string
  stop: () => Promise<void>
}

/**
 * The reference configuration with the lines an operator adjusts replaced: the cache
 * folder `cachePath`, the app address `upstream` (`host:port`) and the `listen` address
 * (`host:port`). Throws when one of those lines is not found exactly once, so a changed
 * reference file fails the tests instead of silently testing something else.
 */
export function referenceConfig(options: {
  upstream: string
  listen: string
  cachePath: string
}): string {
  let config = readFileSync(REFERENCE_CONFIG, 'utf8')
  const replace = (pattern: RegExp, line: string) => {
    const found = config.match(new RegExp(pattern.source, 'gm'))?.length ?? 0
    if (found !== 1)
      throw new Error(`${REFERENCE_CONFIG}: expected one line matching ${pattern}, found ${found}`)
    config = config.replace(new RegExp(pattern.source, 'm'), line)
  }
  replace(/^proxy_cache_path \S+ /, `proxy_cache_path ${options.cachePath} `)
  replace(/^ {4}server 127\.0\.0\.1:3000;$/, `    server ${options.upstream};`)
  replace(/^ {4}listen 80;$/, `    listen ${options.listen};`)
  return config
}

/**
 * Starts Debian's `nginx` (NGINX_PATH overrides the binary) in the foreground as this
 * user, everything in a temp folder (configuration, cache, temp files, pid, error log),
 * with the reference configuration in front of `upstream` (`host:port` of `next start`)
 * on a free loopback port, plus `extraServers`: further `server { … }` blocks, each with a
 * `listen {{port}};` that gets a free port of its own (the benchmark's static floor).
 * Waits until it answers (10 s at most). Fails with a clear message when nginx is not
 * installed.
 */
export async function startNginx(options: {
  upstream: string
  extraServers?: string[]
}): Promise<LocalNginx> {
  const binary = process.env.NGINX_PATH ?? 'nginx'
  const dir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-nginx-'))
  // When we are root, nginx's workers run as `nobody` and must reach the cache folder.
  chmodSync(dir, 0o755)
  const port = await freePort()
  const extraPorts: number[] = []
  for (const _ of options.extraServers ?? []) extraPorts.push(await freePort())
  const errorLogPath = path.join(dir, 'error.log')
  writeFileSync(
    path.join(dir, 'dentaljournal.conf'),
    referenceConfig({
      upstream: options.upstream,
      listen: `127.0.0.1:${port}`,
      cachePath: path.join(dir, 'cache'),
    }),
  )
  const extraServers = (options.extraServers ?? []).map((server, i) =>
    server.replace('{{port}}', `127.0.0.1:${extraPorts[i]}`),
  )
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${errorLogPath} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
      ),
      `    include ${path.join(dir, 'dentaljournal.conf')};`,
      ...extraServers,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(
    binary,
    [
      '-p',
      `${dir}/`,
      '-e',
      errorLogPath,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${path.join(dir, 'nginx.pid')};`,
    ],
    // Fixed arguments only; nginx gets PATH and LANG, none of our secrets.
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: toolEnvironment() as NodeJS.ProcessEnv,
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)))
  const errorLog = () =>
    (existsSync(errorLogPath) ? readFileSync(errorLogPath, 'utf8') : '') + stderr
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `nginx is not installed (looked for "${binary}"; Debian: apt-get install nginx, or set NGINX_PATH)`
            : `nginx did not start: ${error.message}`,
        ),
      ),
    )
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}:\n${errorLog()}`)))
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM') // fast shutdown of master and workers
      await gone
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  const ready = (async () => {
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      try {
        await fetch(`${url}/_nginx-ready`, { signal: AbortSignal.timeout(1000) })
        return
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    throw new Error(`nginx did not answer within 10 s:\n${errorLog()}`)
  })()
  try {
    await Promise.race([ready, exited])
  } catch (error) {
    await stop()
    throw error
  }
  exited.catch(() => {})
  return {
    url,
    extraUrls: extraPorts.map((p) => `http://127.0.0.1:${p}`),
    errorLog,
    stop,
  }
}
