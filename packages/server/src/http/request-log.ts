// What the access log says of a request: Fastify's usual fields, with the value of every query field that
// can carry a secret (a live updates ticket, a payout onboarding key, an old picture signature, a code) and
// every path segment that is one (a provider's calendar feed address) replaced, so no log line is ever
// enough to act as someone or read their jobs. Headers are not logged at all.
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
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    version: String(request.headers?.['accept-version'] ?? '') || undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger settings: the request as above, and the headers that carry a session never. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
  };
}
