// The access log: one line per answered request (method, address, client, status, time taken), with the
// value of every query field that can carry a secret (a live updates ticket, a payout onboarding key, an old
// picture signature, a code) and every path segment that is one (a provider's calendar feed address)
// replaced, so no log line is ever enough to act as someone or read their jobs. Headers are not logged at all.
//
// Operators need it, so it must cost little: one line rather than Fastify's two (one on arrival, one on
// answer), written to stdout asynchronously (lines that come while a write is under way go out together in
// the next, and whatever is waiting is written before the process exits), and, where a busy site prefers,
// only a share of the successful reads (ACCESS_LOG_READ_SAMPLE). docs/adr/0026-an-access-log-that-costs-little.md
// has the figures.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

const secretFields = new Set(['ticket', 'key', 'sig', 'token', 'code', 'otp', 'secret', 'password']);
export const redacted = '[redacted]';

/** Where a feed's secret stands in a path: `/calendar/<secret>.ics` (under `/api` or not). */
const feedPath = '/calendar/';

/** `url` with a calendar feed's secret replaced: the last segment of a `/calendar/….ics` path. */
function redactFeedSecret(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const at = path.lastIndexOf(feedPath);
  const secret = at < 0 ? '' : path.slice(at + feedPath.length);
  if (secret === '' || secret.includes('/') || !secret.toLowerCase().endsWith('.ics')) return url;
  return `${path.slice(0, at + feedPath.length)}${redacted}.ics${query < 0 ? '' : url.slice(query)}`;
}

/** The path and query of `url`, each secret-carrying path segment and query value replaced. */
export function redactUrl(sent: string): string {
  const url = redactFeedSecret(sent);
  const at = url.indexOf('?');
  if (at < 0) return url;
  const fields = url
    .slice(at + 1)
    .split('&')
    .map((field) => {
      const equals = field.indexOf('=');
      const name = equals < 0 ? field : field.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent: it names no field the server reads.
      }
      return equals >= 0 && secretFields.has(decoded.toLowerCase()) ? `${name}=${redacted}` : field;
    });
  return `${url.slice(0, at)}?${fields.join('&')}`;
}

/** The request as Fastify's logger hands it over (its FastifyRequest, typed loosely by the logger). */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    version: String(request.headers?.['accept-version'] ?? '') || undefined,
    remoteAddress: request.ip,
  };
}

let stdoutLog: DestinationStream | undefined;

/**
 * Standard output, written asynchronously: a log line never waits for the disk or the pipe, and lines logged
 * while a write is under way are written together in the next one. One for the process, however many apps
 * it builds; pino writes out what is waiting when the process exits, also after a crash. Only the process's
 * entry point (serve.ts) asks for it: it owns standard output and its exit. An app built elsewhere (a test
 * worker, a tool) writes synchronously, so its lines never outlive a process it does not control.
 */
export function asynchronousStdout(): DestinationStream {
  stdoutLog ??= pino.destination({ dest: 1, sync: false });
  return stdoutLog;
}

/**
 * The server's logger settings: the request as above, the headers that carry a session never, and `stream`
 * (pino's synchronous standard output when none is given; serve.ts passes `asynchronousStdout()`, tests a
 * stream they read).
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
    stream: level === 'silent' ? undefined : stream,
  };
}

/** Whether an answer to `request` is a successful read: the kind ACCESS_LOG_READ_SAMPLE thins out. */
const isSuccessfulRead = (request: FastifyRequest, reply: FastifyReply) =>
  (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400;

/**
 * Logs each answered request once, at info, through the request's own logger (so a route that logs more
 * quietly, such as /metrics, stays quiet): every write, refusal and failure, and the share `readSample` of the
 * successful reads, drawn by `draw` (a number from 0 up to 1). Fastify's own request logging is turned off
 * (`disableRequestLogging`) where this is used.
 */
export function logEachAnswer(app: FastifyInstance, readSample: number, draw: () => number = Math.random) {
  app.addHook('onResponse', (request, reply, done) => {
    if (readSample >= 1 || !isSuccessfulRead(request, reply) || draw() < readSample) {
      request.log.info(
        { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
    done();
  });
}
