// How every module tells the server's refusals from failures to reach it.

/** A server refusal (success: false) carries its message to the user, as the spec's alerts do. */
export class ServerRefusal extends Error {
  /** Read by the query client: the same request would be refused again, so it is not retried. */
  readonly refusal = true;

  constructor(message: string) {
    super(message);
    this.name = 'ServerRefusal';
  }
}

/** Unwraps an answer whose envelope says it failed. */
export function requireSuccess<T extends { success: boolean; message: string }>(reply: T): T {
  if (!reply.success) throw new ServerRefusal(reply.message);
  return reply;
}

/**
 * The server's own words for a failure when it gave any (a refusal, or an error envelope parsed from a
 * 4xx/5xx body), else `fallback`: the spec's "server message or '…'" rule.
 */
export function messageFor(error: unknown, fallback: string): string {
  if (error instanceof ServerRefusal && error.message) return error.message;
  return fallback;
}

/** True when the request never got an answer (offline, DNS, refused), as opposed to a refusal. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
