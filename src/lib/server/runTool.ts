import { execFile } from 'node:child_process'

/** What a finished tool printed: stdout as bytes, stderr as text. */
export type ToolOutput = { stdout: Buffer; stderr: string }

/** Options of `runTool`. */
export type RunToolOptions = {
  /** Bytes or text written to the tool's stdin, which is then closed. */
  input?: Buffer | string
  /** Largest stdout accepted (bytes); more kills the tool and rejects. Default 64 MiB. */
  maxBuffer?: number
  /** Milliseconds before the tool is killed and the call rejects. Default 5 minutes. */
  timeoutMs?: number
  /** Environment variables the tool needs besides `PATH` (by name, copied from ours). */
  passEnv?: readonly string[]
}

/**
 * The environment a child process gets: `PATH`, `LANG` and the variables named in
 * `passEnv`, each only when set here. Nothing else of the server's environment (secrets
 * such as PAYLOAD_SECRET, DATABASE_URL or provider keys) reaches a tool.
 */
export function toolEnvironment(passEnv: readonly string[] = []): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of ['PATH', 'LANG', ...passEnv]) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return env
}

/**
 * Runs an installed program (`file`, looked up on PATH) with fixed `args` and a minimal
 * environment (`toolEnvironment`), without a shell. The rule every caller keeps: text that
 * comes from users (titles, bodies, names) goes in `input` (stdin), never into `args`, so
 * it can never be read as an option such as espeak-ng's `-f <file>`.
 * Resolves with stdout (bytes) and stderr; rejects with Node's error (ENOENT when the
 * program is missing, a non-zero exit code with stderr in the message, a timeout or a
 * stdout larger than `maxBuffer`).
 */
export function runTool(
  file: string,
  args: readonly string[],
  options: RunToolOptions = {},
): Promise<ToolOutput> {
  const { input, maxBuffer = 64 * 1024 * 1024, timeoutMs = 300_000, passEnv } = options
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      {
        encoding: 'buffer',
        env: toolEnvironment(passEnv) as NodeJS.ProcessEnv,
        maxBuffer,
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        if (error) {
          const message = stderr.toString('utf8').trim()
          if (message) error.message = `${error.message}: ${message}`
          reject(error)
        } else resolve({ stdout, stderr: stderr.toString('utf8') })
      },
    )
    // A tool that exits before reading all of stdin closes the pipe: that is its answer
    // (an error code), not a reason to crash the server with EPIPE.
    child.stdin?.on('error', () => {})
    child.stdin?.end(input ?? '')
  })
}
