/**
 * `npm test` runs this first (`pretest`): the tests need programs npm cannot install.
 *
 * - chromium: Playwright's browser (Playwright cannot download browsers here)
 * - ffmpeg (with ffprobe) and espeak-ng: the audio jobs
 * - redis-server: the test of several app instances sharing a cache
 * - nginx: the test of the reference cache config in deploy/nginx/
 *
 * Each program is looked up on PATH (or at the path its variable names, e.g.
 * CHROMIUM_PATH). When some are missing on Debian or Ubuntu and this runs as root, or sudo
 * works without a password, they are installed with apt-get; otherwise it stops with the
 * exact command to run. SKIP_SYSTEM_TOOLS=1 skips the step (the tests then fail where a
 * program is missing).
 *
 * As root, the embedded PostgreSQL of the tests runs as the `postgres` user, which must be
 * able to reach the binaries in node_modules: every folder above the checkout is made
 * traversable (o+x), as on a normal install.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs'
import path from 'node:path'

/** A program the tests need: its name on PATH, an overriding variable, and its Debian package. */
type Tool = { command: string; envPath?: string; aptPackage: string }

const TOOLS: Tool[] = [
  { command: 'chromium', envPath: 'CHROMIUM_PATH', aptPackage: 'chromium' },
  { command: 'ffmpeg', envPath: 'FFMPEG_PATH', aptPackage: 'ffmpeg' },
  { command: 'ffprobe', envPath: 'FFPROBE_PATH', aptPackage: 'ffmpeg' },
  { command: 'espeak-ng', envPath: 'ESPEAK_PATH', aptPackage: 'espeak-ng' },
  { command: 'redis-server', aptPackage: 'redis-server' },
  { command: 'nginx', aptPackage: 'nginx' },
]

/** Whether `file` exists and may be executed by this user. */
function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** Whether a tool is installed: at its variable's path, on PATH, or in an sbin folder (nginx). */
function installed(tool: Tool): boolean {
  const override = tool.envPath ? process.env[tool.envPath] : undefined
  if (override) return executable(override)
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin']
  return dirs.some((dir) => dir && executable(path.join(dir, tool.command)))
}

const isRoot = process.getuid?.() === 0
const isDebian = existsSync('/etc/debian_version')

/** Runs apt-get (through sudo unless root); true when it succeeded. */
function apt(args: string[]): boolean {
  const [cmd, cmdArgs] = isRoot
    ? ['apt-get', args]
    : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]]
  const result = spawnSync(cmd, cmdArgs, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function canSudo(): boolean {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
}

/** Makes every folder from the checkout up to / traversable for other users (root only). */
function makeParentsTraversable(): void {
  let dir = process.cwd()
  while (dir !== path.dirname(dir)) {
    try {
      chmodSync(dir, statSync(dir).mode | 0o001)
    } catch {
      // a folder we may not change (read-only mount): PostgreSQL says so if it matters
    }
    dir = path.dirname(dir)
  }
}

if (process.env.SKIP_SYSTEM_TOOLS === '1') process.exit(0)

const packages = [...new Set(TOOLS.filter((t) => !installed(t)).map((t) => t.aptPackage))]
if (packages.length) {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`
  if (!isDebian || (!isRoot && !canSudo())) {
    console.error(
      `[system-tools] missing: ${packages.join(', ')}. Install them, e.g. on Debian or Ubuntu as root:\n  ${command}`,
    )
    process.exit(1)
  }
  console.log(`[system-tools] installing ${packages.join(', ')} with apt-get`)
  if (!apt(['update']) || !apt(['install', '-y', ...packages])) {
    console.error(`[system-tools] apt-get failed; run as root:\n  ${command}`)
    process.exit(1)
  }
  const still = TOOLS.filter((t) => !installed(t)).map((t) => t.command)
  if (still.length) {
    console.error(`[system-tools] still missing after apt-get: ${still.join(', ')}`)
    process.exit(1)
  }
}
if (isRoot) makeParentsTraversable()
// One line with what the tests will use (versions help when a result differs between machines).
const version = (cmd: string, args: string[]) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')[0]!
      .trim()
  } catch {
    return `${cmd}: ?`
  }
}
console.log(
  `[system-tools] ok: ${version(process.env.CHROMIUM_PATH ?? 'chromium', ['--version'])}; ${version('redis-server', ['--version'])}`,
)
