// Telling a database that is away for now (the call may work in a moment: 503) from a statement that is
// wrong (500).
import { NoPrimaryError } from './primary-finder';

/**
 * The database cannot be reached (refused, cut, timed out, shutting down, restarting, or a standby that
 * takes no writes): the call may work in a moment, so the API answers 503 with Retry-After, never 500.
 * `cause` is the driver's error.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`The database is unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a database that is away rather than of a statement that is wrong: class 08 (connection
 * exception, also what PgBouncer answers when it has no server), 57P01-57P03 (shutdown, crash, starting
 * up), 53300 (too many connections), 25006 (a standby in recovery refuses writes).
 */
const unavailableStates = /^(08...|57P0[123]|53300|25006)$/;
/** The operating system's codes for an address that refuses, resets, times out or cannot be found. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);
/** The driver's own words for a lost, refused or timed-out connection. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|connection timeout|Connection ended|Cannot use a pool after calling end/i;

/** Whether `error` (or what it wraps) means the database is unreachable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) {
    if (at instanceof DatabaseUnavailableError || at instanceof NoPrimaryError) return true;
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableSocketCodes.has(code)))
      return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}

/** `error` as a DatabaseUnavailableError when it is one of those, else unchanged. */
export const classified = (error: unknown): unknown =>
  isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
