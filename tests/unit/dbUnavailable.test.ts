import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/db/unavailable'

/** An error as node-postgres reports a message from the server, with its SQLSTATE. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error')
  error.code = code
  return error
}

/** An error as Node reports a failed socket operation. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' })
}

describe('isDatabaseUnavailable: "PostgreSQL cannot be reached" (503) versus everything else (500)', () => {
  it('recognises a server that shuts down, starts up or refuses connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300'])
      expect(isDatabaseUnavailable(serverError(code, 'terminating connection')), code).toBe(true)
  })

  it('recognises socket errors: refused, reset, timed out, unreachable, unknown host', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])
      expect(isDatabaseUnavailable(socketError(code)), code).toBe(true)
  })

  it('looks through the wrappers of drizzle and Payload (cause) and AggregateError (errors)', () => {
    const drizzle = new Error('Failed query: select 1\nparams: ', {
      cause: serverError('57P01', 'terminating connection due to administrator command'),
    })
    expect(isDatabaseUnavailable(drizzle)).toBe(true)
    expect(isDatabaseUnavailable(new Error('operation failed', { cause: drizzle }))).toBe(true)
    // Node tries every address of "localhost" and reports all refusals together.
    const refused = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')])
    expect(isDatabaseUnavailable(refused)).toBe(true)
  })

  it("recognises node-postgres's and the Payload adapter's messages that carry no code", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true)
  })

  it('leaves SQL errors, bugs and non-errors to the 500 path', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false)
    expect(isDatabaseUnavailable(serverError('42P01', 'relation "x" does not exist'))).toBe(false)
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to timeout'))).toBe(
      false,
    )
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('boom') }))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('Bad request'), { status: 400 }))).toBe(
      false,
    )
    for (const value of [null, undefined, 'ECONNREFUSED', 57, {}])
      expect(isDatabaseUnavailable(value)).toBe(false)
  })

  it('never loops or throws, whatever it is given', () => {
    const loop = new Error('loop') as Error & { cause?: unknown }
    loop.cause = loop
    expect(isDatabaseUnavailable(loop)).toBe(false)
    const a = new Error('a', { cause: new Error('b') }) as Error & { cause: { cause?: unknown } }
    a.cause.cause = a
    expect(isDatabaseUnavailable(a)).toBe(false)
    let deep: unknown = socketError('ECONNREFUSED')
    for (let i = 0; i < 50; i++) deep = new Error(`wrap ${i}`, { cause: deep })
    expect(isDatabaseUnavailable(deep)).toBe(false)
    const hostile = Object.defineProperty({}, 'code', {
      get() {
        throw new Error('no')
      },
    })
    expect(isDatabaseUnavailable(hostile)).toBe(false)
  })
})
