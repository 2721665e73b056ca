// How every module tells the server's refusals from failures to reach it.
import type { AnswerStatus } from '@callout/api-client/client';

/** A server refusal (success: false) carries its message to the user, as the spec's alerts do. */
export class ServerRefusal extends Error {
  /** Read by the query client: the same request would be refused again, so it is not retried. */
  readonly refusal = true;
  /** The HTTP status it came with, when that said it failed; the route error page shows it. */
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  /** The input the server refused, by its name as sent, when it refused one: the form shows it there. */
  readonly field: string | undefined;

  constructor(message: string, answer?: AnswerStatus, field?: string) {
    super(message);
    this.field = field;
    this.name = 'ServerRefusal';
    const failed = answer !== undefined && answer.status >= 400;
    this.status = failed ? answer.status : undefined;
    this.statusText = failed ? answer.statusText : undefined;
  }
}

/** Unwraps an answer whose envelope says it failed; `answer`, its status line, goes with the refusal. */
export function requireSuccess<T extends { success: boolean; message: string }>(
  reply: T,
  answer?: AnswerStatus,
): T {
  if (!reply.success) throw new ServerRefusal(reply.message, answer, refusedFieldOf(reply));
  return reply;
}

/** The `field` a refusal names (the API client keeps it beside the schema's keys), if any. */
function refusedFieldOf(reply: object): string | undefined {
  const { field } = reply as { field?: unknown };
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * Which of `fields` a refusal is about: the input the server named, when the form has it; else undefined
 * (the message then belongs to the whole form). Never found by the message's words, which are translated.
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  const field = error instanceof ServerRefusal ? error.field : undefined;
  return fields.find((name) => name === field);
}

// What the server answers when the address itself shows nothing: a malformed id, someone else's record, or
// none at all. A 401 is not one (the session expired: the guard sends the visitor to sign in).
const addressRefusals = new Set([400, 403, 404, 410]);

/**
 * True when `error` refuses the page's address; the page then throws it during render, and the shell's
 * route error page shows its status, status text and message.
 */
export const refusesAddress = (error: unknown): boolean =>
  error instanceof ServerRefusal && error.status !== undefined && addressRefusals.has(error.status);

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
