import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../db/embedded'
import { NEXT_BIN, run } from './stack'

/**
 * A running blank App Router app: the floor page's URL, the URLs of its two bisection steps
 * (the same page with the journal's stylesheet linked, and written inline) and a stop.
 */
export type BlankApp = {
  url: string
  withStylesheetUrl: string
  withInlineStylesheetUrl: string
  stop: () => Promise<void>
}

/**
 * The framework's floor of `npm run bench`: the blank App Router app in `bench/blank-app`
 * (one server component, a heading and 30 paragraphs, no stylesheet, no client component)
 * built with `next build` and served by `next start` on a free port, with this repository's
 * own Next.js and React. `stylesheet` (the journal's CSS, as its pages load it) is written to
 * the app's `public/journal.css` for the bisection steps `/stylesheet` and
 * `/stylesheet-inline`. Built in a temporary folder with a hard-linked copy of
 * `node_modules` (`cp -al`, no bytes copied): inside the repository, Next would take the
 * journal's `src/proxy.ts` and `src/instrumentation.ts` for the blank app's own. Throws when
 * the build fails or the server does not answer within 60 s.
 */
export async function startBlankApp(stylesheet: string): Promise<BlankApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-blank-'))
  const stopDir = () => rmSync(dir, { recursive: true, force: true })
  try {
    cpSync(path.resolve('bench/blank-app'), dir, {
      recursive: true,
      filter: (source) => !/[\\/](\.next|node_modules)$/.test(source),
    })
    mkdirSync(path.join(dir, 'public'), { recursive: true })
    writeFileSync(path.join(dir, 'public/journal.css'), stylesheet)
    // The blank app's build and server get only what they need: no secret and no setting of
    // the journal (database, mail, Stripe) reaches them.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    }
    const link = ['-al', '--', path.resolve('node_modules'), path.join(dir, 'node_modules')]
    if ((await run('cp', link, env)) !== 0)
      throw new Error('could not link node_modules for the blank app')
    const build = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: dir, env, stdio: 'ignore' })
      child.on('exit', (code) => resolve(code ?? 1))
    })
    if (build !== 0) throw new Error(`next build of the blank app failed (${build})`)
    const port = await freePort()
    const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
      cwd: dir,
      env,
      stdio: 'ignore',
      detached: true,
    })
    const url = `http://127.0.0.1:${port}/`
    const until = Date.now() + 60_000
    for (;;) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (Date.now() > until || server.exitCode !== null) {
        if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
        throw new Error('the blank app did not answer within 60 s')
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return {
      url,
      withStylesheetUrl: `${url}stylesheet`,
      withInlineStylesheetUrl: `${url}stylesheet-inline`,
      stop: async () => {
        if (server.pid && server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve))
          process.kill(-server.pid, 'SIGTERM')
          await exited
        }
        stopDir()
      },
    }
  } catch (error) {
    stopDir()
    throw error
  }
}
